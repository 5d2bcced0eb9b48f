/**
 * Engine Swiss mode (the "Swiss Mode" README) as a PairingSystem.
 *
 * Points and the bye. The score is game points: every game of a match scores by t.scoring (1, ½,
 * 0 for chess), so a match of GamesPerMatch games is worth GamesPerMatch game points. The seed
 * gives the bye "1 point"; we read that point in match points, where a match won is 1 point:
 * the bye counts as a match won, i.e. t.scoring.pairingAllocatedBye for every game of the match
 * (2 game points in a two-game match, 4 in a four-game one). This is also how the standings
 * (src/core/standings records) and the TRF (a 'U' in each TRF round of the match) count it, and
 * how TCEC scores a bye (a win). Match points are not kept otherwise: a match is won when one
 * engine scores more than half its games, which only matters for the extra pairs that settle a
 * tie for first.
 */
import type { PairingFailure, PairingOutcome, PairingSystem, ProposedPair } from '../../model';
import type { Bye, PlayerId, Tournament } from '../../model';
import { formatTenths } from '../../model';
import { assertNever } from '../../model';
import { groupSeeding } from '../../seeding';
import { scores } from '../../standings';
import { firstPlace } from './firstPlace';
import type { EngineSwissSettings } from './openings';
import type { CanMeet, Entrant, PairingFound } from './pairing';
import { firstWhite, pairEntrants, playingOrder } from './pairing';

const invalid = (detail: string): PairingFailure => ({ ok: false, reason: 'invalid-state', detail });

/** The settings' own checks (the "Swiss Mode" README, "Field Summary"); null when they are fine. */
export const settingsProblem = (t: Tournament, s: EngineSwissSettings): string | null => {
  if (!Number.isInteger(s.gamesPerMatch) || s.gamesPerMatch < 2 || s.gamesPerMatch % 2 !== 0) {
    return `GamesPerMatch must be even (each pair is two games with colours swapped), got ${s.gamesPerMatch}`;
  }
  if (!Number.isInteger(s.seedGroupCount) || s.seedGroupCount < 1) return `SeedGroupCount must be at least 1, got ${s.seedGroupCount}`;
  if (!Number.isInteger(t.totalRounds) || t.totalRounds < 1) return `Rounds must be at least 1, got ${t.totalRounds}`;
  // "Must be less than player count to avoid forced rematches."
  if (t.totalRounds >= t.players.length && !s.rematchesConfirmed) {
    return `Rounds (${t.totalRounds}) must be fewer than the players (${t.players.length}) unless the TO confirms rematches`;
  }
  if (s.uniquePerMatchOnly && s.openings.length > 0 && s.openings.length < s.gamesPerMatch / 2) {
    return `${s.openings.length} openings cannot give each of the ${s.gamesPerMatch / 2} pairs of a match its own opening`;
  }
  return null;
};

/** Games each board of round `roundNumber` plays: GamesPerMatch, or 2 in an extra-pair round. */
export const gamesPerPairing = (t: Tournament, s: EngineSwissSettings, roundNumber: number): number =>
  roundNumber <= t.totalRounds ? s.gamesPerMatch : 2;

const seedIndex = (t: Tournament, s: EngineSwissSettings): Map<PlayerId, number> =>
  // Seeding: TCEC-style grouping and interleaving (src/core/seeding).
  new Map(groupSeeding(t.players, s.seedGroupCount).map((p, i) => [p.id, i]));

const meetings = (t: Tournament): Set<string> => {
  const met = new Set<string>();
  for (const r of t.rounds) for (const p of r.pairings) met.add(pairKey(p.white, p.black));
  for (const [a, b] of t.forbiddenPairs ?? []) met.add(`forbidden:${pairKey(a, b)}`);
  return met;
};

const pairKey = (a: PlayerId, b: PlayerId): string => (a < b ? `${a}-${b}` : `${b}-${a}`);

export const pairEngineSwissRound = (t: Tournament): PairingOutcome => {
  const s = t.settings;
  if (s.system !== 'engine-swiss') return invalid(`not an engine Swiss tournament (${s.system})`);
  const problem = settingsProblem(t, s);
  if (problem) return invalid(problem);
  for (const r of t.rounds) {
    const expected = gamesPerPairing(t, s, r.number);
    for (const p of r.pairings) {
      if (p.games.length !== expected) return invalid(`round ${r.number} board ${p.board} has ${p.games.length} games, expected ${expected}`);
      if (p.games.some((g) => g === null)) return invalid(`round ${r.number} board ${p.board} is not finished`);
    }
  }
  const next = t.rounds.length + 1;
  return next > t.totalRounds ? pairExtraPair(t, s, next) : pairScheduledRound(t, s, next);
};

/** The steps of a scheduled round as the procedure took them: what `pairScheduledRound` pairs and the explanation reads. */
export interface EngineSwissPlan {
  readonly entrants: readonly Entrant[];
  readonly found: PairingFound;
  /** Every pairing needed a rematch, and the TO confirmed rematches. */
  readonly rematches: boolean;
  /** Whether two engines may meet (no earlier meeting, no forbidden pair; rematches when confirmed and needed). */
  readonly canMeet: CanMeet;
}

