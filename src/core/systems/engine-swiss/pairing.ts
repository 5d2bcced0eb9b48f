/**
 * Engine Swiss pairing (the "Swiss Mode" README, "Pairing Algorithm" and "Bye Selection"). Pure functions over
 * `Entrant`s; engineSwissSystem builds the entrants from the tournament.
 */
import type { PlayerId } from '../../model';
import { matchingSize, maxCardinalityMatching } from '../../matching';

export interface Entrant {
  readonly id: PlayerId;
  /** 0 = strongest (seed 1), from the group seeding. */
  readonly seed: number;
  /** Game points from the scheduled rounds so far, in tenths. */
  readonly score: number;
  /** Pairing-allocated (and full-point) byes received so far. */
  readonly byes: number;
  /** Matches started as White (white of the match's first game). */
  readonly firstWhites: number;
}

export type CanMeet = (a: PlayerId, b: PlayerId) => boolean;

export type Pair = readonly [Entrant, Entrant];

/** Raised inside the searches when the node budget is spent; never escapes this module. */
class BudgetSpent extends Error {}

/**
 * Whether `players` can all be paired with allowed meetings (Edmonds' blossom, exact). The
 * searches use it as look-ahead, so "backtrack if needed" never explores a dead branch: the
 * result is the first pairing of the search order, found without exponential backtracking.
 */
export const perfectPairingExists = (players: readonly Entrant[], canMeet: CanMeet): boolean => {
  if (players.length % 2 !== 0) return false;
  if (players.length === 0) return true;
  const edges: [number, number][] = [];
  for (let i = 0; i < players.length; i++) {
    for (let j = i + 1; j < players.length; j++) {
      if (canMeet((players[i] as Entrant).id, (players[j] as Entrant).id)) edges.push([i, j]);
    }
  }
  return matchingSize(maxCardinalityMatching(players.length, edges)) === players.length / 2;
};

const byScoreThenSeed = (a: Entrant, b: Entrant): number => b.score - a.score || a.seed - b.seed;

/**
 * Score groups, highest first (Main Path 1), each sorted by seed, strongest first (Main Path 2).
 */
export const scoreGroups = (entrants: readonly Entrant[]): Entrant[][] => {
  const sorted = entrants.slice().sort(byScoreThenSeed);
  const groups: Entrant[][] = [];
  for (const e of sorted) {
    const last = groups[groups.length - 1];
    if (last && (last[0] as Entrant).score === e.score) last.push(e);
    else groups.push([e]);
  }
  return groups;
};

/**
 * The first perfect matching of `bracket` in Swiss preference order (Main Path 3–4 and 6): the
 * top half against the bottom half, 1st vs middle, 2nd vs middle+1, …; when a pair would be a
 * rematch, backtrack to the next bottom-half opponent, and only then to a top-half one.
 * Returns null when no pairing without a forbidden meeting exists.
 */
export const pairTopHalfAgainstBottomHalf = (
  bracket: readonly Entrant[],
  canMeet: CanMeet,
  budget: { nodes: number },
): Pair[] | null => {
  const n = bracket.length;
  if (n % 2 !== 0) return null;
  const half = n / 2;
  const used = new Array<boolean>(n).fill(false);
  const pairs: Pair[] = [];
  const search = (): boolean => {
    if (--budget.nodes < 0) throw new BudgetSpent();
    const i = used.indexOf(false);
    if (i < 0) return true;
    used[i] = true;
    // Preference: the natural opponent (i + half), then the rest of the bottom half in order,
    // then earlier bottom-half players, then the top half (an exchange, last resort).
    const natural = i < half ? i + half : i + 1;
    const order: number[] = [];
    for (let j = natural; j < n; j++) order.push(j);
    for (let j = Math.max(half, i + 1); j < natural; j++) order.push(j);
    for (let j = i + 1; j < Math.min(half, natural); j++) order.push(j);
    for (const j of order) {
      if (used[j]) continue;
      const a = bracket[i] as Entrant;
      const b = bracket[j] as Entrant;
      if (!canMeet(a.id, b.id)) continue;
      used[j] = true;
      pairs.push([a, b]);
      if (perfectPairingExists(bracket.filter((_, k) => !used[k]), canMeet) && search()) return true;
      pairs.pop();
      used[j] = false;
    }
    used[i] = false;
    return false;
  };
  return search() ? pairs : null;
};

/**
 * Main path: score groups from the top; an odd group floats one player down into the next group
 * (its lowest seed first, Main Path 5), backtracking over the floater and the pairs (Main Path 6).
 * What a lower group can do depends only on who floated into it, so failures are remembered per
 * (group, floater). Returns null when the main path finds nothing (then the fallback runs).
 */
export const pairMainPath = (entrants: readonly Entrant[], canMeet: CanMeet, budget: { nodes: number }): Pair[] | null => {
  const groups = scoreGroups(entrants);
  const failed = new Set<string>();
  const solve = (gi: number, floater: Entrant | null): Pair[] | null => {
    const group = groups[gi];
    if (!group) return floater ? null : [];
    const key = `${gi}:${floater?.id ?? '-'}`;
    if (failed.has(key)) return null;
    const bracket = (floater ? [floater, ...group] : group.slice()).sort(byScoreThenSeed);
    const options: (Entrant | null)[] = bracket.length % 2 === 0 ? [null] : bracket.slice().reverse();
    for (const down of options) {
      const rest = down ? bracket.filter((e) => e !== down) : bracket;
      // Look-ahead: the floater and every lower group must still be pairable among themselves.
      const below = groups.slice(gi + 1).flat();
      if (!perfectPairingExists(down ? [down, ...below] : below, canMeet)) continue;
      const pairs = pairTopHalfAgainstBottomHalf(rest, canMeet, budget);
      if (!pairs) continue;
      const lower = solve(gi + 1, down);
      if (lower) return [...pairs, ...lower];
    }
    failed.add(key);
    return null;
  };
  return solve(0, null);
};

