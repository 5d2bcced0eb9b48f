import { assertNever } from '../model';
import type { ScoringRule, Tenths } from '../model';
import { chessScoring } from '../model';
import type { Rng } from '../random';

/**
 * The random tournament generator's settings, by bbpPairings' configuration keys (its README,
 * "Random tournament generator"; the keys JaVaFo's RTG introduced). Rates are "one in N":
 * ForfeitRate 9 = about one game in nine is forfeited; RetiredRate 7 = about one player in seven
 * misses rounds (zero-point byes); HalfPointByeRate 4 = about one player in four takes a
 * half-point bye. Infinity = never.
 */
export interface GeneratorConfig {
  readonly playersNumber: number;
  readonly roundsNumber: number;
  /** 0..100: the draw rate between equal players (fewer when the rating gap is large). */
  readonly drawPercentage: number;
  readonly forfeitRate: number;
  readonly retiredRate: number;
  readonly halfPointByeRate: number;
  readonly highestRating: number;
  readonly lowestRating: number;
  readonly scoring: ScoringRule;
}

/** What a configuration file says; keys it leaves out get bbpPairings' random defaults. */
export type GeneratorConfigFile = Partial<Omit<GeneratorConfig, 'scoring'>> & {
  readonly pointsForWin?: Tenths;
  readonly pointsForDraw?: Tenths;
  readonly pointsForLoss?: Tenths;
  readonly pointsForZPB?: Tenths;
  readonly pointsForForfeitLoss?: Tenths;
  readonly pointsForPAB?: Tenths;
};

export type ConfigRead =
  | { readonly ok: true; readonly config: GeneratorConfigFile }
  | { readonly ok: false; readonly line: number; readonly message: string };

type Key = keyof GeneratorConfigFile;
type Kind = 'count' | 'percent' | 'rate' | 'retired-rate' | 'points' | 'rating';

/** bbpPairings' keys (HalfPointByteRate: its accepted misspelling) and how each value is read. */
const keys: Readonly<Record<string, readonly [Key, Kind]>> = {
  PlayersNumber: ['playersNumber', 'count'],
  RoundsNumber: ['roundsNumber', 'count'],
  DrawPercentage: ['drawPercentage', 'percent'],
  ForfeitRate: ['forfeitRate', 'rate'],
  RetiredRate: ['retiredRate', 'retired-rate'],
  HalfPointByeRate: ['halfPointByeRate', 'rate'],
  HalfPointByteRate: ['halfPointByeRate', 'rate'],
  HighestRating: ['highestRating', 'rating'],
  LowestRating: ['lowestRating', 'rating'],
  PointsForWin: ['pointsForWin', 'points'],
  PointsForDraw: ['pointsForDraw', 'points'],
  PointsForLoss: ['pointsForLoss', 'points'],
  PointsForZPB: ['pointsForZPB', 'points'],
  PointsForForfeitLoss: ['pointsForForfeitLoss', 'points'],
  PointsForPAB: ['pointsForPAB', 'points'],
};

const parseValue = (kind: Kind, raw: string): number | null => {
  // bbpPairings reads whole numbers and points exactly as written (no blanks); rates through stof,
  // which skips leading blanks.
  const v = kind === 'rate' || kind === 'retired-rate' ? raw.trim() : raw;
  switch (kind) {
    case 'count':
    case 'rating':
      return /^\d+$/.test(v) && Number(v) <= 9999 ? Number(v) : null;
    case 'percent':
      return /^\d+$/.test(v) && Number(v) <= 100 ? Number(v) : null;
    case 'rate':
    case 'retired-rate': {
      const x = Number(v);
      // bbpPairings: ForfeitRate and HalfPointByeRate at least 1, RetiredRate at least 2.
      return v !== '' && Number.isFinite(x) && x >= (kind === 'rate' ? 1 : 2) ? x : null;
    }
    case 'points': {
      const m = /^(\d{1,3})(?:\.(\d))?$/.exec(v);
      return m ? Number(m[1]) * 10 + Number(m[2] ?? '0') : null;
    }
    default: return assertNever(kind);
  }
};

