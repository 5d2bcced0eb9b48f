import { describe, expect, it } from 'vitest';
import { playerId } from '../../src/core/model';
import type { PlayerId, ProposedRound } from '../../src/core/model';
import {
  allowedToMeet,
  byeCandidate,
  colours,
  emptyEncounterHistory,
  firstOfPairHasWhiteByPattern,
  meetingsOf,
  pairGreedily,
  pairingOrder,
  playingOrder,
  recordEncounters,
  removeEarliestRound,
  removeUntilViable,
  replayTcec,
  tcecSystem,
  whiteGameDifference,
} from '../../src/core/systems/tcec';
import { pab, roundOf, state, tcecTournament } from './helpers';
import type { BoardSpec } from './helpers';

const ids = (...ns: number[]): PlayerId[] => ns.map(playerId);
const lines = (round: ProposedRound): string[] => [
  ...round.pairs.map((p) => `${p.white} ${p.black}`),
  ...round.byes.map((b) => `${b.player} 0`),
];
const pairNext = (t: Parameters<typeof tcecSystem.pairNextRound>[0]): ProposedRound => {
  const outcome = tcecSystem.pairNextRound(t);
  if (!outcome.ok) throw new Error(outcome.detail);
  return outcome.round;
};
/** The three perfect matchings of 4 players, as played boards (all draws). */
const m1: BoardSpec[] = [[2, 1, 'draw'], [4, 3, 'draw']];
const m2: BoardSpec[] = [[1, 3, 'draw'], [2, 4, 'draw']];
const m3: BoardSpec[] = [[4, 1, 'draw'], [3, 2, 'draw']];

describe('TCEC STEP 1: pairing order', () => {
  it('ranks by score (highest first), then by seed (lowest first)', () => {
    const order = pairingOrder([state(4, 1), state(1, 0.5), state(3, 1), state(2, 2), state(5, 0.5)]);
    expect(order.map((p) => p.id)).toEqual(ids(2, 3, 4, 1, 5));
  });

  it('round 1 pairs seed2-seed1, seed4-seed3, ... with the worst pair playing first', () => {
    expect(lines(pairNext(tcecTournament(8, [])))).toEqual(['8 7', '6 5', '4 3', '2 1']);
  });
});

describe('TCEC STEP 2: bye', () => {
  it('goes to the worst-performing player who has not had a bye', () => {
    const order = pairingOrder([state(1, 2, 0, 0, 0), state(2, 1, 0, 0, 0), state(3, 0, 0, 0, 1)]);
    expect(byeCandidate(order)?.id).toBe(2);
  });

  it('when everyone has had one, goes to the worst-performing player with a single bye', () => {
    const order = pairingOrder([state(1, 3, 0, 0, 1), state(2, 2, 0, 0, 2), state(3, 1, 0, 0, 1)]);
    expect(byeCandidate(order)?.id).toBe(3);
  });

  it('is not given with an even number of players', () => {
    expect(byeCandidate(pairingOrder([state(1, 0), state(2, 0)]))).toBeNull();
  });

  it('round 1 with 5 players: the bye goes to seed 5 and is printed last', () => {
    expect(lines(pairNext(tcecTournament(5, [])))).toEqual(['4 3', '2 1', '5 0']);
  });

  it('leaves out players with a bye or absence planned for the round, and returns those byes too', () => {
    const t = tcecTournament(6, [], { extra: { plannedByes: [{ player: playerId(2), kind: 'H', round: 1 }] } });
    const round = pairNext(t);
    // 5 players left: 1, 3, 4, 5, 6 — STEP 2 gives 6 the bye; then 1-3, 4-5.
    expect(round.pairs).toEqual([{ white: 5, black: 4 }, { white: 3, black: 1 }]);
    expect(round.byes).toEqual([{ player: 2, kind: 'H' }, pab(6)]);
  });

  it('counts U and F byes as received byes, H and Z not', () => {
    const t = tcecTournament(5, [
      roundOf(1, [[4, 3, 'draw'], [2, 1, 'draw']], [pab(5)]),
      roundOf(2, [[5, 4, 'draw'], [3, 2, 'draw']], [{ player: playerId(1), kind: 'F' }]),
      roundOf(3, [[1, 5, 'draw'], [4, 2, 'draw']], [{ player: playerId(3), kind: 'H' }]),
    ]);
    const replayed = replayTcec(t, 1);
    if (!replayed.ok) throw new Error(replayed.detail);
    const byes = [...replayed.state.players.values()].map((p) => [p.id, p.byes]);
    expect(byes).toEqual([[1, 1], [2, 0], [3, 0], [4, 0], [5, 1]]);
    // Scores: 1: ½+1+½ = 2, 2: 1½, 3: ½+½+½ = 1½, 4: 1½, 5: 1+½+½ = 2 — byes to the players without one:
    // STEP 2 order by byes desc then pairing order: [1, 5 | 2, 3, 4] → the bottom, 4, gets it.
    expect(pairNext(t).byes).toEqual([pab(4)]);
  });
});

