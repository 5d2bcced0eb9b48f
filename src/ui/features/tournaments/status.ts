import { assertNever } from '../../../core/model';
import type { TournamentStatus } from '../../../db/repository';

/** Where a tournament stands, in the TO's words. */
export const describeStatus = (s: TournamentStatus): string => {
  switch (s) {
    case 'registration': return 'still in registration (seeding not locked)';
    case 'seeded': return 'seeded (round 1 not paired yet)';
    case 'running': return 'running (round 1 has been paired)';
    default: return assertNever(s);
  }
};
