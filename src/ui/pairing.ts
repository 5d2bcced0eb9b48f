import { createPairingClient } from '../worker/client';
import type { PairingClient } from '../worker/client';
import { useUi } from '../store/ui';

let client: PairingClient | null = null;

/** Asks the worker to pair `round`; progress and failures go to the UI store, the round to Dexie. */
export const pairNextRound = async (tournamentId: number, round: number): Promise<void> => {
  const ui = useUi.getState();
  if (ui.pairing) return;
  client ??= createPairingClient();
  ui.setPairingError(null);
  ui.setPairing({ tournamentId, round, stage: 'reading' });
  try {
    const r = await client.pairRound(tournamentId, round, Date.now(), (stage) => useUi.getState().setPairing({ tournamentId, round, stage }));
    if (r.kind === 'failed') useUi.getState().setPairingError({ tournamentId, message: r.error.detail });
  } finally {
    useUi.getState().setPairing(null);
  }
};

export const cancelPairing = (): void => client?.cancel();
