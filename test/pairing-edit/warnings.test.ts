import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { describeWarning, giveBye, newWarnings, pairByHand, swapSeats, warningsFor } from '../../src/core/pairing-edit';
import type { Round, Tournament } from '../../src/core/model';
import { dutchSystem } from '../../src/core/systems/dutch';
import { bursteinSystem } from '../../src/core/systems/burstein';
import { id, name, round, tournament } from './helpers';

const edited = (r: { ok: true; round: Round } | { ok: false; detail: string }): Round => {
  if (!r.ok) throw new Error(r.detail);
  return r.round;
};
const words = (t: Tournament, r: Round): string[] => newWarnings(t, r).map((w) => describeWarning(w, name));

// Round 1: 1-5, 6-2, 3-7, 8-4 (all White wins); round 2 paired by hand below.
const r1 = round(1, [[1, 5, 'white-wins'], [6, 2, 'white-wins'], [3, 7, 'white-wins'], [8, 4, 'white-wins']]);
const r2 = round(2, [[6, 1, 'draw'], [2, 3, 'draw'], [5, 8, 'draw'], [4, 7, 'draw']]);
const r3 = round(3, [[1, 2, null], [3, 6, null], [7, 5, null], [8, 4, null]]);

describe('warnings for a hand-edited round (C.04.1 basic rules)', () => {
  it('names the rematch and the round the two players met in', () => {
    const t = tournament(8, [r1, r2, r3]);
    // Swap 2 (board 1 Black) with 5 (board 3 Black): 1 meets 5 again (round 1), 7 meets 2.
    const e = edited(swapSeats(r3, { kind: 'board', board: 1, side: 'black' }, { kind: 'board', board: 3, side: 'black' }));
    expect(e.pairings.map((p) => `${p.white}-${p.black}`)).toEqual(['1-5', '3-6', '7-2', '8-4']);
    expect(words(t, e)).toContain('Rematch: P1 and P5 already met in round 1.');
  });

  it('flags a third White in a row and a colour difference beyond 2 (Dutch absolute colour rules)', () => {
    // Player 1 had White, White: a third White breaks C.04.1 g; its colour difference would be +3 (C.04.1 f).
    // Player 4 (Black, White) may take Black.
    const a = round(1, [[1, 2, 'draw'], [3, 4, 'draw']]);
    const b = round(2, [[1, 3, 'draw'], [4, 2, 'draw']]);
    const c = round(3, [[4, 1, null], [2, 3, null]]);
    const t = tournament(4, [a, b, c], { totalRounds: 5 });
    expect(warningsFor(t, c)).toEqual([]);
    const swapped = edited(swapSeats(c, { kind: 'board', board: 1, side: 'white' }, { kind: 'board', board: 1, side: 'black' }));
    expect(words(t, swapped)).toEqual([
      'Colour rule broken: P1 would get White for the third time in a row.',
      'Colour rule broken: P1 would have 3 more Whites than Blacks (at most 2 allowed).',
    ]);
  });

  it('exempts topscorers from the colour rules in the last round (C.04.3 A.7) and ignores colours outside the FIDE systems', () => {
    const a = round(1, [[1, 2, 'white-wins'], [3, 4, 'draw']]);
    const b = round(2, [[1, 3, 'white-wins'], [4, 2, 'draw']]);
    const c = round(3, [[1, 4, null], [2, 3, null]]);
    // Player 1 (2/2, White twice) gets a third White: allowed in the last round only.
    expect(warningsFor(tournament(4, [a, b, c], { totalRounds: 3 }), c)).toEqual([]);
    expect(warningsFor(tournament(4, [a, b, c], { totalRounds: 4 }), c).map((w) => `${w.kind} ${w.players.join()}`)).toEqual(['colour-three-in-a-row 1', 'colour-difference 1']);
    expect(warningsFor(tournament(4, [a, b, c], { totalRounds: 4, settings: { system: 'tcec', double: false } }), c)).toEqual([]);
  });

  it('moving a player to the bye leaves the opponent unpaired and flags a second bye or a bye after a forfeit win (C.04.1 d)', () => {
    const a = round(1, [[1, 2, 'draw'], [3, 4, 'draw']], [{ player: id(5), kind: 'U' }]);
    const b = round(2, [[5, 1, 'white-wins-forfeit'], [2, 3, 'draw']], [{ player: id(4), kind: 'U' }]);
    const c = round(3, [[1, 4, null], [3, 5, null]], [{ player: id(2), kind: 'U' }]);
    const t = tournament(5, [a, b, c]);
    const e = edited(giveBye(c, id(5)));
    expect(e.pairings).toEqual([{ board: 1, white: 1, black: 4, games: [null] }]);
    expect(words(t, e)).toEqual([
      'Second bye: P5 already had the pairing-allocated bye in round 1 and a win by forfeit in round 2.',
      'P2 and P5 all get the pairing-allocated bye; at most one player may.',
      'P3 is left unpaired.',
    ]);
    // Pairing the two left over by hand clears those warnings but P2 and P3 met in round 2.
    const f = edited(pairByHand(edited(giveBye(c, id(5))), id(3), id(2)));
    expect(words(t, f)).toEqual(['Rematch: P3 and P2 already met in round 2.', 'Second bye: P5 already had the pairing-allocated bye in round 1 and a win by forfeit in round 2.']);
  });

  it('flags a withdrawn player or one with a requested bye who is paired, and a forbidden pair', () => {
    const a = round(1, [[1, 2, 'draw'], [3, 4, 'draw']]);
    const c = round(2, [[1, 3, null]], [{ player: id(4), kind: 'H' }]);
    const base = tournament(5, [a, c], { plannedByes: [{ player: id(4), round: 2, kind: 'H' }], forbiddenPairs: [[id(2), id(4)]] });
    const t = { ...base, players: base.players.map((p) => (p.id === 5 ? { ...p, withdrawnFromRound: 2 } : p)) };
    // Player 2 is unpaired in the stored round already; the hand pairing 4 v 2 and 5 brings the rest.
    const e = edited(pairByHand(c, id(4), id(2)));
    expect(words(t, e)).toEqual(['P4 and P2 must not be paired (forbidden pair).', 'P4 asked for a half-point bye in this round but is paired.']);
    const g = edited(swapSeats(c, { kind: 'board', board: 1, side: 'black' }, { kind: 'unpaired', player: id(5) }));
    expect(words(t, g)).toEqual(['P5 withdrew from round 2 on but is paired.', 'P3 is left unpaired.']);
  });
});

