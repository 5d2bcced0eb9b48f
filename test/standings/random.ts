import type { BoardResult, Bye, Pairing, Player, Round, Tournament } from '../../src/core/model';
import { chessScoring, playerId } from '../../src/core/model';

/** mulberry32: a tiny deterministic generator for building test tournaments from a fast-check seed. */
const rng = (seed: number): (() => number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

export interface RandomOptions {
  /** Byes (U, H, Z), absences and forfeits besides played games. */
  readonly unplayed: boolean;
  readonly maxPlayers?: number;
  readonly maxRounds?: number;
  /** An even number of players (no pairing-allocated bye). */
  readonly even?: boolean;
}

/** A random Swiss-like tournament (pairings random, rematches allowed): results are all that tie-breaks read. */
export const randomTournament = (seed: number, o: RandomOptions): Tournament => {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
  const drawn = 3 + Math.floor(r() * ((o.maxPlayers ?? 12) - 2));
  const n = o.even && drawn % 2 === 1 ? drawn + 1 : drawn;
  const rounds = 1 + Math.floor(r() * (o.maxRounds ?? 5));
  const players: Player[] = Array.from({ length: n }, (_, i) => ({
    id: playerId(i + 1), name: `P${i + 1}`, rating: o.unplayed && r() < 0.1 ? 0 : 1400 + Math.floor(r() * 1200),
  }));
  const results: readonly BoardResult[] = o.unplayed
    ? ['white-wins', 'draw', 'black-wins', 'white-wins', 'draw', 'black-wins', 'white-wins-forfeit', 'black-wins-forfeit', 'double-forfeit']
    : ['white-wins', 'draw', 'black-wins'];
  const rs: Round[] = [];
  for (let k = 1; k <= rounds; k++) {
    const ids = players.map((p) => p.id).sort(() => r() - 0.5);
    const byes: Bye[] = [];
    const paired = [];
    for (const id of ids) {
      const x = r();
      if (o.unplayed && x < 0.06) byes.push({ player: id, kind: 'H' });
      else if (o.unplayed && x < 0.09) byes.push({ player: id, kind: 'Z' });
      else if (o.unplayed && x < 0.11) continue; // absent
      else paired.push(id);
    }
    if (paired.length % 2 === 1) byes.push({ player: paired.pop()!, kind: 'U' });
    const pairings: Pairing[] = [];
    for (let i = 0; i + 1 < paired.length; i += 2) {
      pairings.push({ board: pairings.length + 1, white: paired[i]!, black: paired[i + 1]!, games: [pick(results)] });
    }
    rs.push({ number: k, pairings, byes });
  }
  return { name: `random ${seed}`, settings: { system: 'dutch', rules: '2026' }, scoring: chessScoring, totalRounds: rounds, players, rounds: rs, plannedByes: [], randomSeed: seed };
};

/** The same tournament with player i renamed perm[i - 1] (start ranks relabelled). */
export const relabel = (t: Tournament, perm: readonly number[]): Tournament => {
  const m = (id: number) => playerId(perm[id - 1] as number);
  return {
    ...t,
    players: t.players.map((p) => ({ ...p, id: m(p.id) })).sort((a, b) => a.id - b.id),
    rounds: t.rounds.map((round) => ({
      ...round,
      pairings: round.pairings.map((p) => ({ ...p, white: m(p.white), black: m(p.black) })),
      byes: round.byes.map((b) => ({ ...b, player: m(b.player) })),
    })),
  };
};
