import type { BoardResult, Colour, PlayerId, ScoringRule, Tenths, Tournament } from '../../model';
import { adjustmentOf, assertNever, isPlayed } from '../../model';

/** What one player did in one past round (bbpPairings' "match"). */
export interface RoundRecord {
  /** Index of the opponent in SwissState.players; the player's own index when there was none. */
  readonly opponent: number;
  readonly colour: Colour | null;
  readonly outcome: 'win' | 'draw' | 'loss';
  /** Played over the board (forfeits and byes are not). */
  readonly played: boolean;
  /** The player took part in the pairing of that round (paired, or given the pairing-allocated bye). */
  readonly participated: boolean;
}

/** Everything the Dutch system needs to know about one player before pairing the next round. */
export interface SwissPlayer {
  readonly index: number;
  readonly id: PlayerId;
  /**
   * Pairing number (C.04.2: the tournament pairing number, TPN), 1-based, counting only the
   * players who take part (bbpPairings' isValid); 0 for a player who never took part and is not
   * paired now.
   */
  readonly pairingNumber: number;
  readonly rounds: readonly RoundRecord[];
  /** Score in tenths, without acceleration. */
  readonly score: number;
  /** Virtual points per round index (0-based), for pairing only. */
  readonly accelerations: readonly number[];
  readonly colourImbalance: number;
  readonly colourPreference: Colour | null;
  /** Set when the player had the same colour in the last two played games (A.6 absolute preference). */
  readonly repeatedColour: Colour | null;
  readonly strongPreference: boolean;
  readonly playedGames: number;
  /** Indices of players this one may not meet (C.04.3 C1: played before; record 260). */
  readonly forbidden: ReadonlySet<number>;
  /** Paired in the round being paired (no planned bye, not withdrawn). */
  readonly toBePaired: boolean;
}

export interface SwissState {
  readonly players: readonly SwissPlayer[];
  readonly playedRounds: number;
  readonly expectedRounds: number;
  readonly scoring: ScoringRule;
  readonly initialColour: Colour | null;
}

export const invertColour = (c: Colour | null): Colour | null => (c === 'white' ? 'black' : c === 'black' ? 'white' : null);

export const isAbsoluteImbalance = (p: SwissPlayer): boolean => p.colourImbalance > 1;
/** C.04.3 A.6.a absolute colour preference: |CD| > 1, or the same colour in the last two played games. */
export const isAbsolutePreference = (p: SwissPlayer): boolean => isAbsoluteImbalance(p) || p.repeatedColour !== null;

/** Points the player earned in one round record (bbpPairings' getPoints). */
export const pointsOf = (state: SwissState, p: SwissPlayer, r: RoundRecord): number => {
  const s = state.scoring;
  switch (r.outcome) {
    case 'loss':
      return r.participated ? (r.played ? s.loss : s.forfeitLoss) : s.zeroPointBye;
    case 'win':
      return r.opponent === p.index && r.participated ? s.pairingAllocatedBye : s.win;
    case 'draw':
      return s.draw;
    default:
      return assertNever(r.outcome);
  }
};

/** Score with acceleration as it stood `roundsBack` rounds ago (0 = now). */
export const acceleratedScore = (state: SwissState, p: SwissPlayer, roundsBack = 0): number => {
  let score = p.score;
  let roundIndex = state.playedRounds;
  for (let k = 0; k < roundsBack; k++) {
    roundIndex--;
    score -= pointsOf(state, p, p.rounds[roundIndex]!);
  }
  return score + (p.accelerations[roundIndex] ?? 0);
};

const outcomesOf = (r: BoardResult): readonly [RoundRecord['outcome'], RoundRecord['outcome']] => {
  switch (r) {
    case 'white-wins': case 'white-wins-unrated': case 'white-wins-forfeit': return ['win', 'loss'];
    case 'black-wins': case 'black-wins-unrated': case 'black-wins-forfeit': return ['loss', 'win'];
    case 'draw': case 'draw-unrated': return ['draw', 'draw'];
    case 'double-forfeit': return ['loss', 'loss'];
    default: return assertNever(r);
  }
};

/**
 * Rebuild each player's round-by-round record, score and colour data from the tournament
 * (C.04.3 A.6 colour differences and preferences; C.04.2 unplayed rounds do not count for colours).
 */
