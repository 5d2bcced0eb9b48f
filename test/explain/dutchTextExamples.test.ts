import { describe, expect, test } from 'vitest';
import type { ExplainQuestion, PairingExplanation, Round, Tournament } from '../../src/core/model';
import { explainPairing, systemFor } from '../../src/core/systems';
import { id, round, tournament } from '../diagnosis/helpers';

/**
 * The C.04.3 FIDE (Dutch) System text's own examples, built as positions and asked of the
 * explanation. Quotations are from the 2017 text (FIDE Handbook, handbook.fide.com/chapter/
 * C0403Till2026, articles A.3, A.4, B.1-B.3, D.1, D.2, E); the 2026 text keeps these rules under new
 * numbers (its criteria C5-C21). The text's only numerical examples are in D.1 and D.2 (the order
 * of transpositions and exchanges) and in the notes to B.1; A.4 (floats) and E (colours) give
 * rules without numbers, so for them the test builds the nearest position the rule describes.
 */

const withNext = (t: Tournament): Tournament => {
  const out = systemFor(t.settings).pairNextRound(t);
  if (!out.ok) throw new Error(out.detail);
  const r = { number: t.rounds.length + 1, pairings: out.round.pairs.map((p, i) => ({ board: i + 1, white: p.white, black: p.black, games: [null] })), byes: out.round.byes };
  return { ...t, rounds: [...t.rounds, r] };
};

const explain = (t: Tournament, q: ExplainQuestion): PairingExplanation => {
  const e = explainPairing(t, q);
  if (!e.ok) throw new Error(e.detail);
  return e.explanation;
};

