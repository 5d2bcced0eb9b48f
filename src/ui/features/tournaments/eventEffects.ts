import { useEffect } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { roundComplete } from '../../../core/model';
import { appDb } from '../../../db/appDb';
import { tournamentOfFormerId } from '../../../db/repository';
import type { Snapshot } from '../../../db/repository';
import { hashFromRoute } from '../../../store/ui';
import type { Tab } from '../../../store/ui';
import { moduleOf } from '../../../core/systems';
import { warmPairing } from '../../pairing';

/** The next round can be paired now (seeded, a round left, the last one complete). */
const nextRoundPairable = (s: Snapshot): boolean => {
  const rounds = s.tournament.rounds;
  const last = rounds[rounds.length - 1];
  return s.row.status !== 'registration' && rounds.length < s.row.totalRounds && (!last || roundComplete(last));
};

/**
 * The pairing worker gets ready when the tournament opens and again whenever its next round can
 * be paired (after the last result, or any change then): the click on "Pair round N" then finds
 * it started and the tournament read.
 */
export const useWarmPairing = (snapshot: Snapshot | null | undefined, tournamentId: number): void => {
  const pairable = snapshot ? nextRoundPairable(snapshot) : false;
  const warmAt = pairable ? snapshot!.revision : -1;
  useEffect(() => {
    if (snapshot !== undefined && snapshot !== null && !moduleOf(snapshot.row).ownScreen) warmPairing(tournamentId);
  }, [tournamentId, warmAt, snapshot === undefined]); // eslint-disable-line react-hooks/exhaustive-deps
};

/**
 * An address from before the database gave every tournament a global id (#/t/2): go to the
 * tournament that had that id, rather than saying it does not exist (replacing the old address
 * in the history, so Back does not lead to it again). The id it moved to; null if none;
 * undefined while it is looked up.
 */
export const useFormerIdRedirect = (snapshot: Snapshot | null | undefined, tournamentId: number, tab: Tab): number | null | undefined => {
  const db = appDb();
  const moved = useLiveQuery(async () => (snapshot === null ? ((await tournamentOfFormerId(db, tournamentId)) ?? null) : null), [db, tournamentId, snapshot === null]);
  useEffect(() => {
    if (moved) location.replace(hashFromRoute({ screen: 'tournament', tournamentId: moved, tab }));
  }, [moved]); // eslint-disable-line react-hooks/exhaustive-deps
  return moved;
};
