import { describe, expect, it } from 'vitest';
import { byeKinds } from '../../src/core/model';
import { allSystems, systemsOfKind, wordingOf } from '../../src/core/systems';

describe('what each system asks at registration and how it words byes and corrections', () => {
  it('every bye of every system is shown in words, never as its TRF code', () => {
    for (const m of allSystems) {
      for (const k of byeKinds) {
        const words = wordingOf(m).byes[k];
        expect(words, `${m.name} ${k}`).not.toMatch(/^\(?[UFHZ]\)?$/);
        expect(words.length, `${m.name} ${k}`).toBeGreaterThan(2);
      }
    }
    const dutch = allSystems.find((m) => m.id === 'dutch')!;
    expect(wordingOf(dutch).byes.U).toBe('bye (pairing-allocated)');
    expect(wordingOf(dutch).byes.H).toBe('half-point bye');
  });

  it('a Netrunner event asks no rating or FIDE fields, offers no half-point bye by default and cites no FIDE rule', () => {
    for (const m of systemsOfKind('netrunner')) {
      const w = wordingOf(m);
      expect(w.ratings, m.name).toBe(false);
      expect(w.requestedByes[0], m.name).not.toBe('H');
      expect(w.requestedByes, m.name).not.toContain('H');
      expect(w.missedRounds, m.name).toEqual(['Z']);
      expect(w.correctionRule, m.name).not.toMatch(/C\.04/);
      expect(w.byes.U, m.name).toBe('bye');
    }
  });

  it('a chess Swiss keeps its rating fields, the half-point bye as the desk default and FIDE C.04.2 for corrections', () => {
    for (const m of systemsOfKind('chess-swiss')) {
      const w = wordingOf(m);
      expect(w.ratings).toBe(true);
      expect(w.requestedByes[0]).toBe('H');
      expect(w.correctionRule).toBe('FIDE C.04.2');
    }
  });
});
