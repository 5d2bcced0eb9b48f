import type { PairingSystem } from '../../model';
import { pairDutch } from './dutch';

export { pairDutch } from './dutch';

/** FIDE Dutch system (C.04.3), 2026 rules by default, 2017 rules with settings.rules = '2017'. */
export const dutchSystem: PairingSystem = { id: 'dutch', pairNextRound: pairDutch };
