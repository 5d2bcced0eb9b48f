import { createPairingClient } from '../worker/client';
import type { PairingClient } from '../worker/client';
import type { Answer, Args } from '../worker/protocol';
import { useUi } from '../store/ui';
import { appDb } from '../db/appDb';

let client: PairingClient | null = null;
// No module workers (very old browsers): pair on this thread; slower to respond, same result.
const theClient = (): PairingClient => (client ??= createPairingClient(typeof Worker === 'undefined' ? { inline: appDb() } : {}));

/**
 * Asks the worker to pair `round` (or, with `repair`, to pair the latest round again); progress and
 * failures go to the UI store, the round to Dexie. True when the round was stored.
 */
export const pairNextRound = async (tournamentId: number, round: number, opts: { readonly allowMissingResults?: boolean; readonly repair?: boolean } = {}): Promise<boolean> => {
  const ui = useUi.getState();
  if (ui.pairing) return false;
  ui.setPairingError(null);
  ui.setPairing({ tournamentId, round, progress: { stage: 'reading' } });
  try {
    const r = await theClient().send('pair-round', { tournamentId, round, now: Date.now(), ...opts }, { onProgress: (progress) => useUi.getState().setPairing({ tournamentId, round, progress }) });
    if (r.kind === 'failed') {
      // Cancelled: the worker was stopped before its one write, so the round is still unpaired.
      const message = r.error.reason === 'cancelled' ? `Pairing round ${round} was cancelled; nothing was saved, and round ${round} can be paired again.` : r.error.detail;
      useUi.getState().setPairingError({ tournamentId, message });
    }
    return r.kind !== 'failed';
  } finally {
    useUi.getState().setPairing(null);
  }
};

export const cancelPairing = (): void => client?.cancel();

/**
 * Imports a TRF file in a worker of its own (started for the import and stopped after it, so a
 * round being paired meanwhile neither waits for it nor is held up by it): read, checked and
 * stored in one transaction off the page's thread.
 */
export const importTrfInWorker = async (args: Args<'import-trf'>): Promise<Answer<'import-trf'>> => {
  const importer = createPairingClient(typeof Worker === 'undefined' ? { inline: appDb() } : {});
  try {
    return await importer.send('import-trf', args);
  } finally {
    importer.cancel();
  }
};

/**
 * `localStorage['pairwise:pair-ahead'] = 'off'` turns pairing ahead off, so the browser bench can
 * measure the click both ways; nothing in the app sets it.
 */
const pairAheadOn = (): boolean => {
  try {
    return globalThis.localStorage?.getItem('pairwise:pair-ahead') !== 'off';
  } catch {
    return true;
  }
};

/**
 * Gets the worker ready for the tournament's next round: started, with the tournament read into
 * its cache and, when the round can be paired now, the round paired ahead in memory (off the
 * page's thread; see worker/pairAhead.ts). Called when a tournament opens and when its next round
 * can be paired, so the click on "Pair round N" often only writes. Without module workers, nothing.
 */
export const warmPairing = (tournamentId: number): void => {
  if (typeof Worker === 'undefined' || useUi.getState().pairing) return;
  void theClient().send('warm', { tournamentId, pairAhead: pairAheadOn() }).then(() => {
    performance.mark('pairwise:warmed'); // the worker is ready for the click (the browser bench waits for it)
  });
};
