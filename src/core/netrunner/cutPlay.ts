import type { PlayerId } from '../model';
import { createRng } from '../random';
import { cutSides } from './cutBracket';
import type { CutSides, CutState } from './cutBracket';

/** The coin flip of cut game `game` comes from the tournament seed and the game number, so it replays. */
export const cutGameRng = (randomSeed: number, game: number) => createRng((randomSeed ^ Math.imul(game + 1000, 0x9e3779b1)) | 0);

/**
 * Who corps in every cut game whose players are known, in playing order: the side recorded (the
 * higher seed's choice, or a side already played), else `cutSides` over the cut games played
 * before it — the player with fewer corp games in the cut corps; before either has played a cut
 * game the higher seed chooses; on equal balance a seeded coin flip.
 */
export const cutGameSides = (
  state: Extract<CutState, { ok: true }>,
  seeds: readonly PlayerId[],
  corpOf: ReadonlyMap<number, PlayerId>,
  randomSeed: number,
): ReadonlyMap<number, CutSides> => {
  const seedOf = (p: PlayerId) => seeds.indexOf(p) + 1;
  const ordered = [...state.games].sort((x, y) => x.game.round - y.game.round || x.game.game - y.game.game);
  const played: { corp: PlayerId; runner: PlayerId }[] = [];
  const sides = new Map<number, CutSides>();
  for (const g of ordered) {
    if (g.a === null || g.b === null || g.notNeeded) continue;
    const recorded = corpOf.get(g.game.game);
    const bias = (p: PlayerId) => played.reduce((n, x) => n + (x.corp === p ? 1 : x.runner === p ? -1 : 0), 0);
    const count = (p: PlayerId) => played.filter((x) => x.corp === p || x.runner === p).length;
    const side: CutSides = recorded !== undefined && (recorded === g.a || recorded === g.b)
      ? { kind: 'corp', corp: recorded }
      : cutSides(g.a, g.b, seedOf, count, bias, cutGameRng(randomSeed, g.game.game));
    sides.set(g.game.game, side);
    if (g.winner !== null && side.kind === 'corp') played.push({ corp: side.corp, runner: side.corp === g.a ? g.b : g.a });
  }
  return sides;
};