/** The pairing of scheduled round `next` (Main Path or Fallback Path, Bye Selection); a failure says why. */
export const planScheduledRound = (t: Tournament, s: EngineSwissSettings, next: number): { readonly ok: true; readonly plan: EngineSwissPlan } | PairingFailure => {
  const seeds = seedIndex(t, s);
  const pts = scores(t);
  const absent = new Set(t.plannedByes.filter((b) => b.round === next).map((b) => b.player));
  const active = t.players.filter((p) => !absent.has(p.id) && !(p.withdrawnFromRound !== undefined && p.withdrawnFromRound <= next));
  const entrants: Entrant[] = active.map((p) => ({
    id: p.id,
    seed: seeds.get(p.id) ?? 0,
    score: pts.get(p.id) ?? 0,
    byes: t.rounds.filter((r) => r.byes.some((b) => b.player === p.id && (b.kind === 'U' || b.kind === 'F'))).length,
    firstWhites: t.rounds.filter((r) => r.pairings.some((x) => x.white === p.id)).length,
  }));
  if (entrants.length < 2) return { ok: false, reason: 'no-valid-pairing', detail: 'fewer than two engines to pair' };
  const met = meetings(t);
  const noRematch: CanMeet = (a, b) => !met.has(pairKey(a, b)) && !met.has(`forbidden:${pairKey(a, b)}`);
  const found = pairEntrants(entrants, noRematch);
  if (found) return { ok: true, plan: { entrants, found, rematches: false, canMeet: noRematch } };
  if (s.rematchesConfirmed) {
    const withRematches: CanMeet = (a, b) => !met.has(`forbidden:${pairKey(a, b)}`);
    const again = pairEntrants(entrants, withRematches);
    if (again) return { ok: true, plan: { entrants, found: again, rematches: true, canMeet: withRematches } };
  }
  return { ok: false, reason: 'no-valid-pairing', detail: `no round ${next} pairing avoids a rematch` };
};

const pairScheduledRound = (t: Tournament, s: EngineSwissSettings, next: number): PairingOutcome => {
  const planned = planScheduledRound(t, s, next);
  if (!planned.ok) return planned;
  const { found, rematches } = planned.plan;
  const notes: string[] = [];
  if (rematches) notes.push('Every pairing needs a rematch; rematches allowed because the TO confirmed them.');
  if (found.path === 'fallback') notes.push('Main path (score groups) failed on earlier meetings; paired by the global fallback.');
  const pairs: ProposedPair[] = playingOrder(found.pairs).map((pair) => {
    const { white, black } = firstWhite(pair, next);
    return { white: white.id, black: black.id };
  });
  const byes: Bye[] = [...t.plannedByes.filter((b) => b.round === next).map((b) => ({ player: b.player, kind: b.kind }))];
  if (found.bye) {
    byes.push({ player: found.bye.id, kind: 'U' });
    notes.push(`Bye to ${found.bye.id} (lowest score, weakest seed${found.bye.byes > 0 ? ', every engine has had a bye' : ''}), worth a match won (${formatTenths(t.scoring.pairingAllocatedBye * s.gamesPerMatch)} game points).`);
  }
  notes.push(`Boards in playing order: weakest score group first; each board plays ${s.gamesPerMatch} games, colours swapped after each game.`);
  return { ok: true, round: { pairs, byes, notes } };
};

const pairExtraPair = (t: Tournament, s: EngineSwissSettings, _next: number): PairingOutcome => {
  const first = firstPlace(t, s);
  switch (first.kind) {
    case 'extra-pair': {
      if (first.inProgress) return invalid('the current extra pair is not finished');
      const [a, b] = first.players;
      // Alternate who opens with White from one extra pair to the next.
      const previous = t.rounds.slice(t.totalRounds).flatMap((r) => r.pairings).at(-1);
      const seeds = seedIndex(t, s);
      const higher = (seeds.get(a) ?? 0) < (seeds.get(b) ?? 0) ? a : b;
      const white = previous ? previous.black : higher;
      const black = white === a ? b : a;
      return {
        ok: true,
        round: {
          pairs: [{ white, black }],
          byes: [],
          notes: [`Tie for first between ${a} and ${b}: extra pair ${first.pairsPlayed + 1} (two games, colours swapped), until one engine wins a pair.`],
        },
      };
    }
    case 'rounds-left': return invalid('scheduled rounds are not finished');
    case 'sole-leader': return invalid(`all ${t.totalRounds} rounds are played; ${first.winner} won on points`);
    case 'won-on-extra-pairs': return invalid(`all rounds are played; ${first.winner} won the tie for first on extra pairs`);
    case 'tie-break': return invalid(`all ${t.totalRounds} rounds are played; the tie for first between ${first.tied.join(', ')} goes to the tie-break criteria`);
    default: return assertNever(first);
  }
};

export const engineSwissSystem: PairingSystem = { id: 'engine-swiss', pairNextRound: pairEngineSwissRound };
