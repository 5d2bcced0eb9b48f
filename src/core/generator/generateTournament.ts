import type { BoardResult, Colour, PairingSystem, Pairing, PlannedBye, Player, Round, Tournament } from '../model';
import { isPlayed, playerId } from '../model';
import type { Rng } from '../random';
import { createRng } from '../random';
import { trfFromTournament, writeTrf } from '../trf';
import type { GeneratorConfig, GeneratorConfigFile } from './generatorConfig';
import { resolveGeneratorConfig } from './generatorConfig';

export interface GenerateRequest {
  readonly settings: Tournament['settings'];
  readonly system: PairingSystem;
  readonly seed: number;
  /** From a configuration file (missing keys: random defaults), unless `model` is given. */
  readonly config?: GeneratorConfigFile;
  /**
   * A model tournament (bbpPairings `model-file -g`): its players, ratings, scoring and number of
   * rounds are kept, and its rates (draws, forfeits, zero- and half-point byes) are measured and
   * reused; its results are not.
   */
  readonly model?: Tournament;
  /** Games per pairing (2: TCEC double rounds, two-game matches). Default 1. */
  readonly gamesPerRound?: number;
  /** Start-rank order of the generated players (e.g. TCEC group seeding); default highest rating first. */
  readonly order?: (players: readonly Player[]) => readonly Player[];
}

export type Generated =
  | { readonly ok: true; readonly tournament: Tournament; readonly config: GeneratorConfig }
  | {
      readonly ok: false;
      readonly reason: 'no-valid-pairing' | 'invalid-state';
      readonly detail: string;
      /**
       * The state that could not be paired: the rounds paired before it and that round's
       * requested byes (bbpPairings keeps them too).
       */
      readonly partial?: Tournament;
    };

/** n / rate players (bbpPairings applyRate), at most n. */
const applyRate = (n: number, rate: number): number => (rate === Number.POSITIVE_INFINITY ? 0 : Math.min(n, Math.floor(n / rate)));

/** The complementary error function (Abramowitz–Stegun 7.1.26 refined; |error| < 1.2e-7). */
const erfc = (x: number): number => {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r = t * Math.exp(-z * z - 1.26551223 + t * (1.00002368 + t * (0.37409196 + t * (0.09678418 + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))));
  return x >= 0 ? r : 2 - r;
};

/**
 * One game's result (bbpPairings' generator): each side fails to appear with probability
 * 1 - sqrt(1 - 1/ForfeitRate); otherwise the stronger player's expected score is the normal
 * distribution's value at 7 × (rating difference) / 2000, draws are DrawPercentage % (fewer when
 * the expected score leaves no room), and the rest is won by the stronger player with the
 * expected score's odds.
 */
function gameResult(white: Player, black: Player, config: GeneratorConfig, rng: Rng): BoardResult {
  const appears = Math.sqrt(1 - 1 / config.forfeitRate);
  const whiteAbsent = rng.unit() >= appears;
  const blackAbsent = rng.unit() >= appears;
  if (whiteAbsent && blackAbsent) return 'double-forfeit';
  if (whiteAbsent) return 'black-wins-forfeit';
  if (blackAbsent) return 'white-wins-forfeit';
  const blackStronger = black.rating > white.rating;
  const difference = Math.abs(white.rating - black.rating);
  const expected = erfc((difference * -7) / Math.SQRT2 / 2000) / 2;
  const drawProbability = Math.min(config.drawPercentage / 100, 2 - expected * 2);
  const x = rng.unit();
  if (x < drawProbability) return 'draw';
  const strongerWins = x < expected + drawProbability / 2;
  return strongerWins !== blackStronger ? 'white-wins' : 'black-wins';
}

/** bbpPairings MatchesConfiguration(Tournament): the rates a played tournament shows. */
function measuredRates(model: Tournament): Pick<GeneratorConfig, 'drawPercentage' | 'forfeitRate' | 'retiredRate' | 'halfPointByeRate'> {
  let scheduled = 0;
  let forfeits = 0;
  let played = 0;
  let drawn = 0;
  const retired = new Set<number>();
  const halfByes = new Set<number>();
  for (const r of model.rounds) {
    for (const p of r.pairings) {
      for (const g of p.games) {
        scheduled += 2;
        if (g === null) continue;
        if (!isPlayed(g)) forfeits += 2;
        else {
          played += 2;
          if (g === 'draw' || g === 'draw-unrated') drawn += 2;
        }
      }
    }
    for (const b of r.byes) {
      if (b.kind === 'Z' || b.kind === 'absent') retired.add(b.player);
      if (b.kind === 'H') halfByes.add(b.player);
    }
  }
  const n = model.players.length;
  return {
    drawPercentage: played > 0 ? Math.floor((drawn * 100) / played) : 0,
    forfeitRate: forfeits > 0 ? scheduled / forfeits : Number.POSITIVE_INFINITY,
    retiredRate: retired.size > 0 ? n / retired.size : Number.POSITIVE_INFINITY,
    halfPointByeRate: halfByes.size > 0 ? n / halfByes.size : Number.POSITIVE_INFINITY,
  };
}

/**
 * Spreads `players` bye-takers over the rounds (bbpPairings' scheme): random rounds are drawn
 * from the players' remaining eligible rounds until that many players hold at least one.
 */
function spreadByes(counts: number[], remaining: number[], players: number, rng: Rng): void {
  let eligible = remaining.reduce((a, b) => a + b, 0);
  let left = players;
  while (left > 0 && eligible > 0) {
    let g = rng.int(0, eligible - 1);
    let p = 0;
    while (g >= remaining[p]!) g -= remaining[p++]!;
    eligible--;
    remaining[p]!--;
    if (counts[p]!++ === 0) left--;
  }
}

