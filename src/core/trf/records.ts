import type { PlayerId, ScoringRule, Tenths } from '../model';
import { chessScoring, formatTenths, playerId, tenths } from '../model';
import type { Reading } from './recordReaders';
import { Failure, newReading } from './recordReaders';
import { readerOf, trfRecordTable } from './recordTable';
import type { TrfError, TrfSettings, TrfWarning } from './types';

export { tieBreakListOf } from './recordReaders';

export interface NumberedLine {
  readonly text: string;
  /** 1-based line number in the file (for messages). */
  readonly line: number;
}

export type SettingsRead =
  | { readonly ok: true; readonly settings: TrfSettings; readonly warnings: readonly TrfWarning[] }
  | { readonly ok: false; readonly error: TrfError };

/**
 * The settings a file's records say: each line is read by its code's reader (recordTable.ts), in
 * file order; then each entry's check runs, in the table's order. The first wrong line gives the
 * error.
 */
export const settingsFromRecords = (
  lines: readonly NumberedLine[],
  startRanks: ReadonlySet<number>,
): SettingsRead => {
  const r = newReading(startRanks);
  try {
    for (const { text, line } of lines) readerOf.get(text.slice(0, 3))?.(text, line, r);
    for (const e of trfRecordTable) e.check?.(r);
  } catch (e) {
    if (e instanceof Failure) return { ok: false, error: e.error };
    throw e;
  }
  return { ok: true, warnings: r.warnings, settings: settingsOf(r) };
};

/** The ScoringRule of the values read: BBU/P default to the win value (bbpPairings, TRF-2026 162). */
const scoringOf = (explicit: Reading['explicit']): ScoringRule => {
  const base = chessScoring;
  const win = explicit.get('win') ?? base.win;
  const draw = explicit.get('draw') ?? base.draw;
  return {
    win,
    draw,
    loss: explicit.get('loss') ?? base.loss,
    forfeitWin: explicit.get('forfeitWin') ?? win,
    forfeitLoss: explicit.get('forfeitLoss') ?? base.forfeitLoss,
    // bbpPairings: "If BBU is not specified, it defaults to the score for a win"; TRF-2026 162: P = W.
    pairingAllocatedBye: explicit.get('pairingAllocatedBye') ?? win,
    fullPointBye: explicit.get('fullPointBye') ?? win,
    halfPointBye: explicit.get('halfPointBye') ?? draw,
    zeroPointBye: explicit.get('zeroPointBye') ?? base.zeroPointBye,
  };
};

/** XXA (per round) and 250 (ranges) merged: virtual points per player, index = round - 1. */
const accelerationOf = (r: Reading): Map<PlayerId, Tenths[]> => {
  const acceleration = new Map<PlayerId, Tenths[]>();
  for (const [id, values] of r.xxa) acceleration.set(id, [...values]);
  for (const g of r.ranged) {
    for (let id = g.from; id <= g.to; id++) {
      if (!r.startRanks.has(id)) continue;
      const pid = playerId(id);
      const values = acceleration.get(pid) ?? [];
      while (values.length < g.last) values.push(tenths(0));
      // bbpPairings: a later 250 range overrides an earlier one for the same round.
      for (let round = g.first; round <= g.last; round++) values[round - 1] = g.points;
      acceleration.set(pid, values);
    }
  }
  return acceleration;
};

const settingsOf = (r: Reading): TrfSettings => ({
  ...(r.totalRounds !== undefined ? { totalRounds: r.totalRounds } : {}),
  ...(r.initialColour !== undefined ? { initialColour: r.initialColour } : {}),
  pairByRank: r.pairByRank,
  scoring: scoringOf(r.explicit),
  scoringGiven: r.scoringGiven,
  acceleration: accelerationOf(r),
  accelerationGiven: r.accelerationGiven,
  forbidden: r.forbidden,
  plannedByes: r.plannedByes,
  ...(r.system !== undefined ? { system: r.system } : {}),
  ...(r.systemLine !== undefined ? { systemLine: r.systemLine } : {}),
  ...(r.pairwiseSettings !== undefined ? { pairwiseSettings: r.pairwiseSettings } : {}),
  ...(r.tournamentType !== undefined ? { tournamentType: r.tournamentType } : {}),
  ...(r.name !== undefined ? { name: r.name } : {}),
  ...(r.tieBreaks !== undefined ? { tieBreaks: r.tieBreaks } : {}),
  ...(r.standingsTieBreaks !== undefined ? { standingsTieBreaks: r.standingsTieBreaks } : {}),
  ...(r.resultsAsPaired.length > 0 ? { resultsAsPaired: r.resultsAsPaired } : {}),
  ...(r.withdrawals.length > 0 ? { withdrawals: r.withdrawals } : {}),
  ...(r.pointAdjustments.length > 0 ? { pointAdjustments: r.pointAdjustments } : {}),
  ...(r.rankingRecords.length > 0 ? { rankingRecords: r.rankingRecords } : {}),
});

