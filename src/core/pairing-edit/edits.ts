import { assertNever } from '../model';
import type { Bye, Colour, Pairing, PlayerId, Round, Tournament } from '../model';

/**
 * Where a player sits in a round being edited: one side of a board, a bye (any kind), or nowhere
 * (a registered player the round leaves out).
 */
export type Seat =
  | { readonly kind: 'board'; readonly board: number; readonly side: Colour }
  | { readonly kind: 'bye'; readonly player: PlayerId }
  | { readonly kind: 'unpaired'; readonly player: PlayerId };

export type EditResult = { readonly ok: true; readonly round: Round } | { readonly ok: false; readonly detail: string };

const renumber = (pairings: readonly Pairing[]): Pairing[] => pairings.map((p, i) => (p.board === i + 1 ? p : { ...p, board: i + 1 }));

/** The player on a seat, or undefined when the seat does not exist in the round. */
export const playerOn = (round: Round, seat: Seat): PlayerId | undefined => {
  switch (seat.kind) {
    case 'board': {
      const p = round.pairings.find((x) => x.board === seat.board);
      return p === undefined ? undefined : p[seat.side];
    }
    case 'bye': return round.byes.some((b) => b.player === seat.player) ? seat.player : undefined;
    case 'unpaired': return seat.player;
    default: return assertNever(seat);
  }
};

/** Every player on a board or a bye in the round. */
export const playersIn = (round: Round): Set<PlayerId> =>
  new Set([...round.pairings.flatMap((p) => [p.white, p.black]), ...round.byes.map((b) => b.player)]);

/** The registered players the round leaves out (neither on a board nor on a bye). */
export const unpairedPlayers = (t: Tournament, round: Round): PlayerId[] => {
  const seated = playersIn(round);
  return t.players.map((p) => p.id).filter((id) => !seated.has(id));
};

/**
 * Swaps the players on two seats. Two board seats exchange their players (one board's two sides
 * swap its colours). A player from a bye or from outside the round takes the board seat, and the
 * player who sat there takes their place (the bye, keeping its kind, or outside the round).
 */
export const swapSeats = (round: Round, a: Seat, b: Seat): EditResult => {
  const pa = playerOn(round, a);
  const pb = playerOn(round, b);
  if (pa === undefined) return { ok: false, detail: `There is no ${describeSeat(a)} in round ${round.number}.` };
  if (pb === undefined) return { ok: false, detail: `There is no ${describeSeat(b)} in round ${round.number}.` };
  if (pa === pb) return { ok: false, detail: 'Choose two different players.' };
  if (a.kind !== 'board' && b.kind !== 'board') return { ok: false, detail: 'Choose at least one player on a board.' };
  const swapped = (id: PlayerId): PlayerId => (id === pa ? pb : id === pb ? pa : id);
  const pairings = round.pairings.map((p) => ({ ...p, white: swapped(p.white), black: swapped(p.black) }));
  // The bye (if one of the seats is a bye) passes to the other player; leaving the round drops it.
  const byes: Bye[] = round.byes.map((y) => (y.player === pa || y.player === pb ? { ...y, player: swapped(y.player) } : y));
  return { ok: true, round: { ...round, pairings, byes } };
};

/**
 * Gives `player` the pairing-allocated bye (U). A player taken off a board leaves the opponent
 * unpaired (the board goes, later boards move up); a player on another bye has it replaced.
 */
export const giveBye = (round: Round, player: PlayerId): EditResult => {
  if (round.byes.some((b) => b.player === player && b.kind === 'U')) return { ok: false, detail: 'The player already has the pairing-allocated bye.' };
  const pairings = renumber(round.pairings.filter((p) => p.white !== player && p.black !== player));
  const byes: Bye[] = [...round.byes.filter((b) => b.player !== player), { player, kind: 'U' }];
  return { ok: true, round: { ...round, pairings, byes } };
};

/**
 * Pairs two players who are not on a board (unpaired, or on a bye, which they lose) on a new last
 * board, `white` with White.
 */
export const pairByHand = (round: Round, white: PlayerId, black: PlayerId): EditResult => {
  if (white === black) return { ok: false, detail: 'Choose two different players.' };
  for (const id of [white, black]) {
    const p = round.pairings.find((x) => x.white === id || x.black === id);
    if (p) return { ok: false, detail: `Player ${id} already plays on board ${p.board}; swap players instead.` };
  }
  const games = round.pairings[0]?.games.length ?? 1;
  const pairings = [...round.pairings, { board: round.pairings.length + 1, white, black, games: Array.from({ length: games }, () => null) }];
  const byes = round.byes.filter((b) => b.player !== white && b.player !== black);
  return { ok: true, round: { ...round, pairings, byes } };
};

export const describeSeat = (s: Seat): string => {
  switch (s.kind) {
    case 'board': return `board ${s.board} ${s.side === 'white' ? 'White' : 'Black'}`;
    case 'bye': return `bye of player ${s.player}`;
    case 'unpaired': return `player ${s.player}`;
    default: return assertNever(s);
  }
};

/**
 * The round is well formed: boards numbered 1..n in order, every player registered and in the
 * round at most once, nothing played yet. Expected failures are values.
 */
export const checkEditedRound = (t: { readonly players: readonly { readonly id: PlayerId }[] }, round: Round): { readonly ok: true } | { readonly ok: false; readonly detail: string } => {
  const known = new Set(t.players.map((p) => p.id));
  const seen = new Set<PlayerId>();
  for (const [i, p] of round.pairings.entries()) {
    if (p.board !== i + 1) return { ok: false, detail: `Boards must be numbered 1 to ${round.pairings.length} in order; found board ${p.board} in place ${i + 1}.` };
    if (p.games.some((g) => g !== null)) return { ok: false, detail: `Board ${p.board} has a result; a round with results cannot be edited.` };
  }
  for (const id of [...round.pairings.flatMap((p) => [p.white, p.black]), ...round.byes.map((b) => b.player)]) {
    if (!known.has(id)) return { ok: false, detail: `Player ${id} is not registered in this tournament.` };
    if (seen.has(id)) return { ok: false, detail: `Player ${id} is in round ${round.number} twice.` };
    seen.add(id);
  }
  return { ok: true };
};
