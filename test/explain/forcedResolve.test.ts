import fc from 'fast-check';
import { expect, test } from 'vitest';
import type { ExplainQuestion, Tournament } from '../../src/core/model';
import { systemFor } from '../../src/core/systems';
import { dutchExplainer } from '../../src/core/systems/dutch/explain';
import { dutchState } from '../../src/core/systems/dutch';
import { forgetUnforcedRounds, setAsideSolver2026, type ForcedResolveStats } from '../../src/core/systems/dutch/forcedResolve';
import { acceleratedScore } from '../../src/core/systems/fide/history';
import { explainSwissRound } from '../../src/core/systems/fide/explainSwiss';
import { playedEvent } from './dutchHelpers';

/** The event with its next round paired by the system and recorded (no results yet). */
function withNextRound(t: Tournament): Tournament | null {
  const out = systemFor(t.settings).pairNextRound(t);
  if (!out.ok) return null;
  const round = { number: t.rounds.length + 1, pairings: out.round.pairs.map((p, i) => ({ board: i + 1, white: p.white, black: p.black, games: [null] })), byes: out.round.byes };
  return { ...t, rounds: [...t.rounds, round] };
}

/** The recorded round with the players of two boards swapped: a round the engine would not make (a pairing changed by hand). */
function handChanged(t: Tournament, a: number, b: number): Tournament {
  const last = t.rounds[t.rounds.length - 1]!;
  const pairings = last.pairings.map((p, i) => (i === a ? { ...p, black: last.pairings[b]!.black } : i === b ? { ...p, black: last.pairings[a]!.black } : p));
  return { ...t, rounds: [...t.rounds.slice(0, -1), { ...last, pairings }] };
}

/**
 * The windowed re-solves (`dutch/forcedResolve.ts`: the brackets above the pair's score group kept
 * from the round's own pairing, the loop stopped once it rejoins it) give the same explanation, word
 * for word, as re-solving the whole round for every alternative, on random events of 10-40 players
 * a few rounds in (several score groups, players floating, odd counts with a bye), and on the same
 * rounds with two boards' players swapped by hand (the round on record is then not the engine's:
 * the window is cut from the engine's own pairing, never from the record).
 */
test('Dutch 2026: the windowed re-solves explain every board exactly as the full re-solves (random rounds, fixed seed)', () => {
  const stats: ForcedResolveStats = { windowed: 0, full: 0, joinedU: 0, keptAbove: 0, unforcedRemembered: 0, byes: 0 };
  let questions = 0;
  fc.assert(
    fc.property(fc.integer({ min: 10, max: 40 }), fc.integer({ min: 2, max: 5 }), fc.array(fc.nat(5), { minLength: 40, maxLength: 40 }), fc.boolean(), (n, played, draws, swap) => {
      const before = playedEvent({ system: 'dutch', rules: '2026' }, n, played, draws);
      if (before === null) return;
      let t = withNextRound(before);
      if (t === null) return;
      const round = t.rounds.length;
      const boards = t.rounds[round - 1]!.pairings;
      if (swap && boards.length > 3) t = handChanged(t, 1, boards.length - 2);
      const ask = (q: ExplainQuestion): void => {
        questions++;
        const fast = explainSwissRound(t, q, dutchExplainer('2026', { stats }));
        const full = explainSwissRound(t, q, dutchExplainer('2026', { windowed: false }));
        expect(fast).toEqual(full);
      };
      for (const b of boards) {
        for (const player of [b.white, b.black]) ask({ round, board: b.board, player, maxAlternatives: 6 });
      }
      const bye = t.rounds[round - 1]!.byes.find((x) => x.kind === 'U');
      if (bye !== undefined) ask({ round, player: bye.player, maxAlternatives: 99 });
    }),
    { seed: 2026, numRuns: 30 },
  );
  console.log(`windowed re-solves: ${questions} questions, ${JSON.stringify(stats)}`);
  // The fast path is what is tested: most re-solves are windowed, many keep the brackets above and
  // rejoin the round's own pairing below, the round's pairing is remembered between questions, and
  // the bye's alternatives are windowed too.
  expect(stats.windowed).toBeGreaterThan(stats.full);
  expect(stats.keptAbove).toBeGreaterThan(100);
  expect(stats.joinedU).toBeGreaterThan(100);
  expect(stats.unforcedRemembered).toBeGreaterThan(100);
  expect(stats.byes).toBeGreaterThan(10);
});

/**
 * The round's own pairing is remembered between questions only for the same state: a state that
 * differs in one forbidden pair (C1, record 260) pairs the round again.
 */
test('Dutch 2026: the remembered round is found again for an equal state only', () => {
  const before = playedEvent({ system: 'dutch', rules: '2026' }, 20, 3, [0, 1, 2, 3, 4, 5]);
  expect(before).not.toBeNull();
  const state = dutchState(before!);
  forgetUnforcedRounds();
  const stats = (): ForcedResolveStats => ({ windowed: 0, full: 0, joinedU: 0, keptAbove: 0, unforcedRemembered: 0, byes: 0 });
  const group = state.players.filter((p) => p.toBePaired && acceleratedScore(state, p) === acceleratedScore(state, state.players[0]!));
  const out = [group[0]!.index, group[1]!.index];
  const first = stats();
  setAsideSolver2026(state, first)(out);
  expect(first.unforcedRemembered).toBe(0);
  // A copy of the same data: remembered.
  const again = stats();
  setAsideSolver2026(structuredClone(state), again)(out);
  expect(again.unforcedRemembered).toBe(1);
  // One more forbidden pair: not the same state.
  const others = state.players.filter((p) => p.toBePaired && !out.includes(p.index));
  const x = others[0]!;
  const y = others.find((p) => p !== x && !x.forbidden.has(p.index))!;
  const changed = { ...state, players: state.players.map((p) => (p === x ? { ...p, forbidden: new Set([...p.forbidden, y.index]) } : p === y ? { ...p, forbidden: new Set([...p.forbidden, x.index]) } : p)) };
  const other = stats();
  setAsideSolver2026(changed, other)(out);
  expect(other.unforcedRemembered).toBe(0);
});
