import { describe, expect, it } from 'vitest';
import { checkEditedRound, describeWarning, giveBye, pairByHand, swapSeats, unpairedPlayers, warningsFor } from '../../src/core/pairing-edit';
import { id, name, round, tournament } from './helpers';

const r = round(2, [[1, 2, null], [3, 4, null], [5, 6, null]], [{ player: id(7), kind: 'U' }]);

describe('editing a round by hand', () => {
  it('swaps one board’s colours, and a bye with a board seat (the bye changes hands)', () => {
    const colours = swapSeats(r, { kind: 'board', board: 2, side: 'white' }, { kind: 'board', board: 2, side: 'black' });
    expect(colours.ok && colours.round.pairings[1]).toMatchObject({ board: 2, white: 4, black: 3 });
    const bye = swapSeats(r, { kind: 'bye', player: id(7) }, { kind: 'board', board: 3, side: 'black' });
    expect(bye.ok && bye.round.pairings[2]).toMatchObject({ white: 5, black: 7 });
    expect(bye.ok && bye.round.byes).toEqual([{ player: 6, kind: 'U' }]);
  });

  it('refuses a seat that is not there, the same player twice, and two seats off the boards', () => {
    expect(swapSeats(r, { kind: 'board', board: 9, side: 'white' }, { kind: 'board', board: 1, side: 'white' })).toEqual({ ok: false, detail: 'There is no board 9 White in round 2.' });
    expect(swapSeats(r, { kind: 'board', board: 1, side: 'white' }, { kind: 'unpaired', player: id(1) })).toEqual({ ok: false, detail: 'Choose two different players.' });
    expect(swapSeats(r, { kind: 'bye', player: id(7) }, { kind: 'unpaired', player: id(8) })).toEqual({ ok: false, detail: 'Choose at least one player on a board.' });
    expect(pairByHand(r, id(1), id(7))).toEqual({ ok: false, detail: 'Player 1 already plays on board 1; swap players instead.' });
  });

  it('giving the bye takes the board away (later boards move up); pairing by hand adds a last board', () => {
    const t = tournament(8, [round(1, [[1, 3, 'draw'], [2, 4, 'draw'], [5, 7, 'draw'], [6, 8, 'draw']]), r]);
    expect(unpairedPlayers(t, r)).toEqual([8]);
    const b = giveBye(r, id(3));
    if (!b.ok) throw new Error(b.detail);
    expect(b.round.pairings.map((p) => `${p.board}:${p.white}-${p.black}`)).toEqual(['1:1-2', '2:5-6']);
    expect(b.round.byes).toEqual([{ player: 7, kind: 'U' }, { player: 3, kind: 'U' }]);
    expect(checkEditedRound(t, b.round)).toEqual({ ok: true });
    const p = pairByHand(b.round, id(4), id(7));
    if (!p.ok) throw new Error(p.detail);
    expect(p.round.pairings.map((x) => `${x.board}:${x.white}-${x.black}`)).toEqual(['1:1-2', '2:5-6', '3:4-7']);
    expect(p.round.byes).toEqual([{ player: 3, kind: 'U' }]);
    expect(warningsFor(t, p.round).map((w) => describeWarning(w, name))).toEqual(['P8 is left unpaired.']);
  });

  it('the shape check refuses a player twice, an unknown player, boards out of order, and a result', () => {
    const t = tournament(8);
    expect(checkEditedRound(t, { ...r, byes: [{ player: id(1), kind: 'U' }] })).toEqual({ ok: false, detail: 'Player 1 is in round 2 twice.' });
    expect(checkEditedRound(t, { ...r, byes: [{ player: id(9), kind: 'U' }] })).toEqual({ ok: false, detail: 'Player 9 is not registered in this tournament.' });
    expect(checkEditedRound(t, { ...r, pairings: r.pairings.slice(1) })).toMatchObject({ ok: false });
    expect(checkEditedRound(t, { ...r, pairings: r.pairings.map((p, i) => (i === 0 ? { ...p, games: ['draw'] } : p)) })).toEqual({ ok: false, detail: 'Board 1 has a result; a round with results cannot be edited.' });
  });
});