/** Reads a `Key=value` configuration (lines starting with # are comments; CR, LF, CRLF). */
export function readGeneratorConfig(text: string): ConfigRead {
  const out: Record<string, number> = {};
  const lines = text.split(/\r\n|\r|\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() === '' || line.startsWith('#')) continue;
    const eq = line.indexOf('=');
    if (eq < 0) return { ok: false, line: i + 1, message: `expected Key=value, found "${line}"` };
    // bbpPairings: the name is everything before '=' ("Key = value" names "Key ", not a key).
    const name = line.slice(0, eq);
    const entry = keys[name];
    if (entry === undefined) return { ok: false, line: i + 1, message: `unexpected parameter "${name}" (known: ${Object.keys(keys).join(', ')})` };
    const value = parseValue(entry[1], line.slice(eq + 1));
    if (value === null) return { ok: false, line: i + 1, message: `the value for parameter "${name}" is invalid` };
    out[entry[0]] = value;
  }
  const c = out as GeneratorConfigFile;
  if (c.playersNumber !== undefined && c.playersNumber < 2) return { ok: false, line: 0, message: 'PlayersNumber must be at least 2' };
  if (c.roundsNumber !== undefined && c.roundsNumber < 1) return { ok: false, line: 0, message: 'RoundsNumber must be at least 1' };
  return { ok: true, config: c };
}

/**
 * The full configuration: the file's values, and for each missing one bbpPairings' random
 * default (rounds 5-15, forfeit rate 6-30, retired and half-point-bye rates 15-3225, draws
 * 10-50 %, players 15-215, highest rating 2400-2800, lowest 1400-2300), drawn from `rng` in a
 * fixed order so a seed always gives the same configuration.
 */
export function resolveGeneratorConfig(file: GeneratorConfigFile, rng: Rng): GeneratorConfig | { readonly error: string } {
  const roundsNumber = rng.int(5, 15);
  const forfeitRate = rng.int(6, 30);
  const retiredRate = rng.int(15, 3225);
  const halfPointByeRate = rng.int(15, 3225);
  const drawPercentage = rng.int(10, 50);
  const playersNumber = rng.int(15, 215);
  const highestRating = rng.int(2400, 2800);
  const lowestRating = rng.int(1400, 2300);
  const win = file.pointsForWin ?? chessScoring.win;
  const forfeitLoss = file.pointsForForfeitLoss ?? chessScoring.forfeitLoss;
  const scoring: ScoringRule = {
    win,
    draw: file.pointsForDraw ?? chessScoring.draw,
    loss: file.pointsForLoss ?? chessScoring.loss,
    forfeitWin: win,
    forfeitLoss,
    // PointsForForfeitLoss also sets the zero-point bye unless PointsForZPB says otherwise.
    zeroPointBye: file.pointsForZPB ?? (file.pointsForForfeitLoss ?? chessScoring.zeroPointBye),
    pairingAllocatedBye: file.pointsForPAB ?? win,
    fullPointBye: win,
    halfPointBye: file.pointsForDraw ?? chessScoring.draw,
  };
  const config: GeneratorConfig = {
    playersNumber: file.playersNumber ?? playersNumber,
    roundsNumber: file.roundsNumber ?? roundsNumber,
    drawPercentage: file.drawPercentage ?? drawPercentage,
    forfeitRate: file.forfeitRate ?? forfeitRate,
    retiredRate: file.retiredRate ?? retiredRate,
    halfPointByeRate: file.halfPointByeRate ?? halfPointByeRate,
    highestRating: file.highestRating ?? highestRating,
    lowestRating: file.lowestRating ?? lowestRating,
    scoring,
  };
  if (config.highestRating < config.lowestRating) return { error: 'the highest rating must be higher than the lowest rating' };
  return config;
}
