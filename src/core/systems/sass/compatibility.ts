import type { PairBlock, PlayerId, Tournament } from '../../model';
import type { CompatibilityGraph } from '../../diagnosis';
import type { CostModel } from './costModel';
import type { SideRecord } from './sideRecord';
import { playersToPair, sideRecords } from './sideRecord';

/**
 * The Netrunner systems' compatibility graph: the cost model's hard exclusions, named by
 * `rematchBlock` (which of the system's rules forbids a rematch) and a second bye.
 */
export const netrunnerGraph = (
  t: Tournament,
  model: CostModel,
  rematchBlock: (a: SideRecord, b: SideRecord, rounds: number[]) => PairBlock,
): CompatibilityGraph => {
  const records = sideRecords(t, model.sideBiasRule);
  const ids = playersToPair(t);
  const rec = (id: PlayerId): SideRecord => records.get(id)!;
  const meetingRounds = (a: PlayerId, b: PlayerId): number[] =>
    t.rounds.flatMap((r) => (r.pairings.some((p) => (p.white === a && p.black === b) || (p.white === b && p.black === a)) ? [r.number] : []));
  const byeRounds = (p: PlayerId): number[] =>
    t.rounds.flatMap((r) => (r.byes.some((b) => b.player === p && (b.kind === 'U' || b.kind === 'F')) ? [r.number] : []));
  return {
    system: t.settings.system,
    round: t.rounds.length + 1,
    players: ids,
    withBye: ids.length % 2 === 1,
    pairBlock: (a, b) => (model.pair(rec(a), rec(b)).allowed ? null : rematchBlock(rec(a), rec(b), meetingRounds(a, b))),
    byeBlock: (p) => (model.bye(rec(p)).allowed ? null : { rule: 'had-bye', rounds: byeRounds(p) }),
  };
};

/** "Single Sided Swiss: How it Works": at most two meetings; SASS: no rematch that worsens a side bias; 2025: side costs. */
export const singleSidedRematchBlock = (sassModel: boolean) => (a: SideRecord, b: SideRecord, rounds: number[]): PairBlock => {
  if ((a.meetings.get(b.id) ?? []).length >= 2) return { rule: 'third-meeting', rounds };
  return sassModel ? { rule: 'side-bias', rounds } : { rule: 'side-cost' };
};
