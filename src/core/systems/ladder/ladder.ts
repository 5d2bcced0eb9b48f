/**
 * The rolling round-robin "bubble" ladder (H.G. Muller, "New tournament form").
 *
 * A pure state machine: `ladderStart` builds the state from the old ranking, `nextGame` says which
 * game to play, `recordResult` returns the new state, `ladderView` shows the active region, the
 * parking area and the new ranking so far. The state holds only arrays, strings and numbers, so it
 * survives JSON and structured clone (IndexedDB) and a ladder resumes after any game.
 *
 * Conventions where the seed is silent (each is pinned by a test):
 * - One game per pair of engines; a pair never meets twice (results stay valid for good).
 * - "Games" (steps 2 and 3) counts every ladder game the engine has played, including games
 *   against engines that have since left the region.
 * - The round-robin ranking of the region counts only games between current region members:
 *   points, then Sonneborn-Berger inside the region, then the better place in the old ranking.
 * - Step 8 is read as: once the old ranking is consumed nobody is parked any more (there is no
 *   fresh engine to refill the region); the last finisher drops out whatever its game count.
 * - A parked engine is only unparked (step 4) when it still has a game to play in the region, and
 *   never in the same step in which it was parked; otherwise the ladder could loop without games.
 */
import { assertNever } from '../../model';
import type { Tenths } from '../../model';
import { tenths } from '../../model';

export type EngineName = string;

export interface LadderParams {
  /** Size of the active region (the round robin). Default 10. */
  readonly regionSize: number;
  /** Games an engine needs before it can drop out when it finishes last (step 2/3). Default 15. */
  readonly minGamesToDrop: number;
  /** A parked engine comes back once it has met fewer than this many of the region (step 4). Default 5. */
  readonly unparkThreshold: number;
}

export const defaultLadderParams: LadderParams = { regionSize: 10, minGamesToDrop: 15, unparkThreshold: 5 };

export const ladderResults = ['white-wins', 'draw', 'black-wins'] as const;
export type LadderResult = (typeof ladderResults)[number];

export interface LadderPair {
  readonly white: EngineName;
  readonly black: EngineName;
}

export interface LadderGame extends LadderPair {
  readonly result: LadderResult;
}

export interface ParkedEngine {
  readonly engine: EngineName;
  /** Sequence number of the step in which it was parked: smaller = parked longer ago. */
  readonly parkedAtStep: number;
}

/** What happened at each step; `atGame` is the number of games played when it happened. */
export type LadderEvent = { readonly step: number; readonly atGame: number } & (
  | { readonly kind: 'entered'; readonly engine: EngineName }
  | { readonly kind: 'unparked'; readonly engine: EngineName; readonly metInRegion: number }
  | { readonly kind: 'parked'; readonly engine: EngineName; readonly lastHadGames: number }
  /** With its round-robin standing when it dropped out (what placed it in the new ranking). */
  | { readonly kind: 'dropped-out'; readonly engine: EngineName; readonly games: number; readonly standing: RegionStanding }
  | { readonly kind: 'finished'; readonly champion: EngineName });

export interface LadderState {
  readonly version: 1;
  readonly params: LadderParams;
  /** Top to bottom, as the TO entered it (new entrants already placed). */
  readonly oldRanking: readonly EngineName[];
  /** Index in oldRanking of the next engine to enter from above the region; -1 once consumed. */
  readonly nextFromOldRanking: number;
  /** Members of the active region in order of entry. */
  readonly region: readonly EngineName[];
  /** Oldest first. */
  readonly parked: readonly ParkedEngine[];
  /** Every game played, in order. */
  readonly games: readonly LadderGame[];
  /** In drop-out order: each one goes on top of the new ranking (step 3). */
  readonly droppedOut: readonly EngineName[];
  /** Step 9: the last round robin's ranking, transferred to the top of the new ranking. */
  readonly finalRegionRanking: readonly EngineName[] | null;
  /** Number of park / drop steps taken so far. */
  readonly step: number;
  readonly events: readonly LadderEvent[];
}

export type LadderFailure = {
  readonly ok: false;
  readonly reason: 'invalid-input' | 'finished' | 'not-pending';
  readonly detail: string;
};
export type LadderOutcome = { readonly ok: true; readonly state: LadderState } | LadderFailure;

export type NextGame = { readonly kind: 'game'; readonly white: EngineName; readonly black: EngineName } | { readonly kind: 'finished' };

const fail = (reason: LadderFailure['reason'], detail: string): LadderFailure => ({ ok: false, reason, detail });

