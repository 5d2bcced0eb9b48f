import type { BoardResult, Player, Round, SystemSettings, Tournament } from '../../src/core/model';
import { playerId } from '../../src/core/model';
import { createRng } from '../../src/core/random/rng';
import { roundRobinRounds, roundRobinScoring, pairRoundRobin } from '../../src/core/systems/round-robin';

export const rrSettings = (double: boolean, exchangeLastRounds = double): Extract<SystemSettings, { system: 'round-robin' }> =>
  ({ system: 'round-robin', double, exchangeLastRounds });

export const players = (n: number): Player[] =>
  Array.from({ length: n }, (_, i) => ({ id: playerId(i + 1), name: `Player ${String(i + 1).padStart(2, '0')}`, rating: 2400 - 10 * i }));

export const emptyRoundRobin = (n: number, double: boolean): Tournament => ({
  name: `RR ${n}`, settings: rrSettings(double), scoring: roundRobinScoring, totalRounds: roundRobinRounds(n, { cycles: double ? 2 : 1, exchangeLastRounds: double }), randomSeed: 1, plannedByes: [], rounds: [], players: players(n),
});

const outcomes: readonly BoardResult[] = ['white-wins', 'draw', 'black-wins'];

/**
 * Pairs and plays `rounds` rounds: each round as the system proposes it, every game without a
 * result given a seeded random one (1-0, ½-½, 0-1); `withdraw` marks players withdrawn from a round.
 */
export const play = (t: Tournament, rounds: number, seed = 11, withdraw: readonly (readonly [player: number, fromRound: number])[] = []): Tournament => {
  const rng = createRng(seed);
  let cur = t;
  for (let i = 0; i < rounds; i++) {
    const number = cur.rounds.length + 1;
    const gone = new Map(withdraw.filter(([, r]) => r <= number));
    cur = { ...cur, players: cur.players.map((p) => (gone.has(p.id) ? { ...p, withdrawnFromRound: gone.get(p.id) } : p)) };
    const out = pairRoundRobin(cur, cur.settings as Extract<SystemSettings, { system: 'round-robin' }>);
    if (!out.ok) throw new Error(out.detail);
    const round: Round = {
      number,
      pairings: out.round.pairs.map((p, k) => ({ board: k + 1, white: p.white, black: p.black, games: [p.result ?? outcomes[rng.int(0, 2)]!] })),
      byes: out.round.byes,
    };
    cur = { ...cur, rounds: [...cur.rounds, round] };
  }
  return cur;
};
