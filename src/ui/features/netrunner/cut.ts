import type { PlayerId } from '../../../core/model';
import { playerId } from '../../../core/model';
import { cutGameSides } from '../../../core/netrunner';
import type { CutSides, CutState } from '../../../core/netrunner';
import { cutProgress, isCutFormat } from '../../../core/netrunner';
import type { CutFormat } from '../../../core/netrunner';
import type { CutRecord } from '../../../db/repository';

export interface CutView {
  readonly format: CutFormat;
  readonly seeds: readonly PlayerId[];
  readonly state: CutState;
  /** Who corps in each playable or played game: recorded, assigned, or the higher seed's choice still to record. */
  readonly sides: ReadonlyMap<number, CutSides>;
  readonly winners: ReadonlyMap<number, PlayerId>;
  readonly corpOf: ReadonlyMap<number, PlayerId>;
  /** Games whose side the higher seed chose: game → the higher seed and the side they took. */
  readonly choices: ReadonlyMap<number, { readonly by: PlayerId; readonly side: 'corp' | 'runner' }>;
}

/**
 * The stored cut read through core/netrunner: the bracket state and the side of every game whose
 * players are known (core/netrunner `cutGameSides`).
 */
export const cutView = (record: CutRecord, randomSeed: number): CutView | string => {
  const format = { elimination: record.elimination, size: record.size, ...(record.thirdPlace ? { thirdPlace: true } : {}) };
  if (!isCutFormat(format)) return `a ${record.elimination}-elimination top ${record.size} is not a cut format`;
  const seeds = record.seeds.map(playerId);
  const winners = new Map<number, PlayerId>();
  const corpOf = new Map<number, PlayerId>();
  const choices = new Map<number, { by: PlayerId; side: 'corp' | 'runner' }>();
  for (const [game, g] of Object.entries(record.games)) {
    if (g.winner !== undefined) winners.set(Number(game), playerId(g.winner));
    if (g.corp !== undefined) corpOf.set(Number(game), playerId(g.corp));
    if (g.chosenBy !== undefined && g.corp !== undefined) choices.set(Number(game), { by: playerId(g.chosenBy), side: g.chosenBy === g.corp ? 'corp' : 'runner' });
  }
  const state = cutProgress(format, seeds, winners);
  const sides = state.ok ? cutGameSides(state, seeds, corpOf, randomSeed) : new Map<number, CutSides>();
  return { format, seeds, state, sides, winners, corpOf, choices };
};