const validParams = (p: LadderParams): string | null => {
  if (!Number.isInteger(p.regionSize) || p.regionSize < 2) return `the active region needs at least 2 engines, got ${p.regionSize}`;
  if (!Number.isInteger(p.minGamesToDrop) || p.minGamesToDrop < 0) return `minimum games must be a whole number ≥ 0, got ${p.minGamesToDrop}`;
  if (!Number.isInteger(p.unparkThreshold) || p.unparkThreshold < 1) return `unpark threshold must be a whole number ≥ 1, got ${p.unparkThreshold}`;
  return null;
};

/** Step 1: the active region is the bottom `regionSize` engines of the old ranking. */
export const ladderStart = (oldRanking: readonly EngineName[], params: LadderParams = defaultLadderParams): LadderOutcome => {
  const bad = validParams(params);
  if (bad) return fail('invalid-input', bad);
  if (oldRanking.length < 2) return fail('invalid-input', 'a ladder needs at least two engines');
  const seen = new Set<string>();
  for (const e of oldRanking) {
    if (e.trim() === '') return fail('invalid-input', 'an engine name is empty');
    if (seen.has(e)) return fail('invalid-input', `"${e}" appears twice in the old ranking`);
    seen.add(e);
  }
  const size = Math.min(params.regionSize, oldRanking.length);
  const start = oldRanking.length - size;
  const region = oldRanking.slice(start);
  const state: LadderState = {
    version: 1,
    params: { ...params },
    oldRanking: oldRanking.slice(),
    nextFromOldRanking: start - 1,
    region,
    parked: [],
    games: [],
    droppedOut: [],
    finalRegionRanking: null,
    step: 0,
    events: region.map((engine): LadderEvent => ({ kind: 'entered', step: 0, atGame: 0, engine })),
  };
  return { ok: true, state: advance(state) };
};

const pairKey = (a: EngineName, b: EngineName): string => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);

const playedPairs = (games: readonly LadderGame[]): Set<string> => new Set(games.map((g) => pairKey(g.white, g.black)));

/** Points (tenths) a game gives to `engine`. */
const pointsIn = (g: LadderGame, engine: EngineName): Tenths => {
  switch (g.result) {
    case 'draw': return tenths(5);
    case 'white-wins': return tenths(g.white === engine ? 10 : 0);
    case 'black-wins': return tenths(g.black === engine ? 10 : 0);
    default: return assertNever(g.result);
  }
};

export const gamesPlayedBy = (state: LadderState, engine: EngineName): number =>
  state.games.filter((g) => g.white === engine || g.black === engine).length;

/** How many of `others` the engine has already played. */
export const metAmong = (state: LadderState, engine: EngineName, others: readonly EngineName[]): number => {
  const played = playedPairs(state.games);
  return others.filter((o) => o !== engine && played.has(pairKey(engine, o))).length;
};

/** Pairs of the region that still have to play to complete the round robin (step 1 / step 6). */
export const missingPairs = (state: LadderState): LadderPair[] => {
  const played = playedPairs(state.games);
  const out: LadderPair[] = [];
  // Newest member first: a replacement plays its missing games (step 6) before anything else.
  for (let j = state.region.length - 1; j >= 0; j--) {
    for (let i = 0; i < j; i++) {
      const a = state.region[i] as EngineName;
      const b = state.region[j] as EngineName;
      if (!played.has(pairKey(a, b))) out.push(colourPair(state, b, a));
    }
  }
  return out;
};

/** White goes to the engine with fewer Whites so far, then fewer games, then the newer member. */
const colourPair = (state: LadderState, newer: EngineName, older: EngineName): LadderPair => {
  const whites = (e: EngineName) => state.games.filter((g) => g.white === e).length;
  const dw = whites(newer) - whites(older);
  if (dw !== 0) return dw < 0 ? { white: newer, black: older } : { white: older, black: newer };
  const dg = gamesPlayedBy(state, newer) - gamesPlayedBy(state, older);
  if (dg > 0) return { white: older, black: newer };
  return { white: newer, black: older };
};

export interface RegionStanding {
  readonly engine: EngineName;
  /** Points in games against current region members, in tenths. */
  readonly points: Tenths;
  /** Sonneborn-Berger inside the region, in hundredths of a point. */
  readonly sonnebornBerger: number;
  readonly gamesInRegion: number;
  readonly totalGames: number;
}