/**
 * A random tournament paired round by round by `system` (bbpPairings `-g`): random ratings (or a
 * model's players), zero-point and half-point byes decided before each round, rating-dependent
 * results and forfeits. The same request (seed included) always gives the same tournament.
 */
export function generateTournament(request: GenerateRequest): Generated {
  const rng = createRng(request.seed);
  const resolved = resolveGeneratorConfig(request.config ?? {}, rng);
  if ('error' in resolved) return { ok: false, reason: 'invalid-state', detail: resolved.error };
  let config: GeneratorConfig = resolved;
  let players: Player[];
  if (request.model !== undefined) {
    const m = request.model;
    config = { ...config, ...measuredRates(m), playersNumber: m.players.length, roundsNumber: m.totalRounds > 0 ? m.totalRounds : m.rounds.length, scoring: m.scoring };
    players = m.players.map((p) => ({ id: p.id, name: p.name, rating: p.rating, ...(p.title ? { title: p.title } : {}), ...(p.federation ? { federation: p.federation } : {}) }));
  } else {
    const ratings = Array.from({ length: config.playersNumber }, () => rng.int(config.lowestRating, config.highestRating));
    const made = ratings.sort((a, b) => b - a).map((rating, i) => ({ id: playerId(i + 1), name: `Player ${String(i + 1).padStart(4, '0')}`, rating }));
    players = (request.order ? request.order(made) : made).map((p, i) => ({ ...p, id: playerId(i + 1) }));
  }
  const n = players.length;
  const rounds = config.roundsNumber;
  const initialColour: Colour = rng.int(0, 1) === 1 ? 'black' : 'white';

  // Zero-point byes ("retired" players) and half-point byes, decided before the event.
  const zero = new Array<number>(n).fill(0);
  const half = new Array<number>(n).fill(0);
  const initial = rounds < 2 ? 0 : rounds < 3 ? 1 : rounds - 2;
  const remaining = new Array<number>(n).fill(initial);
  if (initial > 0) spreadByes(zero, remaining, applyRate(n, config.retiredRate), rng);
  if (rounds > 2) for (let i = 0; i < n; i++) remaining[i]!++;
  spreadByes(half, remaining, applyRate(n, config.halfPointByeRate), rng);

  const gamesPerRound = request.gamesPerRound ?? 1;
  const byId = new Map(players.map((p) => [p.id, p]));
  let t: Tournament = {
    name: `pairwise random tournament, seed ${request.seed}`,
    settings: request.settings,
    scoring: config.scoring,
    totalRounds: rounds,
    players,
    rounds: [],
    plannedByes: [],
    initialColour,
    randomSeed: request.seed,
  };
  for (let r = 0; r < rounds; r++) {
    const planned: PlannedBye[] = [];
    players.forEach((p, i) => {
      if (r < rounds - 1 && rng.int(0, rounds - r - 2) < half[i]!) {
        planned.push({ player: p.id, kind: 'H', round: r + 1 });
        half[i]!--;
      } else if (rng.int(0, Math.max(0, rounds - r - half[i]! - 1)) < zero[i]!) {
        planned.push({ player: p.id, kind: 'Z', round: r + 1 });
        zero[i]!--;
      }
    });
    const state: Tournament = { ...t, plannedByes: planned };
    const outcome = request.system.pairNextRound(state);
    if (!outcome.ok) {
      return { ok: false, reason: outcome.reason, detail: `no valid pairing for round ${r + 1} of the generated tournament: ${outcome.detail}`, partial: state };
    }
    const pairings: Pairing[] = outcome.round.pairs.map((p, k) => ({
      board: k + 1,
      white: p.white,
      black: p.black,
      // Game g of a pairing has colours swapped when g is odd (model: Pairing.games).
      // A result the system decided when pairing (a withdrawn player's forfeit) stands as it is.
      games: p.result !== undefined && gamesPerRound === 1 ? [p.result] : Array.from({ length: gamesPerRound }, (_, g) => {
        const [w, b] = g % 2 === 0 ? [p.white, p.black] : [p.black, p.white];
        return gameResult(byId.get(w)!, byId.get(b)!, config, rng);
      }),
    }));
    // Some systems list the requested byes in their outcome already (engine Swiss); each player once.
    const listed = new Set(outcome.round.byes.map((b) => b.player));
    const requested = planned.filter((b) => !listed.has(b.player)).map((b) => ({ player: b.player, kind: b.kind }));
    const round: Round = { number: r + 1, pairings, byes: [...outcome.round.byes, ...requested] };
    t = { ...t, rounds: [...t.rounds, round] };
  }
  return { ok: true, tournament: t, config };
}

/** The generated tournament as a TRF whose first line names the seed ("012 ... seed N"). */
export function generatedTrf(t: Tournament, roundsRecord: 'XXR' | '142' = '142'): string {
  const doc = trfFromTournament(t);
  // A generation stopped early (no valid pairing) says how many rounds it meant to play in a 142
  // line, as bbpPairings 6.0's writer does when the rounds played are fewer than the rounds
  // expected (5.0.1 wrote and reads XXR: the caller asks for it).
  const stopped = t.rounds.length < t.totalRounds;
  const records = doc.records.filter((r) => !r.text.startsWith('012')).map((r) => (stopped && roundsRecord === '142' && r.text.startsWith('XXR') ? { ...r, text: `142 ${r.text.slice(4).trim()}` } : r));
  return writeTrf({ ...doc, records: [{ text: `012 ${t.name}`, playersBefore: 0 }, ...records] });
}
