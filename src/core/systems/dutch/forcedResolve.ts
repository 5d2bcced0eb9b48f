import type { SwissState } from '../fide/history';
import { acceleratedScore } from '../fide/history';
import type { IndexPairing } from '../fide/explainSwiss';
import { pairRound2026 } from './pair2026';

/**
 * The explanation's re-solves under the 2026 rules, sharing the work of one explanation: "pair
 * the round with the players `out` set aside" (two players of one score group who are to meet, or
 * a player of the bye's score group who is to have the bye),
 * giving a pairing with exactly the criterion vector (`roundCriteria.ts`) of the engine's full
 * re-solve `pairRound2026(withPlayersSetAside(state, out))`, from a window of brackets around the
 * pair's score group instead of the whole round.
 *
 * The round is paired once without anything set aside (U, the engine's own round), noting after
 * each bracket who moves down into the next one. Then, for a pair of the score group g:
 *
 * - Above: the brackets above the lowest "clean" boundary B above g (no player moves down into the
 *   score group B; B > g, so no bracket above it looks at g for C8; and the bye, if any, scores
 *   below B, so no bracket above it weighs C9) are paired as in U. Setting two players of g aside
 *   changes only what the rest of the round can complete: every pairing of the others is a pairing
 *   of the whole round with the pair added, so each step of the bracket procedure above B (the
 *   highest choice that keeps the matching optimal) makes U's choice again as long as U's brackets
 *   above B still have a completion of the same top weight (C4, C5): the pairing of the rest below
 *   B is solved, and if it fails or gives the bye a higher score than U's, the whole round is
 *   re-solved instead. With nobody moving down into B, the rest below B is a round of its own,
 *   paired by the same engine (the field widths of the weights differ, their order does not).
 * - Below: once a bracket below g sends down the same players as U's bracket did, the players left
 *   are the same as U's, and the rest of U's round is a best pairing of them: every criterion from
 *   there on that depends on the rest (C5, the next bracket's C8, C9, the later brackets) depends on
 *   it alone, and U, being best, pairs it best. The forced round's vector is then that of the
 *   brackets paired so far plus U's rest, so the loop stops there (`BracketTrace`).
 *
 * `test/explain/forcedResolve.test.ts` checks the explanations against the full re-solves on random
 * rounds; `test/explain/properties.test.ts` checks every claim against brute force.
 */
export interface ForcedResolveStats {
  /** Re-solves answered from the window. */
  windowed: number;
  /** Re-solves of the whole round (no window applies, or the rest below the window failed). */
  full: number;
  /** Windowed re-solves that stopped before the last bracket, on U's rest. */
  joinedU: number;
  /** Windowed re-solves that kept U's brackets above the pair's score group. */
  keptAbove: number;
  /** Explanations that found U remembered from an earlier question about the same round. */
  unforcedRemembered: number;
  /** Windowed re-solves of the bye given to another player. */
  byes: number;
}

interface Unforced {
  readonly pairing: IndexPairing;
  /** By the score of the next bracket's score group, the players moving down into it (sorted). */
  readonly movingDown: ReadonlyMap<number, readonly number[]>;
  /** The scores of the boundaries, in the order the loop reached them (highest first). */
  readonly order: readonly number[];
}

/**
 * U is the same for every question about one round: the last two rounds' U are kept with the
 * state they were paired from, and found again by comparing the whole state (every field the
 * engine reads), so the second "Why?" of a round (the worker's next request, a new state object
 * built from the same stored event) does not pair the round again. A changed result, player or
 * setting is a different state.
 */
const rememberedRounds = 2;
const remembered: { readonly state: SwissState; readonly unforced: Unforced | null }[] = [];