/** The round-robin ranking of the active region, best first (see the conventions at the top). */
export const regionRanking = (state: LadderState): RegionStanding[] => {
  const members = new Set(state.region);
  const inside = state.games.filter((g) => members.has(g.white) && members.has(g.black));
  const points = new Map<EngineName, number>(state.region.map((e) => [e, 0]));
  for (const g of inside) {
    points.set(g.white, (points.get(g.white) ?? 0) + pointsIn(g, g.white));
    points.set(g.black, (points.get(g.black) ?? 0) + pointsIn(g, g.black));
  }
  const rows = state.region.map((engine): RegionStanding => {
    let sb = 0;
    let n = 0;
    for (const g of inside) {
      if (g.white !== engine && g.black !== engine) continue;
      n++;
      const opp = g.white === engine ? g.black : g.white;
      sb += pointsIn(g, engine) * (points.get(opp) ?? 0);
    }
    return { engine, points: tenths(points.get(engine) ?? 0), sonnebornBerger: sb, gamesInRegion: n, totalGames: gamesPlayedBy(state, engine) };
  });
  const oldIndex = new Map(state.oldRanking.map((e, i) => [e, i]));
  return rows.sort((a, b) =>
    b.points - a.points ||
    b.sonnebornBerger - a.sonnebornBerger ||
    (oldIndex.get(a.engine) ?? 0) - (oldIndex.get(b.engine) ?? 0));
};

/** The game to play next, or 'finished' (step 9 reached). */
export const nextGame = (state: LadderState): NextGame => {
  if (state.finalRegionRanking) return { kind: 'finished' };
  const next = missingPairs(state)[0];
  return next ? { kind: 'game', ...next } : { kind: 'finished' };
};

/**
 * Records a game of the current round robin (any pending pair, with the colours played) and moves
 * the ladder on (steps 2–9) as soon as the round robin is complete.
 */
export const recordResult = (state: LadderState, game: LadderPair, result: LadderResult): LadderOutcome => {
  if (state.finalRegionRanking) return fail('finished', 'the ladder is finished');
  if (!ladderResults.includes(result)) return fail('invalid-input', `unknown result ${String(result)}`);
  const members = new Set(state.region);
  if (!members.has(game.white) || !members.has(game.black) || game.white === game.black) {
    return fail('not-pending', `${game.white} – ${game.black} is not a game of the active region`);
  }
  if (playedPairs(state.games).has(pairKey(game.white, game.black))) {
    return fail('not-pending', `${game.white} and ${game.black} have already played`);
  }
  const next: LadderState = { ...state, games: [...state.games, { white: game.white, black: game.black, result }] };
  return { ok: true, state: advance(next) };
};

/** Applies steps 2–9 while the round robin of the region is complete. */
const advance = (initial: LadderState): LadderState => {
  let s = initial;
  while (!s.finalRegionRanking && missingPairs(s).length === 0) s = stepOnce(s);
  return s;
};

const stepOnce = (s: LadderState): LadderState => {
  const ranking = regionRanking(s);
  const top = ranking[0] as RegionStanding;
  const last = ranking[ranking.length - 1] as RegionStanding;
  const step = s.step + 1;
  const atGame = s.games.length;
  const oldConsumed = s.nextFromOldRanking < 0;

  // Step 9: old ranking and parking area exhausted — the whole RR ranking goes on top.
  if (oldConsumed && s.parked.length === 0) {
    return {
      ...s,
      step,
      finalRegionRanking: ranking.map((r) => r.engine),
      events: [...s.events, { kind: 'finished', step, atGame, champion: top.engine }],
    };
  }

  let region: EngineName[];
  let parked: ParkedEngine[] = s.parked.slice();
  let droppedOut = s.droppedOut;
  const events: LadderEvent[] = s.events.slice();
  let justParked: EngineName | null = null;

  if (!oldConsumed && last.totalGames < s.params.minGamesToDrop) {
    // Step 2: the last has too few games — the top finisher is parked above the region.
    region = s.region.filter((e) => e !== top.engine);
    parked.push({ engine: top.engine, parkedAtStep: step });
    justParked = top.engine;
    events.push({ kind: 'parked', step, atGame, engine: top.engine, lastHadGames: last.totalGames });
  } else {
    // Step 3 (and step 8 once the old ranking is consumed): the last drops out, onto the new ranking.
    region = s.region.filter((e) => e !== last.engine);
    droppedOut = [...s.droppedOut, last.engine];
    events.push({ kind: 'dropped-out', step, atGame, engine: last.engine, games: last.totalGames, standing: last });
  }

  const withRegion: LadderState = { ...s, region };
  const met = (e: EngineName) => metAmong(withRegion, e, region);
  let nextFromOldRanking = s.nextFromOldRanking;

  let replacement: EngineName | null = null;
  if (oldConsumed) {
    // Step 8: old ranking consumed — the parked engine that has met the fewest of the region,
    // longest parked first on a tie, even when that is more than the threshold.
    let best: ParkedEngine | null = null;
    for (const p of parked) {
      if (best === null || met(p.engine) < met(best.engine)) best = p;
    }
    if (best) {
      replacement = best.engine;
      events.push({ kind: 'unparked', step, atGame, engine: best.engine, metInRegion: met(best.engine) });
    }
  } else {
    // Step 4: the longest-parked engine that has met fewer than the threshold of the remaining region.
    const unparkable = parked.filter((p) =>
      p.engine !== justParked && met(p.engine) < s.params.unparkThreshold && met(p.engine) < region.length);
    const chosen = unparkable[0]; // `parked` is oldest first
    if (chosen) {
      replacement = chosen.engine;
      events.push({ kind: 'unparked', step, atGame, engine: chosen.engine, metInRegion: met(chosen.engine) });
    } else {
      // Step 5: the lowest engine of the old ranking that has not played yet.
      replacement = s.oldRanking[nextFromOldRanking] as EngineName;
      nextFromOldRanking -= 1;
      events.push({ kind: 'entered', step, atGame, engine: replacement });
    }
  }
  if (replacement !== null) {
    parked = parked.filter((p) => p.engine !== replacement);
    region = [...region, replacement];
  }
  return { ...s, step, region, parked, droppedOut, nextFromOldRanking, events };
};

