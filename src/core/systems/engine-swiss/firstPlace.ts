/**
 * Winner determination (the "Swiss Mode" README, "Tie-Breakers (TCEC-style)"): points only; after the scheduled
 * rounds a tie for first is settled by extra pairs when AllowExtraPairsOnTie is on and exactly
 * two engines are tied (pairs of two games, colours swapped, until one engine wins a pair), and
 * by the tie-break criteria (SB, wins, direct encounter, shared places) when three or more are
 * tied or extra pairs are off.
 *
 * Extra pairs are stored as rounds after `totalRounds`, each with one pairing of two games. They
 * decide first place only; they never add to the points, SB or wins of the standings.
 */
import { codesOf } from '../../model';
import type { PlayerId, Round, Tournament } from '../../model';
import { pointsForGame } from '../../model';
import { scores } from '../../standings';
import type { EngineSwissSettings } from './openings';

export type FirstPlace =
  /** Scheduled rounds are not all played yet. */
  | { readonly kind: 'rounds-left' }
  | { readonly kind: 'sole-leader'; readonly winner: PlayerId }
  /** Two engines tied: another extra pair is needed (or the current one is being played). */
  | { readonly kind: 'extra-pair'; readonly players: readonly [PlayerId, PlayerId]; readonly pairsPlayed: number; readonly inProgress: boolean }
  | { readonly kind: 'won-on-extra-pairs'; readonly winner: PlayerId; readonly runnerUp: PlayerId; readonly pairsPlayed: number }
  /** Three or more tied (or extra pairs off): the tie-break criteria decide. */
  | { readonly kind: 'tie-break'; readonly tied: readonly PlayerId[] };

/** The tournament restricted to its scheduled rounds (what the standings count). */
export const scheduledOnly = (t: Tournament): Tournament => ({ ...t, rounds: t.rounds.slice(0, t.totalRounds) });

const roundComplete = (r: Round): boolean => r.pairings.every((p) => p.games.every((g) => g !== null));

/** Game points each side of an extra pair scored, in tenths: [white-of-game-1, black-of-game-1]. */
const pairScore = (t: Tournament, r: Round): readonly [number, number] => {
  let w = 0;
  let b = 0;
  const p = r.pairings[0];
  p?.games.forEach((g, i) => {
    if (g === null) return;
    const [wc, bc] = codesOf(g);
    // Game i has colours swapped when i is odd (Pairing.games).
    const first = pointsForGame(i % 2 === 0 ? wc : bc, t.scoring);
    const second = pointsForGame(i % 2 === 0 ? bc : wc, t.scoring);
    w += first;
    b += second;
  });
  return [w, b];
};

export const firstPlace = (t: Tournament, settings: EngineSwissSettings): FirstPlace => {
  const scheduled = t.rounds.slice(0, t.totalRounds);
  if (scheduled.length < t.totalRounds || !scheduled.every(roundComplete)) return { kind: 'rounds-left' };
  const pts = scores(scheduledOnly(t));
  const top = Math.max(...t.players.map((p) => pts.get(p.id) ?? 0));
  const leaders = t.players.filter((p) => (pts.get(p.id) ?? 0) === top).map((p) => p.id);
  if (leaders.length === 1) return { kind: 'sole-leader', winner: leaders[0] as PlayerId };
  if (leaders.length > 2 || !settings.allowExtraPairsOnTie) return { kind: 'tie-break', tied: leaders };
  const [a, b] = leaders as [PlayerId, PlayerId];
  const extra = t.rounds.slice(t.totalRounds);
  let played = 0;
  for (const r of extra) {
    const p = r.pairings[0];
    if (!p) continue;
    if (!roundComplete(r)) return { kind: 'extra-pair', players: [a, b], pairsPlayed: played, inProgress: true };
    played++;
    const [ws, bs] = pairScore(t, r);
    // "For two tied engines: play additional pairs until one wins a pair."
    if (ws !== bs) {
      const winner = ws > bs ? p.white : p.black;
      return { kind: 'won-on-extra-pairs', winner, runnerUp: winner === p.white ? p.black : p.white, pairsPlayed: played };
    }
  }
  return { kind: 'extra-pair', players: [a, b], pairsPlayed: played, inProgress: false };
};
