/**
 * Opening selection for engine Swiss mode (the "Swiss Mode" README, "Opening Selection"):
 * - each pair of games uses one opening, played twice with colours swapped;
 * - RandomOpenings: the opening order is shuffled once and persisted (`openingOrder`), so a
 *   resumed event continues identically;
 * - UniquePerMatchOnly: openings may repeat across matches but never within a match. We read it
 *   as: true — every match of a round plays the same openings (pair j of each match gets the
 *   round's j-th opening; the global index moves on by the pairs per match each round);
 *   false — every pair of games of every match gets the next unused opening of the list.
 *   When the list runs out it starts again from the top (and `openingsForRound` says so).
 */
import type { SystemSettings, Tournament } from '../../model';
import type { Rng } from '../../random';
import { createRng, shuffled } from '../../random';

export type EngineSwissSettings = Extract<SystemSettings, { system: 'engine-swiss' }>;

export type OpeningKind = 'fen' | 'moves';

export interface ParsedOpening {
  readonly kind: OpeningKind;
  /** The line as stored: a FEN/EPD position or a PGN move list without the result. */
  readonly text: string;
}

export type OpeningsParse =
  | { readonly ok: true; readonly openings: readonly ParsedOpening[] }
  | { readonly ok: false; readonly line: number; readonly detail: string };

const fenBoard = /^([prnbqkPRNBQK1-8]+\/){7}[prnbqkPRNBQK1-8]+$/;

const validBoard = (board: string): boolean =>
  fenBoard.test(board) &&
  board.split('/').every((rank) => [...rank].reduce((n, c) => n + (/[1-8]/.test(c) ? Number(c) : 1), 0) === 8);

const moveNumber = /^\d+\.(\.\.)?$/;
const san = /^(O-O(-O)?|[KQRBN]?[a-h]?[1-8]?x?[a-h][1-8](=[QRBN])?)[+#]?[!?]*$/;
const results = new Set(['1-0', '0-1', '1/2-1/2', '*']);

/**
 * Reads the TO's opening list: one opening per line, as an EPD/FEN position or a PGN move list
 * ("1. e4 e5 2. Nf3 Nc6"). Blank lines and lines starting with '#' or ';' are skipped; CR, LF and
 * CRLF line ends are accepted. The first malformed line is reported (1-based).
 */
export const parseOpenings = (text: string): OpeningsParse => {
  const openings: ParsedOpening[] = [];
  const lines = text.split(/\r\n|\r|\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = (lines[i] ?? '').trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    const fields = line.split(/\s+/);
    const first = fields[0] ?? '';
    if (first.includes('/')) {
      if (!validBoard(first)) return { ok: false, line: i + 1, detail: `not a FEN/EPD board: ${first}` };
      if (fields[1] !== 'w' && fields[1] !== 'b') return { ok: false, line: i + 1, detail: 'FEN/EPD needs the side to move (w or b)' };
      openings.push({ kind: 'fen', text: line });
      continue;
    }
    const moves = fields.filter((f) => !results.has(f));
    const bad = moves.find((m) => !moveNumber.test(m) && !san.test(m.replace(/^\d+\.(\.\.)?/, '')));
    if (bad !== undefined || moves.every((m) => moveNumber.test(m))) {
      return { ok: false, line: i + 1, detail: bad !== undefined ? `not a move: ${bad}` : 'no moves on the line' };
    }
    openings.push({ kind: 'moves', text: moves.join(' ') });
  }
  if (openings.length === 0) return { ok: false, line: 0, detail: 'the list holds no opening' };
  return { ok: true, openings };
};

/** A salt so the opening shuffle does not replay the same random stream as seeding or coin flips. */
const openingSalt = 0x0b5e55ed;

/**
 * The opening order to persist when the event starts: the identity, or one shuffle from the
 * tournament's seed when RandomOpenings is on. Deterministic, so recomputing it gives the same
 * order; the app stores it anyway so later code changes cannot reshuffle a running event.
 */
export const openingOrderFor = (count: number, randomOpenings: boolean, randomSeed: number, rng?: Rng): number[] => {
  const identity = Array.from({ length: count }, (_, i) => i);
  return randomOpenings ? shuffled(identity, rng ?? createRng(randomSeed ^ openingSalt)) : identity;
};

/** The systemState kind of the stored opening order. */
export const openingsKind = 'openings';

/** What the app stores in systemState kind 'openings': the opening order fixed for the event. */
export interface StoredOpeningOrder {
  readonly version: 1;
  readonly order: readonly number[];
}

/**
 * The opening order to store for these settings (null without an opening list): made when the
 * event is created and made again when its options change before round 1, so the order always
 * matches the list the rounds will play.
 */
export const openingOrderState = (settings: EngineSwissSettings, randomSeed: number): { readonly kind: typeof openingsKind; readonly name: string; readonly state: StoredOpeningOrder | null } => ({
  kind: openingsKind,
  name: 'the opening order',
  state: settings.openings.length === 0 ? null : { version: 1, order: openingOrderFor(settings.openings.length, settings.randomOpenings, randomSeed) },
});

/** Settings with the opening order fixed (idempotent: an already stored order is kept). */
export const withOpeningOrder = (settings: EngineSwissSettings, randomSeed: number): EngineSwissSettings =>
  settings.openingOrder
    ? settings
    : { ...settings, openingOrder: openingOrderFor(settings.openings.length, settings.randomOpenings, randomSeed) };

const isPermutation = (order: readonly number[], n: number): boolean =>
  order.length === n && new Set(order).size === n && order.every((i) => Number.isInteger(i) && i >= 0 && i < n);

export interface MatchOpenings {
  readonly board: number;
  /** One opening per pair of games of the match (gamesPerMatch / 2 entries, 1 for an extra pair). */
  readonly openings: readonly string[];
  /** Positions in the persisted order (before wrapping), for the TO's log. */
  readonly indices: readonly number[];
}

/** How many pairs of games each board of a round plays: gamesPerMatch / 2, or 1 in an extra-pair round. */
export const pairsPerMatch = (t: Tournament, settings: EngineSwissSettings, roundNumber: number): number =>
  roundNumber <= t.totalRounds ? settings.gamesPerMatch / 2 : 1;

/**
 * The openings each board of round `roundNumber` plays (the round must be in t.rounds). Empty when
 * no opening list was imported.
 */
export const openingsForRound = (t: Tournament, settings: EngineSwissSettings, roundNumber: number): MatchOpenings[] => {
  const n = settings.openings.length;
  const round = t.rounds[roundNumber - 1];
  if (n === 0 || !round) return [];
  const order = settings.openingOrder && isPermutation(settings.openingOrder, n)
    ? settings.openingOrder
    : openingOrderFor(n, settings.randomOpenings, t.randomSeed);
  // The global opening index at the start of this round.
  let base = 0;
  for (const r of t.rounds.slice(0, roundNumber - 1)) {
    const ppm = pairsPerMatch(t, settings, r.number);
    base += settings.uniquePerMatchOnly ? ppm : ppm * r.pairings.length;
  }
  const ppm = pairsPerMatch(t, settings, roundNumber);
  return round.pairings.map((p, boardIndex) => {
    const indices = Array.from({ length: ppm }, (_, j) => base + (settings.uniquePerMatchOnly ? j : boardIndex * ppm + j));
    return { board: p.board, indices, openings: indices.map((i) => settings.openings[order[i % n] as number] as string) };
  });
};