export interface LadderView {
  readonly finished: boolean;
  /** The region's round-robin ranking so far, best first. */
  readonly activeRegion: readonly (RegionStanding & { readonly pendingGames: number })[];
  /** Oldest first, with how many of the current region each has met. */
  readonly parked: readonly (ParkedEngine & { readonly metInRegion: number })[];
  /** Engines of the old ranking still above the region, the next to enter first. */
  readonly waiting: readonly EngineName[];
  /** The new ranking so far, best first: the final RR on top once finished, then the drop-outs. */
  readonly newRanking: readonly EngineName[];
  readonly gamesPlayed: number;
}

export const ladderView = (state: LadderState): LadderView => {
  const pending = missingPairs(state);
  return {
    finished: state.finalRegionRanking !== null,
    activeRegion: state.finalRegionRanking
      ? []
      : regionRanking(state).map((r) => ({
        ...r,
        pendingGames: pending.filter((p) => p.white === r.engine || p.black === r.engine).length,
      })),
    parked: state.parked.map((p) => ({ ...p, metInRegion: metAmong(state, p.engine, state.region) })),
    waiting: state.oldRanking.slice(0, state.nextFromOldRanking + 1).reverse(),
    newRanking: [...(state.finalRegionRanking ?? []), ...state.droppedOut.slice().reverse()],
    gamesPlayed: state.games.length,
  };
};

/**
 * Restores a ladder read back from storage or a file: checks the shape, then rebuilds the state by
 * replaying its games from the old ranking and parameters, so a stored state that does not follow
 * the rules (edited by hand, written by a different version) is refused instead of resumed.
 */
export const restoreLadder = (value: unknown): LadderOutcome => {
  const v = value as Partial<LadderState> | null;
  if (typeof v !== 'object' || v === null || v.version !== 1) return fail('invalid-input', 'not a saved ladder (version 1)');
  if (!Array.isArray(v.oldRanking) || !v.oldRanking.every((e) => typeof e === 'string')) return fail('invalid-input', 'the old ranking is missing');
  if (!Array.isArray(v.games)) return fail('invalid-input', 'the games are missing');
  const p = v.params;
  if (typeof p !== 'object' || p === null) return fail('invalid-input', 'the parameters are missing');
  const started = ladderStart(v.oldRanking, { regionSize: p.regionSize, minGamesToDrop: p.minGamesToDrop, unparkThreshold: p.unparkThreshold });
  if (!started.ok) return started;
  let s = started.state;
  for (const [i, g] of v.games.entries()) {
    if (typeof g !== 'object' || g === null || typeof g.white !== 'string' || typeof g.black !== 'string') {
      return fail('invalid-input', `game ${i + 1} is malformed`);
    }
    const out = recordResult(s, g, g.result);
    if (!out.ok) return fail('invalid-input', `game ${i + 1} (${g.white} – ${g.black}): ${out.detail}`);
    s = out.state;
  }
  return { ok: true, state: s };
};
