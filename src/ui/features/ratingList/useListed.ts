import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { ratingTypes } from '../../../core/ratingList';
import type { RatingType } from '../../../core/ratingList';
import type { ListStatus } from '../../../core/rating';
import type { PlayerId } from '../../../core/model';
import { appDb } from '../../../db/appDb';
import { ratingListPlayers, ratingLists } from '../../../db/repository';
import type { RatingListRow, Snapshot } from '../../../db/repository';

const typeKey = (tournamentId: number) => `pairwise:list-type:${tournamentId}`;

/**
 * The rating type an event takes from the FIDE list (standard unless the TO chose rapid or
 * blitz for it), kept on this device per tournament: a setting of the lookup, not of the event.
 */
export const useListType = (tournamentId: number): [RatingType, (t: RatingType) => void] => {
  const read = (): RatingType => ratingTypes.find((t) => t === localStorage.getItem(typeKey(tournamentId))) ?? 'standard';
  const [type, setType] = useState<RatingType>(read);
  return [type, (t) => { localStorage.setItem(typeKey(tournamentId), t); setType(t); }];
};

/** The lists in use on this device (live), [] when none. */
export const useRatingLists = (): readonly RatingListRow[] => useLiveQuery(() => ratingLists(appDb()), []) ?? [];

/** What the list says of each registered player found there by FIDE ID (core/rating ListStatus), live. */
export const useListStatuses = (snapshot: Pick<Snapshot, 'tournament'>, type: RatingType): ReadonlyMap<PlayerId, ListStatus> | undefined => {
  const ids = snapshot.tournament.players.map((p) => [p.id, Number(p.fideId ?? '')] as const).filter(([, id]) => Number.isInteger(id) && id > 0);
  return useLiveQuery(async () => {
    const found = await ratingListPlayers(appDb(), ids.map(([, id]) => id));
    const out = new Map<PlayerId, ListStatus>();
    for (const [player, id] of ids) {
      const entry = found.get(id)?.player;
      if (entry !== undefined) out.set(player, { rating: entry[type]?.rating ?? 0, k: entry[type]?.k ?? null });
    }
    return out;
  }, [ids.map(([p, id]) => `${p}:${id}`).join(','), type]);
};
