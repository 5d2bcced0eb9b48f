import { describe, expect, test } from 'vitest';
import type { PairingExplanation, Tournament } from '../../src/core/model';
import { explainPairing, phoneLinesOf } from '../../src/core/systems';
import { id, playNextRound, strongerWins, tournament } from '../engine-swiss/helpers';

const explained = (t: Tournament, q: Parameters<typeof explainPairing>[1]): PairingExplanation => {
  const out = explainPairing(t, q);
  if (!out.ok) throw new Error(out.detail);
  return out.explanation;
};

// The "Swiss Mode" README's "Pairing Algorithm" and "Bye Selection", the sentences the explanation quotes.
const main1 = 'Group players by current score (highest to lowest).';
const main4 = 'Pair top-half vs bottom-half (1st vs middle, 2nd vs middle+1, etc.).';
const main5 = 'If a group has odd count, float one player down to the next score group.';
const main6 = 'Backtrack if a pairing would cause a rematch.';
const bye2 = 'Weakest among ties: If multiple players share the lowest score, the one with the highest seed number (lowest rating) receives the bye.';

describe('engine Swiss: the step of the pairing algorithm that placed the pair', () => {
  // Eight engines, the stronger always wins: round 4 has Engine 1 (6 points) float into the 4-point group.
  let t = tournament(8, 5);
  for (let r = 0; r < 4; r++) t = playNextRound(t, strongerWins);
  const boardOf = (round: number, player: number): number => t.rounds[round - 1]!.pairings.find((p) => p.white === id(player) || p.black === id(player))!.board;

  test('round 1: Main Path step 4, the top half against the bottom half in order', () => {
    const e = explained(t, { round: 1, board: boardOf(1, 1) });
    expect(e.facts[0]).toBe(`Main Path: "${main1}" "Sort within each group by seed (strongest first)." Engine 1 (0 points, seed 1) and Engine 5 (0 points, seed 5) are paired in the 0-point group.`);
    expect(e.facts[1]).toBe(`"Split each group into top-half and bottom-half." "${main4}": Engine 1 is No. 1 of the top half and Engine 5 No. 1 of the bottom half.`);
    expect(e.colour?.text).toMatch(/Both have opened 0 matches with White, so the higher seed opens in an odd round\.$/);
  });
  test('round 4: Engine 1 floats down (step 5) and, its natural opponent met before, backtracks (step 6)', () => {
    const e = explained(t, { round: 4, player: id(1) });
    expect(e.facts).toContain(`Engine 1 floated down into it: "${main5}"`);
    expect(e.facts).toContain(`"${main4}" would have paired Engine 1 with Engine 3, but "${main6}": Engine 1 and Engine 3 have already met, so Engine 4 is the next opponent in the order.`);
    expect(e.alternatives).toEqual([{ player: 1, opponent: 3, verdict: 'forbidden', rule: 'Swiss Mode, Main Path 6', text: 'Engine 1 may not meet Engine 3: they have already met (a rematch).' }]);
  });
  test('the bye: Bye Selection quoted, the weakest seed of the lowest score', () => {
    let odd = tournament(7, 4);
    odd = playNextRound(odd, strongerWins);
    const e = explained(odd, { round: 1 });
    expect(e.players[0]!.id).toBe(7);
    expect(e.facts[0]).toContain(`"${bye2}"`);
    expect(e.facts[1]).toBe('Engine 7 (0 points, seed 7) comes first in that order.');
    expect(e.alternatives[0]!.text).toBe(`Engine 6 has the same points and a stronger seed (6): "${bye2}"`);
  });
  test("the players' phone lines: one line per engine of the round, the explanation's own short line", () => {
    const lines = phoneLinesOf(t, 4);
    const round = t.rounds[3]!;
    expect(lines.size).toBe(2 * round.pairings.length);
    expect(lines.get(id(1))).toBe(`You play ${t.players.find((p) => p.id === id(4))!.name}: the usual top-half against bottom-half pairing would have caused a rematch (Main Path, step 6).`);
    for (const b of round.pairings) {
      for (const player of [b.white, b.black]) expect(lines.get(player)).toBe(explained(t, { round: 4, board: b.board, player }).short);
    }
    let odd = tournament(7, 4);
    odd = playNextRound(odd, strongerWins);
    expect(phoneLinesOf(odd, 1).get(id(7))).toBe('You have the bye: with an odd number of engines, Bye Selection gives it to the lowest score, then the weakest seed, without repeat byes when possible.');
    expect(phoneLinesOf(odd, 1).get(id(1))).toBe('You play Engine 4: in your score group the top half meets the bottom half in order (Main Path, step 4).');
  });
});