/** Plays `rounds` rounds of a system with results drawn from `results`, then proposes the next. */
const play = (system: typeof dutchSystem, n: number, rounds: number, results: readonly number[]): { t: Tournament; next: Round } | null => {
  let t = tournament(n, [], { totalRounds: rounds + 3, settings: system.id === 'burstein' ? { system: 'burstein' } : { system: 'dutch', rules: '2026' } });
  let k = 0;
  const codes = ['white-wins', 'draw', 'black-wins', 'white-wins-forfeit'] as const;
  for (let r = 1; r <= rounds + 1; r++) {
    const o = system.pairNextRound(t);
    if (!o.ok) return null;
    const last = r === rounds + 1;
    const pairings = o.round.pairs.map((p, i) => ({ board: i + 1, white: p.white, black: p.black, games: [last ? null : codes[results[k++ % results.length]!]!] }));
    const next: Round = { number: r, pairings, byes: o.round.byes };
    t = { ...t, rounds: [...t.rounds, next] };
    if (last) return { t, next };
  }
  return null;
};

describe('warnings agree with the pairing systems', () => {
  it('a round as the Dutch or Burstein system pairs it breaks none of the rules (not the last round)', () => {
    fc.assert(fc.property(
      fc.constantFrom(dutchSystem, bursteinSystem), fc.integer({ min: 4, max: 11 }), fc.integer({ min: 0, max: 4 }),
      fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 60 }),
      (system, n, rounds, results) => {
        const played = play(system, n, rounds, results);
        if (played) expect(warningsFor(played.t, played.next)).toEqual([]);
      },
    ), { seed: 8, numRuns: 60 });
  });

  it('swapping two seats and swapping back gives the stored round again, with no new warnings', () => {
    fc.assert(fc.property(
      fc.integer({ min: 4, max: 11 }), fc.integer({ min: 0, max: 3 }), fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 40 }),
      fc.nat(), fc.nat(), fc.boolean(), fc.boolean(),
      (n, rounds, results, i, j, sa, sb) => {
        const played = play(dutchSystem, n, rounds, results);
        if (!played) return;
        const r = played.next;
        const boards = r.pairings.length;
        const a = { kind: 'board', board: (i % boards) + 1, side: sa ? 'white' : 'black' } as const;
        const b = { kind: 'board', board: (j % boards) + 1, side: sb ? 'white' : 'black' } as const;
        const once = swapSeats(r, a, b);
        if (!once.ok) return;
        // Every player is still in the round exactly once.
        const seated = once.round.pairings.flatMap((p) => [p.white, p.black]).concat(once.round.byes.map((y) => y.player)).sort((x, y) => x - y);
        expect(seated).toEqual(r.pairings.flatMap((p) => [p.white, p.black]).concat(r.byes.map((y) => y.player)).sort((x, y) => x - y));
        const back = swapSeats(once.round, a, b);
        expect(back.ok && back.round).toEqual(r);
        expect(newWarnings(played.t, r)).toEqual([]);
      },
    ), { seed: 9, numRuns: 40 });
  });
});
