import { generateTournament } from '../src/core/generator';
import type { SystemSettings, Tournament } from '../src/core/model';
import { systemFor } from '../src/core/systems';

/**
 * A Dutch open of `players` after four rounds, round 5 paired and not yet played: the state a
 * round's results arrive in, for the venue hub's and the online relay's benches (the generator's
 * rates are 1 in N players: 1e6, none).
 */
export const openInRound5 = (players: number): Tournament => {
  const settings: SystemSettings = { system: 'dutch' } as SystemSettings;
  const g = generateTournament({ settings, system: systemFor(settings), seed: 5, config: { playersNumber: players, roundsNumber: 5, forfeitRate: 1e6, retiredRate: 1e6, halfPointByeRate: 1e6 } });
  if (!g.ok) throw new Error(`the generator could not make the event: ${g.detail}`);
  const t = g.tournament;
  return { ...t, rounds: t.rounds.map((r) => r.number === 5 ? { ...r, pairings: r.pairings.map((p) => ({ ...p, games: p.games.map(() => null) })) } : r) };
};
