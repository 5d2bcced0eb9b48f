import { describe, expect, it } from 'vitest';
import { sassSettingsFromFlags } from '../../src/core/systems/sass/settingsFromFlags';

const flags = (o: Record<string, string>) => new Map<string, string | true>(Object.entries(o));

describe('single-sided Swiss command-line settings', () => {
  it("defaults to the SASS model with the article's score factor 2 and a 0-point bye", () => {
    expect(sassSettingsFromFlags(flags({}))).toEqual({ ok: true, settings: { system: 'sass', model: 'sass', scoreFactor: 2, byeScore: 0 } });
  });
  it('reads --score-factor, --bye-score, --seed and --cost', () => {
    expect(sassSettingsFromFlags(flags({ '--score-factor': '1.5', '--bye-score': '1', '--seed': '42' }))).toEqual({
      ok: true,
      settings: { system: 'sass', model: 'sass', scoreFactor: 1.5, byeScore: 10, seed: 42 },
    });
    expect(sassSettingsFromFlags(flags({ '--cost': '2025' }))).toMatchObject({ ok: true, settings: { model: '2025' } });
  });
  it('refuses malformed values', () => {
    const bads: Record<string, string>[] = [
      { '--cost': '2019' }, { '--score-factor': 'two' }, { '--score-factor': '-1' }, { '--bye-score': '0.25' }, { '--seed': 'x' },
      { '--cost': '2025', '--score-factor': '3' },
    ];
    for (const bad of bads) {
      expect(sassSettingsFromFlags(flags(bad)).ok).toBe(false);
    }
  });
});
