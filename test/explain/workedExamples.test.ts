import { describe, expect, test } from 'vitest';
import type { ExplainQuestion, PairingExplanation, Tournament } from '../../src/core/model';
import { explainPairing, phoneLinesOf, systemFor } from '../../src/core/systems';
import { officialOf } from '../../src/core/venue';
import { id, round, tournament } from '../diagnosis/helpers';

/**
 * The C.04.3 text's own rules and examples, asked of the explanation. Quotations are from the
 * FIDE Handbook, C.04.3 FIDE (Dutch) System (the 2017 text, handbook.fide.com/chapter/C0403Till2026,
 * whose articles the 2026 text keeps under new numbers where named).
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

describe.each(['2026', '2017'] as const)('Dutch %s rules', (rules) => {
  const settings = { system: 'dutch' as const, rules };
  test('B.3 "S1 players are tentatively paired with S2 players, the first one from S1 with the first one from S2": round 1, equal pairings, the pairing numbers decide', () => {
    const t = withNext(tournament(settings, 8, []));
    expect(t.rounds[0]!.pairings.map((p) => [p.white, p.black])).toEqual([[1, 5], [6, 2], [3, 7], [8, 4]]);
    const e = explain(t, { round: 1, board: 1, maxAlternatives: 9 });
    // Ann (1) is asked about; every other opponent gives an equally good round.
    expect(e.alternatives.map((a) => a.opponent)).toEqual([id(6), id(4), id(7), id(3), id(8), id(2)].sort((a, b) => Math.abs(a - 5) - Math.abs(b - 5) || a - b));
    for (const a of e.alternatives) {
      expect(a.verdict).toBe('equal');
      expect(a.text).toContain('the pairing numbers decide');
    }
    expect(e.facts[0]).toBe('Ann and Eve both have 0 points: they are paired inside the 0-point group, and neither floated.');
  });

  test('E.5 "If the higher ranked player has an odd pairing number, give him the initial-colour; otherwise give him the opposite colour"', () => {
    const t = withNext(tournament(settings, 8, []));
    const b1 = explain(t, { round: 1, board: 1 });
    expect(b1.colour?.rule).toBe('C.04.3 E.5');
    expect(b1.colour?.text).toBe('Colours: no colour preference decides; the higher-ranked, Ann, has an odd pairing number (1), so gets White, the initial colour (C.04.3 E.5).');
    const b2 = explain(t, { round: 1, board: 2 });
    expect(b2.colour?.text).toBe('Colours: no colour preference decides; the higher-ranked, Bob, has an even pairing number (2), so gets Black (C.04.3 E.5).');
  });

  test("the players' phones: one short line each, published with the board in the official view", () => {
    const t = withNext(tournament(settings, 8, []));
    const lines = phoneLinesOf(t, 1);
    expect(lines.get(id(1))).toBe('You play Eve with White because you are both on 0 points (colours: by pairing number, C.04.3 E.5).');
    expect(lines.get(id(5))).toBe('You play Ann with Black because you are both on 0 points (colours: by pairing number, C.04.3 E.5).');
    const board = officialOf('e1', 'Open', t).rounds[0]!.boards[0]!;
    expect(board.why).toEqual([lines.get(id(1)), lines.get(id(5))]);
  });

  test('E.1 "Grant both colour preferences" and A.4.b "the higher ranked player receives a downfloat, the lower one an upfloat"', () => {
    // Round 1 with 1-5, 6-2, 3-7, 8-4: White wins on the first two boards, Black on the others.
    const r1 = { ...round(1, [[1, 5], [6, 2], [3, 7], [8, 4]], [], 1, 'white-wins') };
    const played = { ...r1, pairings: r1.pairings.map((p, i) => ({ ...p, games: [i < 2 ? 'white-wins' as const : 'black-wins' as const] })) };
    const t = withNext(tournament(settings, 8, [played]));
    const all = t.rounds[1]!.pairings.map((p) => explain(t, { round: 2, board: p.board }));
    const e1 = all.find((e) => e.colour?.rule === 'C.04.3 E.1');
    expect(e1).toBeDefined();
    expect(e1!.colour!.text).toMatch(/^Colours: .+ is due (White|Black) and .+ (White|Black), so both get the colour they are due \(C\.04\.3 E\.1\)\.$/);
    const floated = all.find((e) => e.players.some((p) => p.float === 'down'));
    if (floated !== undefined) {
      expect(floated.players.map((p) => p.float).sort()).toEqual(['down', 'up']);
    }
  });

  test('C.5 (2026: C6) "maximize the number of pairs (equivalent to: minimize the number of downfloaters)": another opponent would leave two players to float down', () => {
    // Winners of round 1 on a point: Ann (1), Fay (6), Cem (3), Hal (8); Hal may not meet Cem or Fay (record 260).
    const r1 = round(1, [[1, 5], [6, 2], [3, 7], [8, 4]], [], 1, 'white-wins');
    const t = withNext(tournament(settings, 8, [r1], { forbiddenPairs: [[id(8), id(3)], [id(8), id(6)]] }));
    const board = t.rounds[1]!.pairings.find((p) => p.white === id(1) || p.black === id(1))!;
    expect([board.white, board.black].sort()).toEqual([id(1), id(8)]);
    const e = explain(t, { round: 2, player: id(1), other: id(6) });
    const fay = e.alternatives.find((a) => a.opponent === id(6))!;
    expect(fay.verdict).toBe('worse');
    expect(fay.text).toBe(`Pairing Ann with Fay instead would leave 2 more players to float down from the 1-point group (${rules === '2017' ? 'C.04.3 (2017) C5' : 'C.04.3 C6'}).`);
    expect(e.short).toBe(`You play Hal because pairing you with Fay instead would leave 2 more players to float down from the 1-point group (${rules === '2017' ? 'C.04.3 (2017) C5' : 'C.04.3 C6'}).`);
    // C.1 "Two players shall not play against each other more than once".
    const eve = explain(t, { round: 2, player: id(1), other: id(5) }).alternatives.find((a) => a.opponent === id(5))!;
    expect(eve.verdict).toBe('forbidden');
    expect(eve.text).toBe(`Ann may not meet Eve: they already played each other in round 1 (${rules === '2017' ? 'C.04.3 (2017) C1' : 'C.04.3 C1'}).`);
  });

  test('the bye: C.2 "A player who has already received a pairing-allocated bye … shall not receive the pairing-allocated bye"', () => {
    // Five players; Eve (5) had the bye in round 1.
    const t1 = withNext(tournament(settings, 5, []));
    expect(t1.rounds[0]!.byes.map((b) => b.player)).toEqual([id(5)]);
    const played = { ...t1.rounds[0]!, pairings: t1.rounds[0]!.pairings.map((p) => ({ ...p, games: ['white-wins' as const] })) };
    const t = withNext({ ...t1, rounds: [played] });
    const e = explain(t, { round: 2, maxAlternatives: 9 });
    expect(e.board).toBeNull();
    expect(e.facts[0]).toContain('gets the pairing-allocated bye');
    const eve = e.alternatives.find((a) => a.player === id(5));
    if (eve !== undefined) expect(eve.text).toBe(`Eve may not have the bye: had the bye in round 1 (${rules === '2017' ? 'C.04.3 (2017) C2' : 'C.04.3 C2'}).`);
  });
});

test('a round robin: the Berger table\'s row and column (C.05 Annex 1), no alternative to weigh', () => {
  const t = withNext(tournament({ system: 'round-robin', double: false, exchangeLastRounds: false }, 6, []));
  const b1 = t.rounds[0]!.pairings[0]!;
  const e = explain(t, { round: 1, board: 1 });
  expect(e.facts[0]).toBe(`${['Ann', 'Bob', 'Cem', 'Dan', 'Eve', 'Fay'][b1.white - 1]} (No. ${b1.white}) and ${['Ann', 'Bob', 'Cem', 'Dan', 'Eve', 'Fay'][b1.black - 1]} (No. ${b1.black}) meet because the Berger table for 6 players (C.05 Annex 1), round 1, pairs them on its board 1: in a round robin every pairing comes from the table, the start ranks being the pairing numbers.`);
  expect(e.colour?.text).toBe(`Colours: the table gives No. ${b1.white} White.`);
  expect(e.alternatives).toEqual([]);
});
