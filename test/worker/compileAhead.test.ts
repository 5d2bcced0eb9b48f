import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readTrf, tournamentFromTrf } from '../../src/core/trf';
import { systemFor } from '../../src/core/systems';
import type { Tournament } from '../../src/core/model';
import { compileAhead } from '../../src/worker/compileAhead';

const event = (file: string, settings: Tournament['settings']): Tournament => {
  const doc = readTrf(readFileSync(file, 'utf8'));
  if (!doc.ok) throw new Error(doc.error.message);
  const built = tournamentFromTrf(doc.doc, { settings });
  if (!built.ok) throw new Error('not a tournament');
  return built.tournament;
};

describe('the pairing engine compiled ahead when a big Swiss event opens', () => {
  const open100 = event('test/fixtures/dutch/bench/dutch_p0100_r11_r11.trf', { system: 'dutch', rules: '2026' });

  it('leaves the round the TO pairs next exactly as it would have been', () => {
    const before = systemFor(open100.settings).pairNextRound(open100);
    expect(compileAhead(open100)).toBe(true);
    const after = systemFor(open100.settings).pairNextRound(open100);
    expect(after).toEqual(before);
  });

  it('runs once per system and rules, and not for small events or systems without the big engines', () => {
    expect(compileAhead(open100)).toBe(false);
    expect(compileAhead({ ...open100, settings: { system: 'dutch', rules: '2017' } })).toBe(true);
    expect(compileAhead({ ...open100, players: open100.players.slice(0, 20), settings: { system: 'burstein' } })).toBe(false);
    expect(compileAhead({ ...open100, settings: { system: 'tcec', double: false } })).toBe(false);
  });
});