/** Whether two values hold the same data: primitives, arrays, sets and plain objects, compared through. */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], b[i])) return false;
    return true;
  }
  if (a instanceof Set) {
    if (!(b instanceof Set) || a.size !== b.size) return false;
    for (const x of a) if (!b.has(x)) return false;
    return true;
  }
  if (Array.isArray(b) || b instanceof Set || Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) if (!Object.prototype.hasOwnProperty.call(b, k) || !sameData((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  return true;
}

/** Forgets the remembered rounds (the bench times a round's first question). */
export const forgetUnforcedRounds = (): void => {
  remembered.length = 0;
};

const sameSorted = (a: readonly number[], b: readonly number[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

/** A re-solver for one state (the state of the round being explained). */
export function setAsideSolver2026(state: SwissState, stats?: ForcedResolveStats): (out: readonly number[]) => IndexPairing | null {
  const accOf = state.players.map((p) => acceleratedScore(state, p));
  const full = (out: readonly number[]): IndexPairing | null => {
    if (stats) stats.full++;
    const set = new Set(out);
    const r = pairRound2026({ ...state, players: state.players.map((p) => (set.has(p.index) ? { ...p, toBePaired: false } : p)) });
    return r.ok ? r : null;
  };
  let unforced: Unforced | null | undefined;
  const u = (): Unforced | null => {
    if (unforced !== undefined) return unforced;
    const known = remembered.find((r) => sameData(r.state, state));
    if (known !== undefined) {
      if (stats) stats.unforcedRemembered++;
      unforced = known.unforced;
      return unforced;
    }
    const movingDown = new Map<number, readonly number[]>();
    const order: number[] = [];
    const r = pairRound2026(state, undefined, {
      afterBracket: (nextScore, down) => {
        movingDown.set(nextScore, [...down].sort((a, b) => a - b));
        order.push(nextScore);
        return false;
      },
    });
    unforced = r.ok ? { pairing: r, movingDown, order } : null;
    remembered.unshift({ state, unforced });
    remembered.length = Math.min(remembered.length, rememberedRounds);
    return unforced;
  };

  return (out) => {
    const pair = out.length === 2 && accOf[out[0]!] === accOf[out[1]!];
    const U = pair || out.length === 1 ? u() : null;
    if (U === null) return full(out);
    const g = accOf[out[0]!]!;
    const byeScore = U.pairing.bye === null ? null : accOf[U.pairing.bye]!;
    // The bye to another player of the bye's score group: the brackets above are kept as for a
    // pair (every pairing of the others is one of the whole round with that bye, of the same
    // score: C5 as U), the rest is re-solved to the end (U's rest holds U's bye, never the same).
    if (!pair && g !== byeScore) return full(out);
    // The lowest clean boundary above g (none: the window starts at the top).
    let above = Infinity;
    for (const k of U.order) {
      if (k > g && U.movingDown.get(k)!.length === 0 && (byeScore === null || byeScore < k)) above = Math.min(above, k);
    }
    const kept: (readonly [number, number])[] = [];
    if (above !== Infinity) {
      for (const [a, b] of U.pairing.pairs) {
        const inA = accOf[a]! > above;
        if (inA !== accOf[b]! > above) return full(out); // a pair across a clean boundary: never, but then no window
        if (inA) kept.push([a, b]);
      }
    }
    const set = new Set(out);
    const reduced: SwissState = {
      ...state,
      players: state.players.map((p) => (p.toBePaired && (set.has(p.index) || accOf[p.index]! > above) ? { ...p, toBePaired: false } : p)),
    };
    let joined: number | null = null;
    const r = pairRound2026(reduced, undefined, {
      afterBracket: (nextScore, down) => {
        if (!pair || nextScore >= g) return false;
        const theirs = U.movingDown.get(nextScore);
        if (theirs === undefined || !sameSorted([...down].sort((a, b) => a - b), theirs)) return false;
        joined = nextScore;
        return true;
      },
    });
    if (!r.ok) return above === Infinity ? null : full(out);
    let pairs: (readonly [number, number])[] = [...kept, ...r.pairs];
    let bye = r.bye;
    if (joined !== null) {
      const k: number = joined;
      const rest = new Set(U.movingDown.get(k)!);
      for (const p of state.players) if (p.toBePaired && accOf[p.index]! <= k) rest.add(p.index);
      pairs = [...pairs, ...U.pairing.pairs.filter(([a, b]) => rest.has(a) && rest.has(b))];
      bye = U.pairing.bye;
    } else if (pair && above !== Infinity && byeScore !== null && (bye === null || accOf[bye] !== byeScore)) {
      // The rest below the window cannot give the bye as low a score as U did: the brackets above may pair otherwise.
      return full(out);
    }
    if (stats) {
      stats.windowed++;
      if (!pair) stats.byes++;
      if (joined !== null) stats.joinedU++;
      if (above !== Infinity) stats.keptAbove++;
    }
    return { pairs, bye };
  };
}
