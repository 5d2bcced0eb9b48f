import type { PlayerId, ScoringRule, Tenths } from '../model';
import { chessScoring, playerId, tenths } from '../model';
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
  | {
    readonly ok: true;
    readonly settings: TrfSettings;
    readonly warnings: readonly TrfWarning[];
    /**
     * Whether the records say what a pairing-allocated bye is worth: BBU, a 162 with P, or any XXS
     * (JaVaFo checks the points strictly when XXS is present). readTrf infers it only when not.
     */
    readonly pairingAllocatedByeStated: boolean;
  }
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
  const pairingAllocatedByeStated = r.explicit.has('pairingAllocatedBye') || lines.some((l) => l.text.startsWith('XXS'));
  return { ok: true, warnings: r.warnings, settings: settingsOf(r), pairingAllocatedByeStated };
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

const settingsOf = (r: Reading): TrfSettings => {
  const { totalRounds, initialColour, pairByRank, scoringGiven, accelerationGiven, forbidden, plannedByes, system, systemLine } = r;
  const { pairwiseSettings, tournamentType, name, tieBreaks, standingsTieBreaks, resultsAsPaired, withdrawals, pointAdjustments, rankingRecords } = r;
  return {
    ...(totalRounds !== undefined ? { totalRounds } : {}),
    ...(initialColour !== undefined ? { initialColour } : {}),
    pairByRank,
    scoring: scoringOf(r.explicit),
    scoringGiven,
    acceleration: accelerationOf(r),
    accelerationGiven,
    forbidden,
    plannedByes,
    ...(system !== undefined ? { system } : {}),
    ...(systemLine !== undefined ? { systemLine } : {}),
    ...(pairwiseSettings !== undefined ? { pairwiseSettings } : {}),
    ...(tournamentType !== undefined ? { tournamentType } : {}),
    ...(name !== undefined ? { name } : {}),
    ...(tieBreaks !== undefined ? { tieBreaks } : {}),
    ...(standingsTieBreaks !== undefined ? { standingsTieBreaks } : {}),
    ...(resultsAsPaired.length > 0 ? { resultsAsPaired } : {}),
    ...(withdrawals.length > 0 ? { withdrawals } : {}),
    ...(pointAdjustments.length > 0 ? { pointAdjustments } : {}),
    ...(rankingRecords.length > 0 ? { rankingRecords } : {}),
  };
};

/** Codes of the records settingsFromRecords reads (trfFromTournament regenerates these). */
export const settingCodes = ['XXR', '142', 'XXC', '152', 'BBW', 'BBD', 'BBL', 'BBZ', 'BBF', 'BBU', '162', 'XXS', 'XXA', '250', 'XXP', '260', '240', 'XXZ'] as const;

export { accelerationRecords, scoringRecord162, scoringRecordsBbp, tieBreakRecords } from './recordWriters';