describe('TCEC STEP 3: viability and the encounter history', () => {
  const met = meetingsOf(recordEncounters(emptyEncounterHistory, 1, [[playerId(1), playerId(2)]]));

  it('forbids a pair that has met', () => {
    expect(allowedToMeet(state(1, 0), state(2, 0), met)).toBe(false);
    expect(allowedToMeet(state(1, 0), state(3, 0), met)).toBe(true);
  });

  it('colour balancing: WGD +2 may only meet WGD <= 0, and -2 only >= 0', () => {
    const plus2 = state(3, 0, 2, 0);
    const minus2 = state(4, 0, 0, 2);
    expect(whiteGameDifference(plus2)).toBe(2);
    expect(allowedToMeet(plus2, state(5, 0, 1, 0), met)).toBe(false);
    expect(allowedToMeet(plus2, state(5, 0, 1, 1), met)).toBe(true);
    expect(allowedToMeet(plus2, minus2, met)).toBe(true);
    expect(allowedToMeet(minus2, state(5, 0, 0, 1), met)).toBe(false);
    expect(allowedToMeet(minus2, state(5, 0, 1, 0), met)).toBe(true);
  });

  it('removes the earliest round until a viable pairing exists', () => {
    let history = emptyEncounterHistory;
    for (const [r, boards] of [m1, m2, m3].entries()) {
      history = recordEncounters(history, r + 1, boards.map(([a, b]) => [playerId(a), playerId(b)] as const));
    }
    const states = new Map([1, 2, 3, 4].map((id) => [playerId(id), state(id, 1.5, 1, 2)]));
    const result = removeUntilViable(history, ids(1, 2, 3, 4), states);
    expect(result.viable).toBe(true);
    expect(result.removedRounds).toEqual([1]);
    expect(result.history.startsAtRound).toBe(2);
    expect(removeEarliestRound(emptyEncounterHistory)).toBeNull();
  });

  it('the removal is permanent: the next round removes round 2, not round 1 again', () => {
    const t4 = tcecTournament(4, [roundOf(1, m1), roundOf(2, m2), roundOf(3, m3)]);
    const round4 = pairNext(t4);
    expect(round4.notes.join(' ')).toMatch(/encounters of round 1 removed/);
    const again = round4.pairs.map((p): BoardSpec => [p.white, p.black, 'draw']);
    const t5 = tcecTournament(4, [...t4.rounds, roundOf(4, again)]);
    const round5 = pairNext(t5);
    expect(round5.notes.join(' ')).toMatch(/encounters of round 2 removed/);
    expect(round5.notes.join(' ')).not.toMatch(/encounters of rounds? 1[ ,]/);
    // Round 2's pairs (1-3, 2-4) are the only ones left in neither round 3 nor round 4.
    expect(round5.pairs.map((p) => [p.white, p.black].sort().join('-')).sort()).toEqual(['1-3', '2-4']);
    expect(round5.notes).toContain(
      'TCEC STEP 3: the encounter history starts at round 2; earlier rounds were removed permanently (the last removal when round 4 was paired).',
    );
  });

  it("never pairs the TO's forbidden pairs, and never removes them with the history", () => {
    const forbidden = [[playerId(1), playerId(2)]] as const;
    expect(lines(pairNext(tcecTournament(4, [], { extra: { forbiddenPairs: forbidden } })))).toEqual(['4 2', '3 1']);
    // After a full round robin the history is emptied round by round, but 1-2 stays forbidden.
    const t = tcecTournament(4, [roundOf(1, m2), roundOf(2, m3)], { extra: { forbiddenPairs: forbidden } });
    const next = pairNext(t);
    expect(next.pairs.map((p) => [p.white, p.black].sort().join('-')).sort()).toEqual(['1-3', '2-4']);
    expect(next.notes.join(' ')).toMatch(/encounters of round 1 removed/);
  });

  it('counts a forfeit as a meeting but not as a colour; WGD counts removed rounds too', () => {
    const t = tcecTournament(4, [roundOf(1, [[2, 1, 'white-wins-forfeit'], [4, 3, 'white-wins']])]);
    const replayed = replayTcec(t, 1);
    if (!replayed.ok) throw new Error(replayed.detail);
    const p = replayed.state.players;
    expect([p.get(playerId(2))?.score, p.get(playerId(2))?.whiteGames, p.get(playerId(1))?.blackGames]).toEqual([10, 0, 0]);
    expect(p.get(playerId(4))?.whiteGames).toBe(1);
    expect(meetingsOf(replayed.state.history).has(playerId(1), playerId(2))).toBe(true);
  });

  it('fails with no-valid-pairing when the colour conditions alone leave no pairing', () => {
    // 1 and 2 each have two more White games: |WGD + WGD| = 4 > 2, with 3 and 4 absent.
    const t = tcecTournament(4, [
      roundOf(1, [[1, 3, 'draw'], [2, 4, 'draw']]),
      roundOf(2, [[1, 4, 'draw'], [2, 3, 'draw']]),
    ]);
    const away = [3, 4].map((p) => ({ player: playerId(p), kind: 'Z' as const, round: 3 }));
    expect(tcecSystem.pairNextRound(t).ok).toBe(true);
    const outcome = tcecSystem.pairNextRound({ ...t, plannedByes: away });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.reason).toBe('no-valid-pairing');
  });
});

