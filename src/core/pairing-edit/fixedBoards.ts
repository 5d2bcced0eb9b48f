import { assertNever } from '../model';
import type { PlayerId, ProposedPair, ProposedRound, Tournament } from '../model';

/** Why a fixed board could not be honoured as asked (closed set), with the players involved. */
export type BoardWarning =
  /** Two players fixed to one board play different opponents: the first in the system's order keeps it. */
  | { readonly kind: 'fixed-board-taken'; readonly players: readonly [PlayerId, PlayerId]; readonly board: number; readonly given: number }
  /** Both players of a pairing have a fixed board: the lower board number is used. */
  | { readonly kind: 'both-fixed'; readonly players: readonly [PlayerId, PlayerId]; readonly boards: readonly [number, number]; readonly given: number }
  /** The round has fewer boards than the player's fixed board: the last board is used. */
  | { readonly kind: 'fixed-board-beyond'; readonly players: readonly [PlayerId]; readonly board: number; readonly given: number };

export interface BoardOrder {
  /** The pairs in board order: pairs[i] plays on board i + 1. */
  readonly pairs: readonly ProposedPair[];
  readonly warnings: readonly BoardWarning[];
}

/**
 * Board numbers for a proposed round (fixed boards respected). The system gives its
 * pairs in the usual board order (highest scores first); a pair with a player who has a fixed board
 * goes to that board, and the other pairs keep their order on the boards left free. Conflicts are
 * resolved deterministically: pairs earlier in the system's order win, a pair whose two players are
 * fixed takes the lower board, a board beyond the last one becomes the last free one. The pairs
 * themselves (and colours) never change. Without fixed boards the order is the system's.
 */
export const assignBoards = (t: Pick<Tournament, 'players'>, pairs: readonly ProposedPair[]): BoardOrder => {
  const fixed = new Map<PlayerId, number>();
  for (const p of t.players) if (p.fixedBoard !== undefined && Number.isInteger(p.fixedBoard) && p.fixedBoard >= 1) fixed.set(p.id, p.fixedBoard);
  const n = pairs.length;
  const warnings: BoardWarning[] = [];
  if (fixed.size === 0) return { pairs, warnings };

  const slots: (ProposedPair | undefined)[] = new Array<ProposedPair | undefined>(n).fill(undefined);
  const holder: (PlayerId | undefined)[] = new Array<PlayerId | undefined>(n).fill(undefined);
  const placed = new Set<number>();
  /** Boards wanted, and by whom, in pass order: the wish first, then what it was changed to. */
  const wishes: { index: number; player: PlayerId; board: number }[] = [];
  const bothFixed: { index: number; players: readonly [PlayerId, PlayerId]; boards: readonly [number, number] }[] = [];
  pairs.forEach((pair, index) => {
    const w = fixed.get(pair.white);
    const b = fixed.get(pair.black);
    if (w === undefined && b === undefined) return;
    let player = w !== undefined ? pair.white : pair.black;
    let board = w ?? b!;
    if (w !== undefined && b !== undefined && w !== b) {
      board = Math.min(w, b);
      player = board === w ? pair.white : pair.black;
      bothFixed.push({ index, players: [pair.white, pair.black], boards: [w, b] });
    }
    wishes.push({ index, player, board });
  });
  const beyond: { index: number; player: PlayerId; board: number }[] = [];
  for (const wish of wishes) {
    if (wish.board > n) {
      beyond.push(wish);
      continue;
    }
    const i = wish.board - 1;
    if (slots[i] === undefined) {
      slots[i] = pairs[wish.index];
      holder[i] = wish.player;
      placed.add(wish.index);
    }
  }
  // A board beyond the round's last goes to the last board still free (C.04.2 leaves board order to the arbiter).
  for (const wish of beyond) {
    let i = n - 1;
    while (i >= 0 && slots[i] !== undefined) i--;
    if (i < 0) continue;
    slots[i] = pairs[wish.index];
    holder[i] = wish.player;
    placed.add(wish.index);
    warnings.push({ kind: 'fixed-board-beyond', players: [wish.player], board: wish.board, given: i + 1 });
  }
  // The rest, in the system's order, on the free boards from board 1 on.
  let free = 0;
  const boardOf = new Map<number, number>();
  slots.forEach((s, i) => { if (s !== undefined) boardOf.set(pairs.indexOf(s), i + 1); });
  pairs.forEach((pair, index) => {
    if (placed.has(index)) return;
    while (slots[free] !== undefined) free++;
    slots[free] = pair;
    boardOf.set(index, free + 1);
  });
  for (const f of bothFixed) warnings.push({ kind: 'both-fixed', players: f.players, boards: f.boards, given: boardOf.get(f.index)! });
  for (const wish of wishes) {
    if (placed.has(wish.index) || wish.board > n) continue;
    warnings.push({ kind: 'fixed-board-taken', players: [wish.player, holder[wish.board - 1]!], board: wish.board, given: boardOf.get(wish.index)! });
  }
  return { pairs: slots.map((s) => s!), warnings };
};

/** The proposed round with its pairs in board order and one note per board warning. */
export const withFixedBoards = (t: Pick<Tournament, 'players'>, round: ProposedRound): ProposedRound => {
  const order = assignBoards(t, round.pairs);
  if (order.pairs === round.pairs) return round;
  const names = new Map(t.players.map((p) => [p.id, `${p.name} (${p.id})`]));
  const name = (id: PlayerId): string => names.get(id) ?? String(id);
  return { ...round, pairs: order.pairs, notes: [...round.notes, ...order.warnings.map((w) => describeBoardWarning(w, name))] };
};

export const describeBoardWarning = (w: BoardWarning, name: (id: PlayerId) => string): string => {
  switch (w.kind) {
    case 'fixed-board-taken': return `Fixed board: ${name(w.players[0])} and ${name(w.players[1])} are both fixed to board ${w.board} and not paired together; ${name(w.players[1])} keeps board ${w.board}, ${name(w.players[0])} plays on board ${w.given}.`;
    case 'both-fixed': return `Fixed board: ${name(w.players[0])} (board ${w.boards[0]}) and ${name(w.players[1])} (board ${w.boards[1]}) play each other on board ${w.given}.`;
    case 'fixed-board-beyond': return `Fixed board: ${name(w.players[0])} is fixed to board ${w.board}, but the round has fewer boards; they play on board ${w.given}.`;
    default: return assertNever(w);
  }
};