describe.each(['2026', '2017'] as const)('Dutch %s rules: the text\'s examples', (rules) => {
  const settings = { system: 'dutch' as const, rules };
  const tie = rules === '2017' ? 'C.04.3 (2017) B.2-B.6' : 'C.04.3 B.1-B.3';

  test('D.1 "in a 11-player homogeneous bracket, it is 6-7-8-9-10, 6-7-8-9-11, ..." and B.3 "the pairs formed as explained above and all the players who remain unpaired (bound to be downfloaters) constitute a candidate"', () => {
    // Round 1 of eleven players: one homogeneous bracket; S1 = 1-5, S2 = 6-11; the first transposition 6-7-8-9-10 leaves 11 unpaired (the bye).
    const t = withNext(tournament(settings, 11, []));
    const pairs = t.rounds[0]!.pairings.map((p) => [p.white, p.black].sort((a, b) => a - b));
    expect(pairs).toEqual([[1, 6], [2, 7], [3, 8], [4, 9], [5, 10]]);
    expect(t.rounds[0]!.byes).toEqual([{ player: id(11), kind: 'U' }]);
    const e = explain(t, { round: 1, board: 1, other: id(7) });
    expect(e.facts[0]).toBe('Ann and Fay both have 0 points: they are paired inside the 0-point group, and neither floated.');
    // The next transposition (6-7-8-9-11, or Ann with Gus) is just as good under every criterion: the order of generation decides.
    expect(e.alternatives[0]).toMatchObject({ opponent: id(7), verdict: 'equal', rule: tie });
    // The player left unpaired by the candidate is the bye: "bound to be downfloaters".
    const bye = explain(t, { round: 1 });
    expect(bye.players[0]).toMatchObject({ id: id(11), float: 'down' });
    expect(bye.facts[0]).toMatch(/gets the pairing-allocated bye/);
  });

  test('D.2 "exchanging 6 with 4 is better than exchanging 8 with 5": in an eleven-player homogeneous bracket the first exchange of the D.2 order that gives a perfect candidate', () => {
    // Round 1 of eleven players: one homogeneous bracket, original S1 = BSN 1-5, S2 = 6-11. The
    // organiser lets Ann (1) meet nobody but Dan (4), both in S1: no transposition (D.1) helps, so
    // an exchange between S1 and S2 is made (B.6). D.2 "a. the smallest number of exchanged BSN(s)":
    // one each way; "b. the smallest difference between the sum of the BSN(s) moved from the
    // original S2 to S1 and the sum of the BSN(s) moved from the original S1 to S2 (e.g. in a bracket
    // containing eleven players, exchanging 6 with 4 is better than exchanging 8 with 5 …)": 6 with 5
    // (difference 1) leaves Ann and Dan in S1, 7 with 5 (difference 2, first by "c. the highest
    // different BSN among those moved from the original S1 to S2") too; 6 with 4 is the first that
    // works. S1 = 1, 2, 3, 5, 6 and S2 = 4, 7, 8, 9, 10, 11: Ann-Dan, Bob-Gus, Cem-Hal, Eve-Ivy,
    // Fay-Jon, and BSN 11 has the bye.
    const forbiddenPairs = [2, 3, 5, 6, 7, 8, 9, 10, 11].map((o) => [id(1), id(o)] as const);
    const t = withNext(tournament(settings, 11, [], { forbiddenPairs }));
    const pairs = t.rounds[0]!.pairings.map((p) => [p.white, p.black].sort((a, b) => a - b));
    expect(pairs).toEqual([[1, 4], [2, 7], [3, 8], [5, 9], [6, 10]]);
    expect(t.rounds[0]!.byes).toEqual([{ player: id(11), kind: 'U' }]);
    // Exchanging 8 with 5 instead (S1 = 1, 2, 3, 4, 8: Ann and Dan both in S1 again) cannot hold Ann's pair.
    const ann = explain(t, { round: 1, player: id(1), other: id(8) });
    expect(ann.alternatives[0]).toMatchObject({ opponent: id(8), verdict: 'forbidden' });
    // Fay (BSN 6, moved to S1 by the exchange, the fifth of the new S1) meets Jon, the fifth of the
    // new S2. Fay against Hal instead is another candidate of the same quality: every criterion
    // ties, and the order of generation (D.1, D.2) decides.
    const fay = explain(t, { round: 1, player: id(6), other: id(8) });
    expect(fay.players.map((p) => p.id)).toEqual([id(6), id(10)]);
    expect(fay.alternatives[0]).toMatchObject({ opponent: id(8), verdict: 'equal', rule: tie });
  });

  test('A.3 "A (pairing) bracket is composed of players coming from one same scoregroup … and of players who remained unpaired after the pairing of the previous bracket" and A.4.b "the higher ranked player receives a downfloat, the lower one an upfloat"', () => {
    // Round 1: 1-5, 6-2, 3-7 won by White, 8-4 drawn: Ann, Fay, Cem on 1 point (an odd scoregroup), Hal and Dan on ½.
    const r1: Round = { ...round(1, [[1, 5], [6, 2], [3, 7], [8, 4]]), pairings: round(1, [[1, 5], [6, 2], [3, 7], [8, 4]]).pairings.map((p, i) => ({ ...p, games: [i < 3 ? 'white-wins' as const : 'draw' as const] })) };
    const t = withNext(tournament(settings, 8, [r1]));
    const explained = t.rounds[1]!.pairings.map((p) => explain(t, { round: 2, board: p.board }));
    // The 1-point group has three players: one of them remains unpaired and moves down to the ½-point bracket.
    const floated = explained.filter((e) => e.players.some((p) => p.float !== 'none'));
    expect(floated.length).toBeGreaterThan(0);
    const down = floated.find((e) => e.players.some((p) => p.score === 10))!;
    const high = down.players.find((p) => p.score === 10)!;
    const low = down.players.find((p) => p.score === 5)!;
    expect(high.float).toBe('down');
    expect(low.float).toBe('up');
    expect(down.facts[0]).toMatch(/^\w+ \(1 point\) floated down from the 1-point group to meet \w+ \(½ point\), who floated up\.$/);
  });

  test('E.4 "Grant the colour preference of the higher ranked player": nearest position (the text has no numerical colour example)', () => {
    // Round 1 all won by White: in round 2 the winners meet, each with colour difference +1, a strong preference for Black (A.6.b).
    const r1 = round(1, [[1, 5], [6, 2], [3, 7], [8, 4]], [], 1, 'white-wins');
    const t = withNext(tournament(settings, 8, [r1]));
    const e = explain(t, { round: 2, player: id(1) });
    // Ann (1) and her opponent both played White: E.1 cannot grant both; E.2 both strong; E.3 no round with different colours; E.4 the higher-ranked gets his preference.
    expect(e.colour?.rule).toBe('C.04.3 E.4');
    expect(e.colour?.text).toBe('Colours: both are due Black just as strongly, with the same colour history; the higher-ranked, Ann, gets it (C.04.3 E.4).');
  });
});
