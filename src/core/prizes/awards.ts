import type { Player, PlayerId, Tenths } from '../model';
import { inGroup } from '../standings';
import type { PrizeList } from './prizeList';

/** A standings row as the prize list needs it: ranked players in standings order (tie-breaks applied). */
export interface PrizeStanding {
  readonly player: PlayerId;
  /** Shared ranks (1, 2, 2, 4) for players the tie-breaks leave tied. */
  readonly rank: number;
  readonly points: Tenths;
}

export interface PrizeAward {
  readonly player: PlayerId;
  /** Index of the prize group in the list, and its name. */
  readonly group: number;
  readonly groupName: string;
  /** The places (1-based, in the group) whose prizes the player shares; one place when not shared. */
  readonly places: readonly number[];
  /** Players sharing those places (1: not shared). */
  readonly sharedBy: number;
  /** Cents. */
  readonly amount: number;
}

export interface PrizeOutcome {
  /** By group in list order, then by place. */
  readonly awards: readonly PrizeAward[];
  /** Prizes nobody could take (no eligible player left), in list order. */
  readonly unawarded: readonly { readonly group: number; readonly groupName: string; readonly place: number; readonly amount: number }[];
  /** Cents awarded; with every prize taken, the sum of the list. */
  readonly total: number;
}

/** n shares of `cents`, as equal as whole cents allow: the first in standings order get the odd cents. */
const split = (cents: number, n: number): number[] => {
  const base = Math.floor(cents / n);
  const odd = cents - base * n;
  return Array.from({ length: n }, (_, i) => base + (i < odd ? 1 : 0));
};

interface Share {
  readonly amount: number;
  readonly places: readonly number[];
  readonly sharedBy: number;
}

/**
 * The prizes of one group among its players in standings order: each maximal run of tied players
 * (equal rank for 'tie-break', equal points otherwise) that reaches the prize places shares the
 * prizes of the places it occupies — equally ('shared', and 'tie-break' for players the
 * tie-breaks cannot separate), or half each by own place and half equally (Hort).
 */
const groupShares = (list: PrizeList, amounts: readonly number[], players: readonly PrizeStanding[]): Map<PlayerId, Share> => {
  const out = new Map<PlayerId, Share>();
  const key = (r: PrizeStanding): number => (list.tieRule === 'tie-break' ? r.rank : r.points);
  let i = 0;
  while (i < players.length && i < amounts.length) {
    let j = i;
    while (j + 1 < players.length && key(players[j + 1]!) === key(players[i]!)) j++;
    const run = players.slice(i, j + 1);
    const own = run.map((_, k) => amounts[i + k] ?? 0);
    const places = run.map((_, k) => i + k + 1).filter((p) => p <= amounts.length);
    const pool = own.reduce((s, a) => s + a, 0);
    let shares: number[];
    if (run.length === 1) shares = own;
    else if (list.tieRule === 'hort') {
      const kept = own.map((a) => Math.floor(a / 2));
      const pot = split(pool - kept.reduce((s, a) => s + a, 0), run.length);
      shares = kept.map((k, x) => k + pot[x]!);
    } else shares = split(pool, run.length);
    run.forEach((r, x) => {
      if (shares[x]! > 0) out.set(r.player, { amount: shares[x]!, places, sharedBy: run.length });
    });
    i = j + 1;
  }
  return out;
};

/**
 * The prize list of an event: who wins which prize and how much.
 *
 * 1. One prize per player, the higher one: the prizes are handed out from the highest amount
 *    down (at equal amounts the group listed first, then the better place), each to the
 *    best-placed eligible player who has none yet. This decides which group's prize each player
 *    takes, by the advertised amounts.
 * 2. In each group, its players in standings order (leaving out those who took another group's
 *    prize) take its places; tied players share as the list's rule for ties says (`groupShares`).
 * 3. A player who would then have shares in two groups keeps the larger (at equal amounts the
 *    group listed first) and leaves the other group, whose places are shared again without them;
 *    repeated until every player has at most one prize.
 */
export const awardPrizes = (rows: readonly PrizeStanding[], players: ReadonlyMap<PlayerId, Player>, list: PrizeList): PrizeOutcome => {
  const eligible = (gi: number, r: PrizeStanding): boolean => inGroup(players.get(r.player), list.groups[gi]!.category);
  // 1. Which group each prize-winner's prize comes from.
  const prizes = list.groups.flatMap((g, gi) => g.amounts.map((amount, k) => ({ gi, place: k + 1, amount }))).filter((p) => p.amount > 0)
    .sort((a, b) => b.amount - a.amount || a.gi - b.gi || a.place - b.place);
  const chosen = new Map<PlayerId, number>();
  const unawarded: { group: number; groupName: string; place: number; amount: number }[] = [];
  for (const p of prizes) {
    const winner = rows.find((r) => !chosen.has(r.player) && eligible(p.gi, r));
    if (winner) chosen.set(winner.player, p.gi);
    else unawarded.push({ group: p.gi, groupName: list.groups[p.gi]!.name, place: p.place, amount: p.amount });
  }
  // 2-3. Each group's places among its players, shared as the rule says; one prize per player.
  const left = list.groups.map(() => new Set<PlayerId>());
  let shares: Map<PlayerId, Share>[] = [];
  for (let guard = 0; guard <= rows.length * list.groups.length; guard++) {
    shares = list.groups.map((g, gi) => groupShares(list, g.amounts,
      rows.filter((r) => eligible(gi, r) && !left[gi]!.has(r.player) && (chosen.get(r.player) ?? gi) === gi)));
    let moved = false;
    for (const r of rows) {
      const mine = shares.map((s, gi) => ({ gi, amount: s.get(r.player)?.amount ?? 0 })).filter((x) => x.amount > 0);
      if (mine.length < 2) continue;
      const keep = mine.reduce((best, x) => (x.amount > best.amount ? x : best));
      for (const x of mine) if (x.gi !== keep.gi) left[x.gi]!.add(r.player);
      moved = true;
    }
    if (!moved) break;
  }
  const awards: PrizeAward[] = [];
  list.groups.forEach((g, gi) => {
    const byPlace = [...shares[gi]!.entries()].map(([player, s]) => ({ player, ...s }));
    for (const r of rows) {
      const s = byPlace.find((x) => x.player === r.player);
      if (s) awards.push({ player: r.player, group: gi, groupName: g.name, places: s.places, sharedBy: s.sharedBy, amount: s.amount });
    }
  });
  // A prize nobody took in step 1 stays unawarded; a place left without a player after sharing too.
  const paid = awards.reduce((s, a) => s + a.amount, 0);
  return { awards, unawarded, total: paid };
};

/** "1st", "2nd-4th (3 share)". */
export const placesText = (a: Pick<PrizeAward, 'places' | 'sharedBy'>): string => {
  const ordinal = (n: number): string => `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`;
  const first = a.places[0] ?? 0;
  const last = a.places[a.places.length - 1] ?? first;
  const range = first === last ? ordinal(first) : `${ordinal(first)}-${ordinal(last)}`;
  return a.sharedBy > 1 ? `${range} (${a.sharedBy} share)` : range;
};
