import type { SwissPlayer, SwissState, RoundRecord } from '../fide/history';
import { pointsOf } from '../fide/history';

/**
 * The Burstein index (C.04.4.2 "Burstein system", ranking inside a score group): Sonneborn-Berger,
 * then Buchholz, then median Buchholz, then the pairing number — computed the way bbpPairings 6.0
 * computes them:
 *  - an opponent's score is "adjusted": each of his unplayed games counts as a draw;
 *  - an unplayed game of the player himself is played against a virtual opponent (FIDE C.02
 *    art. 16 style) whose score is the player's own score before that round, plus the result the
 *    opponent would have had in that round, plus a draw for every later round;
 *  - between players of different scores (a floater in the group below) bbpPairings compares
 *    Buchholz and median multiplied by the player's own score (see `worseThan`).
 * All values are integers: points in tenths, products in hundredths.
 */
export interface MetricScores {
  /** Score with acceleration (tenths). */
  readonly score: number;
  /** Sonneborn-Berger (hundredths: opponents' adjusted tenths × own result tenths). */
  readonly sonnebornBerger: number;
  /** Buchholz (tenths). */
  readonly buchholz: number;
  /** Median Buchholz: Buchholz without the best and worst value (0 before round 4). */
  readonly median: number;
  readonly pairingNumber: number;
}

/** Virtual points for the round being paired (acceleration) of one player. */
export type AccelerationOf = (p: SwissPlayer) => number;

/** Score of the virtual opponent's result in an unplayed round (bbpPairings getVirtualOpponentScore). */
const virtualOpponentResult = (state: SwissState, p: SwissPlayer, r: RoundRecord): number => {
  const s = state.scoring;
  switch (r.outcome) {
    case 'loss': return s.win;
    case 'draw': return s.draw;
    case 'win':
      // The pairing-allocated bye: when it is worth less than a win the virtual opponent
      // "drew" or "won" against the player (bbpPairings' rule); otherwise a forfeit loss.
      if (r.opponent === p.index && r.participated && s.pairingAllocatedBye < s.win) {
        return s.pairingAllocatedBye < s.draw ? s.win : s.draw;
      }
      return s.forfeitLoss;
  }
};

/** Each player's score with every unplayed game counted as a draw (plus acceleration). */
export function adjustedScores(state: SwissState, acceleration: AccelerationOf): number[] {
  return state.players.map((p) => {
    let total = acceleration(p);
    for (let r = 0; r < state.playedRounds; r++) {
      const rec = p.rounds[r]!;
      total += rec.played ? pointsOf(state, p, rec) : state.scoring.draw;
    }
    return total;
  });
}

/** SB, Buchholz and median Buchholz of one player (bbpPairings calculateSonnebornBerger / calculateBuchholzTiebreak). */
export function metricScoresOf(
  state: SwissState,
  p: SwissPlayer,
  adjusted: readonly number[],
  acceleration: AccelerationOf,
): MetricScores {
  const accel = acceleration(p);
  const score = p.score + accel;
  if (p.pairingNumber === 0) return { score, sonnebornBerger: 0, buchholz: 0, median: 0, pairingNumber: p.pairingNumber };
  const draw = state.scoring.draw;
  // The virtual opponent's score before round r: the player's own score then, draws afterwards.
  let virtualPoints = Math.max(0, state.playedRounds - 1) * draw + accel;
  let sb = 0;
  let bh = 0;
  let min = Number.POSITIVE_INFINITY;
  let max = 0;
  for (let r = 0; r < state.playedRounds; r++) {
    const rec = p.rounds[r]!;
    const pts = pointsOf(state, p, rec);
    const opponentScore = rec.played ? adjusted[rec.opponent]! : virtualPoints + virtualOpponentResult(state, p, rec);
    sb += opponentScore * pts;
    bh += opponentScore;
    min = Math.min(min, opponentScore);
    max = Math.max(max, opponentScore);
    virtualPoints += pts - draw;
  }
  const median = state.playedRounds <= 2 ? 0 : bh - min - max;
  return { score, sonnebornBerger: sb, buchholz: bh, median, pairingNumber: p.pairingNumber };
}

const compareTuples = (a: readonly number[], b: readonly number[]): number => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
};

/**
 * True when `a` ranks below `b` (bbpPairings MetricScores::operator<). Same score: SB, Buchholz,
 * median, then the higher pairing number is worse. Different scores (a floater compared with the
 * group it joins): SB, Buchholz × own score, median × own score, pairing number.
 */
export function worseThan(a: MetricScores, b: MetricScores): boolean {
  if (a.score === b.score) {
    return compareTuples([a.sonnebornBerger, a.buchholz, a.median, b.pairingNumber], [b.sonnebornBerger, b.buchholz, b.median, a.pairingNumber]) < 0;
  }
  return (
    compareTuples(
      [a.sonnebornBerger, a.buchholz * a.score, a.median * a.score, b.pairingNumber],
      [b.sonnebornBerger, b.buchholz * b.score, b.median * b.score, a.pairingNumber],
    ) < 0
  );
}
