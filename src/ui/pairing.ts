import { createPairingClient } from '../worker/client';
import type { PairingClient } from '../worker/client';
import type { Answer, Args, WorkerError } from '../worker/protocol';
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
  notePairing({ tournamentId, round });
  try {
    const r = await theClient().send('pair-round', { tournamentId, round, now: Date.now(), ...opts }, { onProgress: (progress) => useUi.getState().setPairing({ tournamentId, round, progress }) });
    if (r.kind === 'failed') {
      const holdsWhile = r.error.reason === 'already-paired' ? 'round-paired' : 'round-unpaired';
      useUi.getState().setPairingError({ tournamentId, round, holdsWhile, message: pairingFailureMessage(r.error, round) });
    }
    return r.kind !== 'failed';
  } finally {
    notePairing(null);
    useUi.getState().setPairing(null);
  }
};

/** What the TO reads when pairing a round failed: the worker's words, or what happened and what to do. */
export const pairingFailureMessage = (error: WorkerError, round: number): string => {
  switch (error.reason) {
    // Cancelled: the worker was stopped before its one write, so the round is still unpaired.
    case 'cancelled': return `Pairing round ${round} was cancelled; nothing was saved, and round ${round} can be paired again.`;
    case 'out-of-memory': return outOfMemoryWords(round, error.detail);
    default: return error.detail;
  }
};

const outOfMemoryWords = (round: number, why: string): string =>
  `Round ${round} could not be paired: it needs more memory than this browser gives the page (${why}). Nothing was saved. ${afterOutOfMemory(round)}`;
const afterOutOfMemory = (round: number): string =>
  `Round ${round} can be paired again: close other tabs and programs first. If it fails again, this event is too big to pair in the browser on this computer.`;

// ---- a pairing that stopped the whole page -------------------------------------------------------

/**
 * The round being paired, kept in the tab's session storage from the click to the answer. A worker
 * whose JavaScript heap runs out does not fail its request: the browser stops the page with it
 * (Chromium's "Aw, Snap!"), and nothing in the page runs again. The mark survives the page's
 * reload in that tab, so the reloaded app can say what happened instead of saying nothing.
 */
const pairingKey = 'pairwise:pairing';
const notePairing = (p: { readonly tournamentId: number; readonly round: number } | null): void => {
  try {
    if (p === null) globalThis.sessionStorage?.removeItem(pairingKey);
    else globalThis.sessionStorage?.setItem(pairingKey, JSON.stringify(p));
  } catch { /* no session storage: nothing to say after a stopped page */ }
};

/**
 * At start: a pairing that was still running when the page last stopped (the mark left behind) is
 * reported to the TO on its event's screen, as running out of memory; the mark is removed.
 */
export const reportPairingThatStoppedThePage = (): void => {
  // A page the TO reloads or closes while a round is paired did not run out of memory: the mark
  // goes with it (a stopped page hides nothing, so its mark stays).
  globalThis.addEventListener?.('pagehide', () => notePairing(null));
  let mark: string | null = null;
  try {
    mark = globalThis.sessionStorage?.getItem(pairingKey) ?? null;
    globalThis.sessionStorage?.removeItem(pairingKey);
  } catch { return; }
  if (mark === null) return;
  const p = JSON.parse(mark) as { tournamentId?: unknown; round?: unknown };
  if (typeof p.tournamentId !== 'number' || typeof p.round !== 'number') return;
  useUi.getState().setPairingError({
    tournamentId: p.tournamentId,
    round: p.round,
    holdsWhile: 'round-unpaired',
    message: `The page stopped while round ${p.round} was being paired, most likely because the pairing ran out of memory. Nothing was saved. ${afterOutOfMemory(p.round)}`,
  });
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
