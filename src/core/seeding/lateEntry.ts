import { playerId } from '../model';
import type { Pairing, PlayerId, Tenths, Tournament } from '../model';
import { compareInitial } from './fideInitialRanking';
import type { Ranked } from './fideInitialRanking';

/**
 * C.04.2 (General handling rules, late entries): a player who joins after the start takes the
 * place in the initial order that their rating, then title, then name give them (the order the
 * field was seeded by), and the pairing numbers are reassigned from there down.
 *
 * `players` is the start list in pairing-number order (pairing number 1 first). The entrant goes
 * just before the first player the initial order ranks below them, so a player the arbiter moved
 * by hand does not drag the entrant with them; after everyone when no one ranks below (an unrated
 * entrant, or equal rating, title and name: the one already there keeps the higher place).
 */
export const lateEntryNumber = (players: readonly Ranked[], entrant: Ranked): number => {
  const i = players.findIndex((p) => compareInitial(entrant, p) < 0);
  return i === -1 ? players.length + 1 : i + 1;
};

/** The pairing numbers once an entrant takes number `place`: that number and every later one move down one. */
export const numbersAfterEntryAt = (place: number) => (old: number): number => (old >= place ? old + 1 : old);

/**
 * The tournament with every pairing number replaced by `to(number)`: the players, both sides of
 * every board, the byes of each round, requested byes, forbidden pairs, acceleration and point
 * adjustments. Boards keep their order and their results, so the history stays with the players
 * (C.04.2: reassigning pairing numbers changes no game played). `to` must be one-to-one.
 */
export const renumberTournament = (t: Tournament, to: (n: number) => number): Tournament => {
  const id = (n: PlayerId): PlayerId => playerId(to(n));
  return {
    ...t,
    players: t.players.map((p) => ({ ...p, id: id(p.id) })).sort((a, b) => a.id - b.id),
    rounds: t.rounds.map((r) => ({
      ...r,
      pairings: r.pairings.map((p): Pairing => ({ ...p, white: id(p.white), black: id(p.black) })),
      byes: r.byes.map((b) => ({ ...b, player: id(b.player) })),
    })),
    plannedByes: t.plannedByes.map((b) => ({ ...b, player: id(b.player) })).sort((a, b) => a.round - b.round || a.player - b.player),
    ...(t.forbiddenPairs ? { forbiddenPairs: t.forbiddenPairs.map(([a, b]) => [id(a), id(b)] as const) } : {}),
    ...(t.acceleration ? { acceleration: new Map([...t.acceleration].map(([k, v]) => [id(k), v] as const)) } : {}),
    ...(t.pointAdjustments ? { pointAdjustments: t.pointAdjustments.map((a) => ({ ...a, player: id(a.player) })) } : {}),
  };
};

/** Virtual points per pairing number (a tournament's `acceleration`). */
export type Accelerations = ReadonlyMap<PlayerId, readonly Tenths[]>;

/**
 * The acceleration after a late entry at `place`, in the new numbering, when the event is
 * accelerated by groups (Baku): `fixed` is group A's virtual points as they stood before the
 * entry, by the old numbers. Group A was made at the start (C.04.5.1 / C.04.7: "at the beginning
 * of the tournament") and keeps the same last player: an entrant placed above that player joins
 * group A with the same virtual points as the player they displaced; one placed below gets none.
 */
export const accelerationAfterEntry = (fixed: Accelerations, place: number): Accelerations => {
  const to = numbersAfterEntryAt(place);
  const out = new Map<PlayerId, readonly Tenths[]>([...fixed].map(([k, v]) => [playerId(to(k)), v] as const));
  const displaced = fixed.get(playerId(place));
  if (displaced !== undefined && displaced.length > 0) out.set(playerId(place), [...displaced]);
  return out;
};