/** TRF-2026 202 and 212 lines for a tie-break list (212 = PTS followed by the 202 codes). */
export const tieBreakRecords = (list: readonly string[] | undefined): string[] =>
  list && list.length > 0 ? [`202 ${list.join(',')}`, `212 PTS,${list.join(',')}`] : [];

/** Codes of the records settingsFromRecords reads (trfFromTournament regenerates these). */
export const settingCodes = ['XXR', '142', 'XXC', '152', 'BBW', 'BBD', 'BBL', 'BBZ', 'BBF', 'BBU', '162', 'XXS', 'XXA', '250', 'XXP', '260', '240', 'XXZ'] as const;

const pts = (t: Tenths): string => formatTenths(t).padStart(4);

/** BB* lines for every value that differs from its default (bbpPairings writes "BBW  3.0"). */
export const scoringRecordsBbp = (s: ScoringRule): string[] => {
  const out: string[] = [];
  const d = chessScoring;
  if (s.win !== d.win) out.push(`BBW ${pts(s.win)}`);
  if (s.draw !== d.draw) out.push(`BBD ${pts(s.draw)}`);
  if (s.loss !== d.loss) out.push(`BBL ${pts(s.loss)}`);
  if (s.zeroPointBye !== d.zeroPointBye) out.push(`BBZ ${pts(s.zeroPointBye)}`);
  if (s.forfeitLoss !== d.forfeitLoss) out.push(`BBF ${pts(s.forfeitLoss)}`);
  if (s.pairingAllocatedBye !== s.win) out.push(`BBU ${pts(s.pairingAllocatedBye)}`);
  return [...out, ...xxsRest(s, s.forfeitLoss)];
};

/** XXS for what BB* and 162 cannot say: a forfeit win, full- or half-point bye off the win/draw value. */
const xxsRest = (s: ScoringRule, forfeitLossAsWritten: Tenths): string[] => {
  const items: string[] = [];
  const v = (t: Tenths): string => formatTenths(t);
  if (s.forfeitWin !== s.win) items.push(`FW=${v(s.forfeitWin)}`);
  if (s.fullPointBye !== s.win) items.push(`FPB=${v(s.fullPointBye)}`);
  if (s.halfPointBye !== s.draw) items.push(`HPB=${v(s.halfPointBye)}`);
  if (s.forfeitLoss !== forfeitLossAsWritten) items.push(`FL=${v(s.forfeitLoss)}`);
  return items.length === 0 ? [] : [`XXS ${items.join(' ')}`];
};

/** One TRF-2026 162 line for the values that differ from the defaults, or none. */
export const scoringRecord162 = (s: ScoringRule): string[] => {
  const d = chessScoring;
  const items: [string, Tenths][] = [];
  if (s.win !== d.win) items.push(['W', s.win]);
  if (s.draw !== d.draw) items.push(['D', s.draw]);
  if (s.loss !== d.loss) items.push(['L', s.loss]);
  if (s.zeroPointBye !== d.zeroPointBye) items.push(['A', s.zeroPointBye]);
  if (s.pairingAllocatedBye !== s.win) items.push(['P', s.pairingAllocatedBye]);
  const line162 = items.length === 0 ? [] : ['162 ' + items.map(([c, v]) => ` ${c}${pts(v)}`).join('   ')];
  // 162's A is both the zero-point bye and the forfeit loss.
  return [...line162, ...xxsRest(s, s.zeroPointBye)];
};

/** XXA lines: id at 5-8, round r's points at column 10+5(r-1). */
export const accelerationRecords = (acc: ReadonlyMap<PlayerId, readonly Tenths[]>): string[] =>
  [...acc.entries()]
    .sort(([a], [b]) => a - b)
    .map(([id, values]) => `XXA ${String(id).padStart(4)}` + values.map((v) => ` ${pts(v)}`).join(''));
