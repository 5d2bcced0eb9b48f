import type { PlayerId } from '../../../core/model';
import { playerId } from '../../../core/model';
import { createRng } from '../../../core/random/rng';
import { cutSides } from '../../../core/netrunner/cutBracket';
import type { CutSides, CutState } from '../../../core/netrunner/cutBracket';
import { cutProgress, isCutFormat } from '../../../core/netrunner/singleElimination';
import type { CutFormat } from '../../../core/netrunner/singleElimination';
import type { CutRecord } from '../../../db/repository';

export interface CutView {
  readonly format: CutFormat;
  readonly seeds: readonly PlayerId[];
  readonly state: CutState;
  /** Who corps in each playable or played game: recorded, assigned, or the higher seed's choice still to record. */
  readonly sides: ReadonlyMap<number, CutSides>;
  readonly winners: ReadonlyMap<number, PlayerId>;
  readonly corpOf: ReadonlyMap<number, PlayerId>;
}

/**
 * The stored cut read through core/netrunner: the bracket state and the side of every game whose
 * players are known. Sides follow the core (`cutSides`): fewer corp games in the cut corps, the
 * higher seed chooses before either has played a cut game, and a seeded coin flip (tournament
 * seed, game number) on equal balance.
 */
export const cutView = (record: CutRecord, randomSeed: number): CutView | string => {
  const format = { elimination: record.elimination, size: record.size };
  if (!isCutFormat(format)) return `a ${record.elimination}-elimination top ${record.size} is not a cut format`;
  const seeds = record.seeds.map(playerId);
  const winners = new Map<number, PlayerId>();
  const corpOf = new Map<number, PlayerId>();
  for (const [game, g] of Object.entries(record.games)) {
    if (g.winner !== undefined) winners.set(Number(game), playerId(g.winner));
    if (g.corp !== undefined) corpOf.set(Number(game), playerId(g.corp));
  }
  const state = cutProgress(format, seeds, winners);
  const sides = new Map<number, CutSides>();
  if (state.ok) {
    const seedOf = (p: PlayerId) => seeds.indexOf(p) + 1;
    // side history in the cut: only games played before this one (lower game numbers of earlier rounds)
    const ordered = [...state.games].sort((x, y) => x.game.round - y.game.round || x.game.game - y.game.game);
    const played: { corp: PlayerId; runner: PlayerId }[] = [];
    for (const g of ordered) {
      if (g.a === null || g.b === null || g.notNeeded) continue;
      const recorded = corpOf.get(g.game.game);
      const bias = (p: PlayerId) => played.reduce((n, x) => n + (x.corp === p ? 1 : x.runner === p ? -1 : 0), 0);
      const count = (p: PlayerId) => played.filter((x) => x.corp === p || x.runner === p).length;
      const side: CutSides = recorded !== undefined
        ? { kind: 'corp', corp: recorded }
        : cutSides(g.a, g.b, seedOf, count, bias, createRng((randomSeed ^ Math.imul(g.game.game + 1000, 0x9e3779b1)) | 0));
      sides.set(g.game.game, side);
      if (g.winner !== null && side.kind === 'corp') played.push({ corp: side.corp, runner: side.corp === g.a ? g.b : g.a });
    }
  }
  return { format, seeds, state, sides, winners, corpOf };
};