/**
 * Fallback path: all players by score (descending) then seed; each takes the closest-scoring
 * available opponent (ties: the next in that order), backtracking to avoid rematches.
 */
export const pairFallback = (entrants: readonly Entrant[], canMeet: CanMeet, budget: { nodes: number }): Pair[] | null => {
  const order = entrants.slice().sort(byScoreThenSeed);
  const used = new Array<boolean>(order.length).fill(false);
  const pairs: Pair[] = [];
  const search = (): boolean => {
    if (--budget.nodes < 0) throw new BudgetSpent();
    const i = used.indexOf(false);
    if (i < 0) return true;
    used[i] = true;
    const a = order[i] as Entrant;
    const candidates: number[] = [];
    for (let j = i + 1; j < order.length; j++) if (!used[j] && canMeet(a.id, (order[j] as Entrant).id)) candidates.push(j);
    candidates.sort((x, y) => Math.abs(a.score - (order[x] as Entrant).score) - Math.abs(a.score - (order[y] as Entrant).score) || x - y);
    for (const j of candidates) {
      used[j] = true;
      pairs.push([a, order[j] as Entrant]);
      if (perfectPairingExists(order.filter((_, k) => !used[k]), canMeet) && search()) return true;
      pairs.pop();
      used[j] = false;
    }
    used[i] = false;
    return false;
  };
  return search() ? pairs : null;
};

/**
 * Bye candidates in order (Bye Selection 1–3): players without a bye first (no repeat byes while
 * avoidable), then the lowest score, then the weakest seed (highest seed number).
 */
export const byeCandidates = (entrants: readonly Entrant[]): Entrant[] =>
  entrants.slice().sort((a, b) => Math.min(a.byes, 1) - Math.min(b.byes, 1) || a.score - b.score || b.seed - a.seed);

export type PairingPath = 'main' | 'fallback';

export interface PairingFound {
  readonly pairs: readonly Pair[];
  readonly bye: Entrant | null;
  readonly path: PairingPath;
}

const attempt = (
  f: typeof pairMainPath, entrants: readonly Entrant[], canMeet: CanMeet, nodes: number,
): Pair[] | null => {
  try {
    return f(entrants, canMeet, { nodes });
  } catch (e) {
    if (e instanceof BudgetSpent) return null;
    throw e;
  }
};

/**
 * Pairs the round: for each bye candidate in order (or none when the count is even), the main
 * path, then the fallback; the first success wins. Null when no pairing satisfies `canMeet`.
 */
export const pairEntrants = (entrants: readonly Entrant[], canMeet: CanMeet, nodeBudget = 200_000): PairingFound | null => {
  const byeOptions: (Entrant | null)[] = entrants.length % 2 === 0 ? [null] : byeCandidates(entrants);
  for (const bye of byeOptions) {
    const rest = bye ? entrants.filter((e) => e !== bye) : entrants;
    if (!perfectPairingExists(rest, canMeet)) continue;
    const main = attempt(pairMainPath, rest, canMeet, nodeBudget);
    if (main) return { pairs: main, bye, path: 'main' };
    const fallback = attempt(pairFallback, rest, canMeet, nodeBudget);
    if (fallback) return { pairs: fallback, bye, path: 'fallback' };
  }
  return null;
};

/**
 * Colours of a match's first game: the engine that started fewer matches as White; on a tie the
 * higher seed in odd rounds and the lower seed in even rounds. (Each pair of games swaps colours,
 * so this only decides who opens.) `clause` says which of the two decided.
 */
export const firstWhiteWithClause = (pair: Pair, round: number): { white: Entrant; black: Entrant; clause: 'fewer-whites' | 'seed-by-round' } => {
  const [a, b] = pair;
  if (a.firstWhites !== b.firstWhites) return a.firstWhites < b.firstWhites ? { white: a, black: b, clause: 'fewer-whites' } : { white: b, black: a, clause: 'fewer-whites' };
  const [higher, lower] = a.seed < b.seed ? [a, b] : [b, a];
  return round % 2 === 1 ? { white: higher, black: lower, clause: 'seed-by-round' } : { white: lower, black: higher, clause: 'seed-by-round' };
};

/** Colours of a match's first game (`firstWhiteWithClause` without the clause). */
export const firstWhite = (pair: Pair, round: number): { white: Entrant; black: Entrant } => {
  const { white, black } = firstWhiteWithClause(pair, round);
  return { white, black };
};

/**
 * Game Execution Order: weakest score group first, strongest last (by the pair's higher score,
 * then its lower score, then the weaker best seed first).
 */
export const playingOrder = (pairs: readonly Pair[]): Pair[] => {
  const hi = (p: Pair) => Math.max(p[0].score, p[1].score);
  const lo = (p: Pair) => Math.min(p[0].score, p[1].score);
  const best = (p: Pair) => Math.min(p[0].seed, p[1].seed);
  return pairs.slice().sort((x, y) => hi(x) - hi(y) || lo(x) - lo(y) || best(y) - best(x));
};
