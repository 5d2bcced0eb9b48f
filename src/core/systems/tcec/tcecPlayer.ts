import type { ByeKind, PlayerId, Tenths } from '../../model';
import { assertNever } from '../../model';

/**
 * What TCEC needs to know about one player before a round: the score (STEP 1), the received byes
 * (STEP 2), and the colours of every game ever played (STEP 3 and STEP 5; WGD = white - black).
 */
export interface TcecPlayerState {
  /** Start rank = seed number (TCEC "Seeding"). */
  readonly id: PlayerId;
  readonly score: Tenths;
  /** Received byes: pairing-allocated `U`, and `F` / forfeit-win byes; `H`, `Z`, absent are not byes. */
  readonly byes: number;
  readonly whiteGames: number;
  readonly blackGames: number;
}

/** TCEC STEP 3 notes: WGD(p) = games with White - games with Black, counting every game ever played. */
export const whiteGameDifference = (p: Pick<TcecPlayerState, 'whiteGames' | 'blackGames'>): number =>
  p.whiteGames - p.blackGames;

/**
 * A bye kind that counts as a received bye (TCEC STEP 2). Convention of the reference data:
 * `U` (the pairing-allocated bye) and `F` (full-point bye) are received byes; `H`, `Z` and a blank
 * are absences.
 */
export const isReceivedBye = (kind: ByeKind): boolean => {
  switch (kind) {
    case 'U': case 'F': return true;
    case 'H': case 'Z': case 'absent': return false;
    default: return assertNever(kind);
  }
};