describe('TCEC STEP 4: greedy pairing that keeps the round viable', () => {
  it('pairs each first-of-pair with the highest-ranked allowed player', () => {
    const order = [state(1, 2), state(2, 2), state(3, 1), state(4, 0)];
    const pairs = pairGreedily(order, emptyEncounterHistory);
    expect(pairs?.map((p) => [p.firstOfPair.id, p.secondOfPair.id])).toEqual([[1, 2], [3, 4]]);
  });

  it('skips a candidate that would leave the rest unpairable', () => {
    // 3 and 4 have met: 1-2 would strand them, so 1 takes 3 and 2 takes 4.
    const history = recordEncounters(emptyEncounterHistory, 1, [[playerId(3), playerId(4)]]);
    const order = [state(1, 2), state(2, 2), state(3, 1), state(4, 0)];
    const pairs = pairGreedily(order, history);
    expect(pairs?.map((p) => [p.firstOfPair.id, p.secondOfPair.id])).toEqual([[1, 3], [2, 4]]);
  });

  it('returns null when no viable pairing exists', () => {
    const history = recordEncounters(emptyEncounterHistory, 1, [[playerId(1), playerId(2)]]);
    expect(pairGreedily([state(1, 0), state(2, 0)], history)).toBeNull();
  });
});

describe('TCEC STEP 5: colours', () => {
  const pair = (first: ReturnType<typeof state>, second: ReturnType<typeof state>) => ({ firstOfPair: first, secondOfPair: second });

  it('single rounds: the greater white game difference gets Black', () => {
    expect(colours(pair(state(1, 1, 1, 0), state(2, 1, 0, 1)), 2, false)).toEqual({ white: 2, black: 1 });
    expect(colours(pair(state(1, 1, 0, 1), state(2, 1, 1, 0)), 2, false)).toEqual({ white: 1, black: 2 });
  });

  it('single rounds: equal difference, the higher score gets Black', () => {
    expect(colours(pair(state(1, 2, 1, 1), state(2, 1, 1, 1)), 3, false)).toEqual({ white: 2, black: 1 });
  });

  it('single rounds: equal difference and score, the 2112 pattern (first-of-pair White in rounds 2, 3, 6, 7, ...)', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].filter(firstOfPairHasWhiteByPattern)).toEqual([2, 3, 6, 7, 10, 11]);
    expect(colours(pair(state(1, 1), state(2, 1)), 1, false)).toEqual({ white: 2, black: 1 });
    expect(colours(pair(state(1, 1), state(2, 1)), 2, false)).toEqual({ white: 1, black: 2 });
  });

  it('double rounds: the first-of-pair has Black in the first encounter', () => {
    expect(colours(pair(state(1, 2, 0, 2), state(2, 0, 2, 0)), 3, true)).toEqual({ white: 2, black: 1 });
  });
});

describe('TCEC playing order', () => {
  it('puts the worst-performing pair first', () => {
    expect(playingOrder(['top', 'middle', 'bottom'])).toEqual(['bottom', 'middle', 'top']);
  });

  it('double rounds: a bye counts once but scores both games', () => {
    const t = tcecTournament(3, [roundOf(1, [[2, 1, 'draw', 'draw']], [pab(3)])], { double: true });
    const replayed = replayTcec(t, 2);
    if (!replayed.ok) throw new Error(replayed.detail);
    const p3 = replayed.state.players.get(playerId(3));
    expect([p3?.score, p3?.byes]).toEqual([20, 1]);
    const p1 = replayed.state.players.get(playerId(1));
    expect([p1?.whiteGames, p1?.blackGames]).toEqual([1, 1]);
  });
});

describe('TCEC replay', () => {
  it('refuses a round with results missing', () => {
    const t = tcecTournament(2, [{ number: 1, pairings: [{ board: 1, white: playerId(2), black: playerId(1), games: [null] }], byes: [] }]);
    const outcome = tcecSystem.pairNextRound(t);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.reason).toBe('invalid-state');
  });
});
