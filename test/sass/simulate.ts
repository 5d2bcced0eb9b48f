import type { BoardResult, Bye, Pairing, PairingOutcome, PlayerId, Round, Tournament } from '../../src/core/model';
import { netrunnerScoring, playerId, tenths } from '../../src/core/model';
import { createRng } from '../../src/core/random/rng';
import type { Rng } from '../../src/core/random/rng';

export interface SimulationConfig {
  readonly players: number;
  readonly rounds: number;
  readonly seed: number;
  readonly model: 'sass' | '2025';
  readonly scoreFactor?: number;
  /** Chance that a game is a (timed-out) tie. */
  readonly tieRate?: number;
}

export interface SimulatedEvent {
  readonly tournament: Tournament;
  /** The round the system could not pair, if any (the event stops there). */
  readonly stoppedAt: number | null;
}

/** A random result: the stronger player is likelier to win; sides are even. */
const playGame = (rng: Rng, corpStrength: number, runnerStrength: number, tieRate: number): BoardResult => {
  if (rng.unit() < tieRate) return 'draw';
  const pCorp = 1 / (1 + Math.exp(runnerStrength - corpStrength));
  return rng.unit() < pCorp ? 'white-wins' : 'black-wins';
};

/**
 * Plays a whole single-sided Swiss event: each round is paired by `pair`, then results are drawn
 * from a seeded Rng (player strengths are seeded too), so every event replays exactly.
 */
export const simulateEvent = (
  cfg: SimulationConfig,
  pair: (t: Tournament) => PairingOutcome,
  onRound?: (before: Tournament, outcome: PairingOutcome) => void,
): SimulatedEvent => {
  const rng = createRng(cfg.seed);
  const strength = Array.from({ length: cfg.players + 1 }, () => rng.unit() * 3);
  let t: Tournament = {
    name: `sim ${cfg.players}p seed ${cfg.seed}`,
    settings: { system: 'sass', model: cfg.model, scoreFactor: cfg.scoreFactor ?? 2, byeScore: tenths(0) },
    scoring: netrunnerScoring,
    totalRounds: cfg.rounds,
    players: Array.from({ length: cfg.players }, (_, i) => ({ id: playerId(i + 1), name: `P${i + 1}`, rating: 0 })),
    rounds: [],
    plannedByes: [],
    randomSeed: cfg.seed,
  };
  for (let r = 1; r <= cfg.rounds; r++) {
    const outcome = pair(t);
    onRound?.(t, outcome);
    if (!outcome.ok) return { tournament: t, stoppedAt: r };
    const pairings: Pairing[] = outcome.round.pairs.map((p, i) => ({
      board: i + 1,
      white: p.white,
      black: p.black,
      games: [playGame(rng, strength[p.white] as number, strength[p.black] as number, cfg.tieRate ?? 0.05)],
    }));
    const byes: Bye[] = outcome.round.byes.map((b) => ({ player: b.player, kind: b.kind }));
    const round: Round = { number: r, pairings, byes };
    t = { ...t, rounds: [...t.rounds, round] };
  }
  return { tournament: t, stoppedAt: null };
};

/** Corp games − runner games per player, played games only. */
export const finalSideBias = (t: Tournament): Map<PlayerId, { bias: number; games: number }> => {
  const out = new Map<PlayerId, { bias: number; games: number }>(t.players.map((p) => [p.id, { bias: 0, games: 0 }]));
  for (const r of t.rounds) {
    for (const p of r.pairings) {
      const w = out.get(p.white) as { bias: number; games: number };
      const b = out.get(p.black) as { bias: number; games: number };
      w.bias += 1; w.games += 1;
      b.bias -= 1; b.games += 1;
    }
  }
  return out;
};

/** Uneven sides: more corp than runner games (or the reverse) beyond what an odd game count forces. */
export const isUneven = (s: { bias: number; games: number }): boolean => Math.abs(s.bias) > s.games % 2;
