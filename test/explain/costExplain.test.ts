import { describe, expect, test } from 'vitest';
import type { PairingExplanation, Tournament } from '../../src/core/model';
import { doubleSidedScoring, playerId } from '../../src/core/model';
import { canExplain, explainPairing, phoneLinesOf, systemFor } from '../../src/core/systems';
import { round, sassTournament } from '../sass/builder';

/** The event with its next round paired by its own system and recorded (no results yet). */
const paired = (t: Tournament): Tournament => {
  const out = systemFor(t.settings).pairNextRound(t);
  if (!out.ok) throw new Error(out.detail);
  const games = t.settings.system === 'double-sided' ? [null, null] : [null];
  return { ...t, rounds: [...t.rounds, { number: t.rounds.length + 1, pairings: out.round.pairs.map((p, i) => ({ board: i + 1, white: p.white, black: p.black, games })), byes: out.round.byes }] };
};

const explained = (t: Tournament, q: Parameters<typeof explainPairing>[1]): PairingExplanation => {
  const out = explainPairing(t, q);
  if (!out.ok) throw new Error(out.detail);
  return out.explanation;
};

// Round 1: P1 (corp) beats P2, P3 (corp) beats P4, P5 has the bye: P1, P3, P5 on 3 points; P1 and P3 have corped once.
const afterRound1 = (model: 'sass' | '2025'): Tournament => paired(sassTournament(5, [round(1, [[1, 2, 'corp'], [3, 4, 'corp']], [5])], { model }));

describe('single-sided Swiss (SASS costs): a board by its cost terms', () => {
  const t = afterRound1('sass');
  test('the system paired P3 with P5 (both on 3 points), P1 with P2, the bye to P4', () => {
    expect(t.rounds[1]!.pairings.map((p) => [p.white, p.black])).toEqual([[5, 3], [2, 1]]);
    expect(t.rounds[1]!.byes).toEqual([{ player: playerId(4), kind: 'U' }]);
    expect(canExplain(t)).toBe(true);
  });
  test('P3 against P1 (both corped in round 1) is dearer by the side-bias term, and P3 runs against P5', () => {
    const e = explained(t, { round: 2, board: 1 });
    expect(e.players.map((p) => p.id)).toEqual([3, 5]);
    expect(e.facts).toContain('P3 (3 points) and P5 (3 points) cost nothing as a pair: equal scores, no side imbalance.');
    expect(e.facts).toContain('The whole round costs 2 (2 for score gaps).');
    const p1 = e.alternatives.find((a) => a.opponent === 1)!;
    expect(p1).toMatchObject({ verdict: 'worse', cost: { chosen: '2', alternative: '10', term: 'side-bias' }, rule: 'Single Sided Swiss: How it Works, side imbalance cost' });
    expect(p1.text).toBe('Pairing P3 with P1 instead would make the round cost 10 instead of 2: 8 more, all for side imbalance.');
    // P2 costs the same: the tie goes by player number.
    expect(e.alternatives.find((a) => a.opponent === 2)).toMatchObject({ verdict: 'equal' });
    expect(e.colour?.text).toBe('P5 is the Corp and P3 the Runner: P3 has played the Corp side more often than P5, and the one who has corped more runs (Single Sided Swiss: How it Works, Side Selection). Side balance (Corp games minus Runner games): P5 0, P3 +1.');
  });
  test('the rematch P1–P2 swaps the sides of round 1', () => {
    const e = explained(t, { round: 2, player: playerId(1) });
    expect(e.colour?.text).toMatch(/^P2 is the Corp and P1 the Runner: they have met before, and a rematch swaps the sides of their last game/);
  });
  test('the bye: P4 on 0 points; giving it to P1 (3 points) costs more for the bye term and the score gaps', () => {
    const e = explained(t, { round: 2 });
    expect(e.board).toBeNull();
    expect(e.facts).toContain('The number of players is odd, so one player gets the bye. The bye is priced as a game against an opponent on 0 points, so it costs more the more points its player has: P4 (0 points) taking it costs 0.');
    const p1 = explained(t, { round: 2, other: playerId(1) }).alternatives[0]!;
    expect(p1).toMatchObject({ player: 1, opponent: null, verdict: 'worse', cost: { chosen: '2', alternative: '6' } });
    expect(p1.text).toBe('Giving the bye to P1 instead would make the round cost 6 instead of 2: 4 more: score gaps +2, the bye +2.');
  });
  test('a named opponent who may not be met is said so, by the model\'s own refusal', () => {
    const played = { ...t, rounds: [t.rounds[0]!, { ...t.rounds[1]!, pairings: t.rounds[1]!.pairings.map((p) => ({ ...p, games: ['white-wins' as const] })) }] };
    const t3 = paired(played);
    // P1 and P2 have met twice: a third meeting is refused.
    const asked = explained(t3, { round: 3, player: playerId(1), other: playerId(2) });
    expect(asked.alternatives[0]).toMatchObject({ opponent: 2, verdict: 'forbidden', text: 'P1 may not meet P2: they have already met twice (Single Sided Swiss: How it Works).' });
  });
  test('the phones: one line per player, with the side', () => {
    const lines = phoneLinesOf(t, 2);
    expect(lines.get(playerId(3))).toBe('You play P5 as the Runner: you are both on 3 points, and the system takes the pairing of the whole round with the smallest total of score gaps and side imbalance.');
    expect(lines.get(playerId(4))).toMatch(/^You have the bye/);
  });
});

