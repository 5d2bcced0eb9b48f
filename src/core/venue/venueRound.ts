import type { BoardResult } from '../model';
import type { Decision, Entry } from './results';
import { boardResult, playersReports } from './results';

/**
 * What the chief arbiter's laptop does with one round's boards on the venue network: from its own
 * results (the official ones), every arbiter laptop's entries, its own decisions and the players'
 * self-reports, which result to take into the tournament, which boards are a conflict for the
 * chief, and which the players dispute. Pure: the laptop applies what this says.
 *
 * The chief's own result counts as one more entry: when an arbiter's entry says otherwise (a
 * correction typed after the result was taken, or a result the chief typed differently), the board
 * is a conflict the chief decides, never a silent overwrite either way.
 */
export interface RoundBoard {
  readonly board: number;
  /** Start ranks of the two seats. */
  readonly first: number;
  readonly second: number;
  /** The result in the tournament now (the chief's), null while none. */
  readonly result: BoardResult | null;
}

/** The device name the chief's own results go by in a conflict. */
export const chiefDevice = 'chief';

export type VenueBoard =
  /** Nothing to do: no entry, or every word agrees with the tournament. */
  | { readonly kind: 'settled'; readonly board: number }
  /** Take this result into the tournament (the arbiters agree, or both players reported it). */
  | { readonly kind: 'take'; readonly board: number; readonly result: BoardResult; readonly from: 'arbiters' | 'players' }
  /** The entries differ (the chief's own result included): the chief decides; the next round waits. */
  | { readonly kind: 'conflict'; readonly board: number; readonly entries: ReadonlyMap<string, BoardResult> }
  /** The two players reported different results and no arbiter has entered one: an arbiter checks. */
  | { readonly kind: 'disputed'; readonly board: number; readonly first: BoardResult; readonly second: BoardResult }
  /** One player reported; the other has not yet. */
  | { readonly kind: 'reported'; readonly board: number; readonly result: BoardResult };

export interface RoundWords {
  /** Each device's entry for each board: device → board → entry. */
  readonly entries: ReadonlyMap<string, ReadonlyMap<number, Entry>>;
  /** The chief's decisions, by board. */
  readonly decisions: ReadonlyMap<number, Decision>;
  /** The players' latest self-report, by the reporting player's start rank and board. */
  readonly reports: ReadonlyMap<number, ReadonlyMap<number, Entry>>;
}

export const venueBoard = (b: RoundBoard, words: RoundWords): VenueBoard => {
  const entries = new Map<string, Entry>();
  for (const [device, boards] of words.entries) {
    const e = boards.get(b.board);
    if (e) entries.set(device, e);
  }
  const decision = words.decisions.get(b.board);
  const standing = boardResult(entries, decision);
  // The chief's own result is one more word, unless an entry already says it: a result taken from
  // an arbiter's entry is that arbiter's word, not a second one by the chief.
  const withChief = (from: ReadonlyMap<string, BoardResult>): ReadonlyMap<string, BoardResult> =>
    b.result === null || from.has(chiefDevice) || [...from.values()].includes(b.result) ? from : new Map([[chiefDevice, b.result], ...from]);
  switch (standing.kind) {
    case 'agreed':
      if (b.result === null) return { kind: 'take', board: b.board, result: standing.result, from: 'arbiters' };
      if (b.result === standing.result) return { kind: 'settled', board: b.board };
      return { kind: 'conflict', board: b.board, entries: withChief(new Map([...entries].map(([d, e]) => [d, e.result]))) };
    case 'conflict':
      return { kind: 'conflict', board: b.board, entries: withChief(standing.entries) };
    case 'none': {
      if (b.result !== null) return { kind: 'settled', board: b.board };
      const reports = playersReports(words.reports.get(b.first)?.get(b.board), words.reports.get(b.second)?.get(b.board), b.first, b.second);
      switch (reports.kind) {
        case 'none': return { kind: 'settled', board: b.board };
        case 'accepted': return { kind: 'take', board: b.board, result: reports.result, from: 'players' };
        case 'waiting': return { kind: 'reported', board: b.board, result: reports.result };
        case 'disputed': return { kind: 'disputed', board: b.board, first: reports.white, second: reports.black };
      }
    }
  }
};

/** Each board of a round, as venueBoard says. */
export const venueRound = (boards: readonly RoundBoard[], words: RoundWords): VenueBoard[] => boards.map((b) => venueBoard(b, words));

/** Why the next round cannot be paired yet on the venue's account, in words; null when nothing stands in the way. */
export const venueBlocksPairing = (round: readonly VenueBoard[]): string | null => {
  const conflicts = round.filter((b) => b.kind === 'conflict').map((b) => b.board);
  if (conflicts.length === 0) return null;
  return `${conflicts.length === 1 ? 'Board' : 'Boards'} ${conflicts.join(', ')} ${conflicts.length === 1 ? 'has' : 'have'} differing results from the venue's laptops: decide ${conflicts.length === 1 ? 'it' : 'them'} first.`;
};

/** A player's report that says otherwise than the board's result: the chief and the player are told. */
export interface Contradiction {
  readonly board: number;
  /** The reporting player's start rank. */
  readonly rank: number;
  readonly reported: BoardResult;
  readonly result: BoardResult;
}

/**
 * Reports the players made that differ from the result in the tournament (an arbiter's entry, or
 * the chief's): the result stands, as the arbiter's word counts over the players', but the
 * disagreement is never dropped without a word.
 */
export const contradictions = (boards: readonly RoundBoard[], words: RoundWords): Contradiction[] => {
  const out: Contradiction[] = [];
  for (const b of boards) {
    if (b.result === null) continue;
    for (const rank of [b.first, b.second]) {
      const r = words.reports.get(rank)?.get(b.board);
      if (r && r.result !== b.result) out.push({ board: b.board, rank, reported: r.result, result: b.result });
    }
  }
  return out;
};
