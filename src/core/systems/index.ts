import type { PairingSystem, SystemSettings, Tournament } from '../model';
import { assertNever } from '../model';
import { tcecSystem } from './tcec';
import { dutchSystem } from './dutch';
import { sassSystem } from './sass/singleSidedSystem';
import { doubleSidedSwiss } from './double-sided/doubleSidedSystem';
import { engineSwissSystem } from './engine-swiss';
import { bursteinSystem } from './burstein';
import { diagnosingSystem } from '../diagnosis/diagnosePairing';

/**
 * A stand-in for a system whose engine is not in this build yet: every pairing request fails with
 * a clear message instead of throwing.
 */
const _notYetAvailable = (id: SystemSettings['system'], name: string): PairingSystem => ({
  id,
  pairNextRound: (_tournament: Tournament) => ({
    ok: false,
    reason: 'invalid-state',
    detail: `the ${name} pairing system is not available in this build yet`,
  }),
});

/**
 * The pairing system registry: settings → engine. Each system adds its case here (one line);
 * the `never` check makes a new SystemSettings variant fail to compile until it is registered.
 */
// A 'no-valid-pairing' failure carries a diagnosis (which players, which rule; src/core/diagnosis).
const diagnosed = {
  tcec: diagnosingSystem(tcecSystem),
  dutch: diagnosingSystem(dutchSystem),
  burstein: diagnosingSystem(bursteinSystem),
  sass: diagnosingSystem(sassSystem),
  doubleSided: diagnosingSystem(doubleSidedSwiss),
  engineSwiss: diagnosingSystem(engineSwissSystem),
};

export const systemFor = (settings: SystemSettings): PairingSystem => {
  switch (settings.system) {
    case 'tcec': return diagnosed.tcec;
    case 'dutch': return diagnosed.dutch;
    case 'burstein': return diagnosed.burstein;
    case 'sass': return diagnosed.sass;
    case 'double-sided': return diagnosed.doubleSided;
    case 'engine-swiss': return diagnosed.engineSwiss;
    case 'ladder': return { id: 'ladder', pairNextRound: () => ({ ok: false, reason: 'invalid-state', detail: 'a ladder is played one game at a time (its own screen), not paired in rounds' }) };
    default: return assertNever(settings);
  }
};
