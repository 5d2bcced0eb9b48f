import type { BoardResult, Player, Round, SystemSettings, Tournament } from '../core/model';
import { chessScoring, playerId } from '../core/model';
import type { Rng } from '../core/random/rng';
import { systemFor } from '../core/systems';
import { trfFromTournament, writeTrf } from '../core/trf';

/**
 * `-g`: a random tournament, paired round by round by the chosen system, in the spirit of the
 * JaVaFo / bbpPairings random tournament generator. The configuration is `key=value` lines
 * (JaVaFo RTG keys): PlayersNumber (default 20), RoundsNumber (default 9), DrawPercentage (default
 * 30), HighestRating (default 2800), LowestRating (default 1400). Unknown keys are refused.
 */
export interface GeneratorConfig {
  readonly playersNumber: number;
  readonly roundsNumber: number;
  readonly drawPercentage: number;
  readonly highestRating: number;
  readonly lowestRating: number;
}

export const defaultGeneratorConfig: GeneratorConfig = {
  playersNumber: 20, roundsNumber: 9, drawPercentage: 30, highestRating: 2800, lowestRating: 1400,
};

const keys: Readonly<Record<string, keyof GeneratorConfig>> = {
  PlayersNumber: 'playersNumber',
  RoundsNumber: 'roundsNumber',
  DrawPercentage: 'drawPercentage',
  HighestRating: 'highestRating',
  LowestRating: 'lowestRating',
};

export const readGeneratorConfig = (
  text: string,
): { readonly ok: true; readonly config: GeneratorConfig } | { readonly ok: false; readonly message: string } => {
  const config: Record<keyof GeneratorConfig, number> = { ...defaultGeneratorConfig };
  const lines = text.split(/\r\n|\r|\n/);
  for (const [i, raw] of lines.entries()) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const m = /^([A-Za-z]+)\s*=\s*(-?\d+)$/.exec(line);
    const key = m ? keys[m[1] as string] : undefined;
    if (!m || key === undefined) return { ok: false, message: `config line ${i + 1}: expected one of ${Object.keys(keys).join(', ')} = whole number, found "${line}"` };
    config[key] = Number(m[2]);
  }
  if (config.playersNumber < 2 || config.playersNumber > 9999) return { ok: false, message: 'PlayersNumber must be 2..9999' };
  if (config.roundsNumber < 1) return { ok: false, message: 'RoundsNumber must be at least 1' };
  if (config.drawPercentage < 0 || config.drawPercentage > 100) return { ok: false, message: 'DrawPercentage must be 0..100' };
  if (config.lowestRating > config.highestRating) return { ok: false, message: 'LowestRating must not exceed HighestRating' };
  return { ok: true, config };
};

const randomResult = (rng: Rng, drawPercentage: number): BoardResult => {
  const x = rng.int(0, 999);
  if (x < drawPercentage * 10) return 'draw';
  return rng.int(0, 99) < 55 ? 'white-wins' : 'black-wins';
};

export type Generated =
  | { readonly ok: true; readonly trf: string; readonly rounds: number }
  | { readonly ok: false; readonly reason: 'no-valid-pairing' | 'invalid-state'; readonly message: string };

/**
 * Generates the tournament: players rated at random (`order` puts them in start-rank order, e.g.
 * TCEC group seeding; by default highest rating first), then each round paired by the system and
 * given random results. `seed` is written on the 012 line so the file can be reproduced.
 */
export const generateTournament = (
  settings: SystemSettings,
  config: GeneratorConfig,
  rng: Rng,
  seed: number,
  gamesPerRound: number,
  order: (players: readonly Player[]) => readonly Player[] = (ps) => [...ps].sort((a, b) => b.rating - a.rating),
  models?: readonly Player[],
): Generated => {
  const rated = models ?? Array.from({ length: config.playersNumber }, (_, i) => ({
    id: playerId(i + 1),
    name: `Player ${String(i + 1).padStart(4, '0')}`,
    rating: rng.int(config.lowestRating, config.highestRating),
  }));
  const players = order(rated).map((p, i) => ({ ...p, id: playerId(i + 1) }));
  let t: Tournament = {
    name: `pairwise random tournament, seed ${seed}`,
    settings,
    scoring: chessScoring,
    totalRounds: config.roundsNumber,
    players,
    rounds: [],
    plannedByes: [],
    randomSeed: seed,
  };
  for (let k = 1; k <= config.roundsNumber; k++) {
    const outcome = systemFor(settings).pairNextRound(t);
    if (!outcome.ok) return { ok: false, reason: outcome.reason, message: `round ${k}: ${outcome.detail}` };
    const round: Round = {
      number: k,
      pairings: outcome.round.pairs.map((p, i) => ({
        board: i + 1,
        white: p.white,
        black: p.black,
        games: Array.from({ length: gamesPerRound }, () => randomResult(rng, config.drawPercentage)),
      })),
      byes: outcome.round.byes,
    };
    t = { ...t, rounds: [...t.rounds, round] };
  }
  const doc = trfFromTournament(t);
  return { ok: true, trf: writeTrf({ ...doc, records: [{ text: `012 ${t.name}`, playersBefore: 0 }, ...doc.records.filter((r) => !r.text.startsWith('012'))] }), rounds: t.rounds.length };
};
