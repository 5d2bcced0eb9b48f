import { describe, expect, it } from 'vitest';
import { generateTournament } from '../../src/core/generator';
import type { PairingProgress, SystemSettings, Tournament } from '../../src/core/model';
import { systemFor } from '../../src/core/systems';

const dutch2026: SystemSettings = { system: 'dutch', rules: '2026' };

/** A generated 5-round Dutch event of 61 players (odd: a bye every round), its last round removed. */
const beforeLastRound = (): Tournament => {
  const g = generateTournament({ settings: dutch2026, system: systemFor(dutch2026), seed: 11, config: { playersNumber: 61, roundsNumber: 5 } });
  if (!g.ok) throw new Error(g.detail);
  return { ...g.tournament, rounds: g.tournament.rounds.slice(0, -1) };
};

describe('the Dutch system reports its progress bracket by bracket', () => {
  it('reports players paired after each bracket, never going back, and pairs exactly as without the callback', () => {
    const t = beforeLastRound();
    const reports: PairingProgress[] = [];
    const withProgress = systemFor(t.settings).pairNextRound(t, { onProgress: (p) => reports.push(p) });
    const without = systemFor(t.settings).pairNextRound(t);
    expect(withProgress).toEqual(without);
    expect(withProgress.ok).toBe(true);
    // Round 5 of a 61-player event has several score groups: one report a bracket.
    expect(reports.length).toBeGreaterThan(2);
    for (const r of reports) expect(r.players).toBe(61);
    const paired = reports.map((r) => r.paired);
    expect(paired).toEqual([...paired].sort((a, b) => a - b));
    expect(paired[0]).toBeGreaterThanOrEqual(0);
    // The last bracket leaves at most the bye's player unpaired.
    expect(paired.at(-1)).toBeGreaterThanOrEqual(60);
    expect(paired.at(-1)).toBeLessThanOrEqual(61);
  });

  it('reports round 1 (one score group) as one bracket', () => {
    const g = generateTournament({ settings: dutch2026, system: systemFor(dutch2026), seed: 3, config: { playersNumber: 40, roundsNumber: 1 } });
    if (!g.ok) throw new Error(g.detail);
    const t = { ...g.tournament, rounds: [] };
    const reports: PairingProgress[] = [];
    expect(systemFor(t.settings).pairNextRound(t, { onProgress: (p) => reports.push(p) }).ok).toBe(true);
    expect(reports).toEqual([{ paired: 40, players: 40 }]);
  });
});