describe('single-sided Swiss (2025 costs)', () => {
  const t = afterRound1('2025');
  test('a rematch costs 5, a Corp who corped last round against a Runner who ran costs 50', () => {
    const e = explained(t, { round: 2, player: playerId(1) });
    expect(t.rounds[1]!.pairings.map((p) => [p.white, p.black])).toEqual([[5, 3], [4, 1]]);
    expect(e.facts).toContain('P1 (3 points) and P4 (0 points) cost 10 as a pair: 9 for the score gap, no rematch, 1 for the side imbalance.');
    expect(e.alternatives.find((a) => a.opponent === 2)).toMatchObject({ verdict: 'worse', cost: { term: 'rematch', chosen: '12', alternative: '17' } });
    expect(e.alternatives.find((a) => a.opponent === 3)).toMatchObject({ verdict: 'worse', cost: { term: 'side-bias', alternative: '61' } });
    expect(e.colour?.text).toMatch(/^P4 is the Corp and P1 the Runner: the pair costs less this way round/);
  });
  test('the bye is priced against an opponent on −1 point', () => {
    expect(explained(t, { round: 2 }).facts[1]).toMatch(/an opponent on −1 point, so it costs more the more points its player has: P2 \(0 points\) taking it costs 1\.$/);
  });
});

describe('double-sided Swiss', () => {
  const base = sassTournament(4, []);
  const ds: Tournament = { ...base, settings: { system: 'double-sided' }, scoring: doubleSidedScoring };
  // Round 1: P1 beats P2 twice (6 points), P3 and P4 split (3 each).
  const r1 = paired(ds);
  const played: Tournament = { ...r1, rounds: [{ ...r1.rounds[0]!, pairings: r1.rounds[0]!.pairings.map((p) => ({ ...p, games: p.white === 1 || p.black === 1 ? (p.white === 1 ? ['white-wins', 'black-wins'] : ['black-wins', 'white-wins']) : ['white-wins', 'white-wins'] })) }] };
  const t = paired(played);
  test('a board by its score term; a rematch is refused', () => {
    const e = explained(t, { round: 2, player: playerId(1) });
    expect(e.facts[0]).toMatch(/costs the square of the gap in points/);
    const rematch = e.alternatives.find((a) => a.verdict === 'forbidden');
    expect(rematch?.text).toMatch(/may not meet P2: they have already met \(no rematches\)/);
    expect(e.colour?.text).toMatch(/play one game on each side; a coin flip/);
  });
});
