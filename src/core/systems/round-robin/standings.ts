import type { PlayerId, Tournament } from '../../model';
import type { StandingsOptions, StandingsReport, TieBreakListItem } from '../../standings';
import type { StandingsRefusal } from '../../standings';
import { standingsReport } from '../../standings';
import type { RoundRobinSettings } from './schedule';
import { describeWithdrawal, roundRobinWithdrawals, withoutAnnulled } from './withdrawal';

/**
 * The round-robin tie-breaks C.07 defines, in the order Pairwise ranks by when the TO names none:
 * Direct Encounter (Art. 6), Sonneborn-Berger (9.1), number of wins (7.1), Koya (9.2, "for round
 * robin"). The TO may replace the list (TRF-2026 record 202).
 */
export const roundRobinTieBreaks: readonly TieBreakListItem[] = ['DE', 'SB', 'WIN', 'KS'];

/**
 * The most a player can score in the rounds paired (C.07 9.2's maximum for Koya): a win for each
 * game the busiest player has; the bye of an odd field and the annulled games score nothing.
 */
const maximumScore = (t: Tournament): number => {
  const games = new Map<PlayerId, number>();
  for (const r of t.rounds) for (const p of r.pairings) for (const id of [p.white, p.black]) games.set(id, (games.get(id) ?? 0) + 1);
  return t.scoring.win * Math.max(0, ...games.values());
};

/**
 * The standings of a round robin: a withdrawn player with fewer than half their games completed
 * is left out, and so is every game against them (FIDE's rule, `withdrawal.ts`); the others are
 * ranked by score and the tie-break list (the TO's, else DE, SB, WIN, KS).
 */
export const roundRobinStandings = (t: Tournament, options: StandingsOptions, s: RoundRobinSettings): StandingsReport | StandingsRefusal => {
  const withdrawals = roundRobinWithdrawals(t, s);
  const annulled = new Set(withdrawals.filter((w) => !w.counted).map((w) => w.player));
  const counted = withoutAnnulled(t, annulled);
  const list = t.tieBreaks && t.tieBreaks.length > 0 ? t.tieBreaks : roundRobinTieBreaks;
  const report = standingsReport(counted, list, { ...options, maximumScore: options.maximumScore ?? maximumScore(counted) });
  if (!report.ok || annulled.size === 0) return report;
  const names = new Map(t.players.map((p) => [p.id, p.name] as const));
  return {
    ...report,
    excluded: withdrawals.filter((w) => !w.counted).map((w) => ({ player: w.player, why: describeWithdrawal(w, names.get(w.player) ?? `#${w.player}`) })),
  };
};