export function buildSwissState(
  t: Tournament,
  /**
   * The system's own virtual points (indexed by player in start-rank order, then by round - 1),
   * used when the file gives none (XXA / 250): e.g. the Dutch system's Baku acceleration.
   */
  defaultAcceleration?: (t: Tournament, players: number) => readonly (readonly number[])[],
): SwissState {
  const sortedIds = [...t.players].sort((a, b) => a.id - b.id);
  const indexOf = new Map<PlayerId, number>();
  sortedIds.forEach((p, i) => indexOf.set(p.id, i));
  const n = sortedIds.length;
  const playedRounds = t.rounds.length;
  const records: RoundRecord[][] = Array.from({ length: n }, () => []);
  for (let r = 0; r < playedRounds; r++) {
    const round = t.rounds[r]!;
    const slot: (RoundRecord | undefined)[] = new Array<RoundRecord | undefined>(n);
    for (const pr of round.pairings) {
      const w = indexOf.get(pr.white);
      const b = indexOf.get(pr.black);
      if (w === undefined || b === undefined) continue;
      const result = pr.games[0] ?? null;
      if (result === null) {
        slot[w] = { opponent: b, colour: 'white', outcome: 'draw', played: true, participated: true };
        slot[b] = { opponent: w, colour: 'black', outcome: 'draw', played: true, participated: true };
        continue;
      }
      const played = isPlayed(result);
      const [ow, ob] = outcomesOf(result);
      slot[w] = { opponent: b, colour: 'white', outcome: ow, played, participated: true };
      slot[b] = { opponent: w, colour: 'black', outcome: ob, played, participated: true };
    }
    for (const bye of round.byes) {
      const i = indexOf.get(bye.player);
      if (i === undefined) continue;
      switch (bye.kind) {
        case 'U': slot[i] = { opponent: i, colour: null, outcome: 'win', played: false, participated: true }; break;
        case 'F': slot[i] = { opponent: i, colour: null, outcome: 'win', played: false, participated: false }; break;
        case 'H': slot[i] = { opponent: i, colour: null, outcome: 'draw', played: false, participated: false }; break;
        case 'Z': case 'absent': slot[i] = { opponent: i, colour: null, outcome: 'loss', played: false, participated: false }; break;
        default: assertNever(bye.kind);
      }
    }
    for (let i = 0; i < n; i++) {
      records[i]!.push(slot[i] ?? { opponent: i, colour: null, outcome: 'loss', played: false, participated: false });
    }
  }
  const next = playedRounds + 1;
  const notPaired = new Set<PlayerId>();
  for (const pb of t.plannedByes) if (pb.round === next) notPaired.add(pb.player);
  for (const p of t.players) if (p.withdrawnFromRound !== undefined && p.withdrawnFromRound <= next) notPaired.add(p.id);

  // C.04.2: the effective pairing number counts only players who take part (bbpPairings' isValid).
  const valid = sortedIds.map((p, i) => !notPaired.has(p.id) || records[i]!.some((r) => r.participated));
  const pairingNumber: number[] = new Array<number>(n).fill(0);
  let nextNumber = 1;
  for (let i = 0; i < n; i++) if (valid[i]) pairingNumber[i] = nextNumber++;

  const forbidden: Set<number>[] = Array.from({ length: n }, () => new Set<number>());
  for (const [a, b] of t.forbiddenPairs ?? []) {
    const ia = indexOf.get(a);
    const ib = indexOf.get(b);
    if (ia !== undefined && ib !== undefined) {
      forbidden[ia]!.add(ib);
      forbidden[ib]!.add(ia);
    }
  }
  // C.04.3 C1: two players shall not play against each other more than once.
  for (let i = 0; i < n; i++) for (const r of records[i]!) if (r.played) forbidden[i]!.add(r.opponent);

  const virtual = defaultAcceleration?.(t, n);
  const players: SwissPlayer[] = sortedIds.map((p, i) => {
    const rounds = records[i]!;
    let white = 0;
    let black = 0;
    let consecutive = 0;
    let repeated: Colour | null = null;
    let playedGames = 0;
    for (const r of rounds) {
      if (!r.played || r.colour === null) continue;
      playedGames++;
      if (r.colour === 'white') white++;
      else black++;
      consecutive = consecutive === 0 || r.colour !== repeated ? 1 : consecutive + 1;
      repeated = r.colour;
    }
    const lowerColour: Colour = white > black ? 'black' : 'white';
    const imbalance = Math.abs(white - black);
    // C.04.3 A.6: absolute (|CD|>1 or two in a row), strong (|CD|=1), mild (alternate).
    const preference: Colour | null =
      imbalance > 1 ? lowerColour
        : consecutive > 1 ? invertColour(repeated)
          : imbalance > 0 ? lowerColour
            : consecutive > 0 ? invertColour(repeated)
              : null;
    const repeatedColour = consecutive > 1 ? repeated : null;
    const absolute = imbalance > 1 || repeatedColour !== null;
    const score = 0; // filled below once the state exists
    return {
      index: i,
      id: p.id,
      pairingNumber: pairingNumber[i]!,
      rounds,
      score,
      accelerations: t.acceleration !== undefined ? ((t.acceleration.get(p.id) ?? []) as readonly Tenths[] as readonly number[]) : (virtual?.[i] ?? []),
      colourImbalance: imbalance,
      colourPreference: preference,
      repeatedColour,
      strongPreference: !absolute && imbalance > 0,
      playedGames,
      forbidden: forbidden[i]!,
      toBePaired: valid[i]! && !notPaired.has(p.id),
    };
  });
  const base: SwissState = {
    players,
    playedRounds,
    expectedRounds: t.totalRounds,
    scoring: t.scoring,
    initialColour: t.initialColour ?? null,
  };
  // TRF-2026 299: points given outside the games count in the pairing score.
  const scored = players.map((p) => ({ ...p, score: p.rounds.reduce((s, r) => s + pointsOf(base, p, r), 0) + adjustmentOf(t.pointAdjustments, p.id, playedRounds) }));
  const state: SwissState = { ...base, players: scored };
  return { ...state, initialColour: state.initialColour ?? inferInitialColour(state) };
}

/**
 * bbpPairings' inference of the initial colour when XXC gives none: the first round F in which a
 * colour was given; the highest-ranked player who took part in the pairing of round F or earlier
 * gives it (his round-F colour), else the next one's colour reversed, and so on.
 */
function inferInitialColour(state: SwissState): Colour | null {
  const ranked = [...state.players].filter((p) => p.pairingNumber > 0).sort((a, b) => a.pairingNumber - b.pairingNumber);
  for (let r = 0; r < state.playedRounds; r++) {
    if (!state.players.some((p) => p.rounds[r]?.colour)) continue;
    let k = 0;
    for (const p of ranked) {
      if (!p.rounds.slice(0, r + 1).some((x) => x.participated)) continue;
      const c = p.rounds[r]!.colour;
      if (c) return k % 2 === 0 ? c : invertColour(c);
      k++;
    }
    return null;
  }
  return null;
}
