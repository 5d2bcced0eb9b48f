import { useEffect, useState } from 'react';
import type * as Y from 'yjs';
import { appDb } from '../../../db/appDb';
import { makeLink } from '../../../venue/link';
import type { Link, LinkStatus } from '../../../venue/link';
import { currentJoin, onJoinChange } from './join';
import type { VenueJoin } from './join';

export type { VenueJoin } from './join';
export { readJoinLink, saveJoin, useJoin } from './join';

export type { LinkStatus } from '../../../venue/link';

/** The one link of this page to the hub (src/venue/link.ts): React only renders what it says. */
export const link: Link = makeLink(appDb, __APP_VERSION__);

// Leaving the network closes the link; joining another hub opens a new one.
onJoinChange(() => {
  if (currentJoin() === null) link.disconnect();
});

/** The link to the hub: connected, offline (working on this device's copy), or refused with the hub's words. */
export const useLinkStatus = (join: VenueJoin | null): LinkStatus | null => {
  const [, bump] = useState(0);
  useEffect(() => {
    if (!join) return;
    return link.onStatus(join, () => bump((n) => n + 1));
  }, [join]);
  return join ? link.status(join) : null;
};

const acquire = (join: VenueJoin, name: string): Promise<{ doc: Y.Doc; release: () => void }> => link.acquire(join, name);

/** Shared documents by name (those held so far), re-rendering on every change to any of them. */
export const useSharedDocs = (join: VenueJoin | null, names: readonly string[]): ReadonlyMap<string, Y.Doc> => {
  const [docs, setDocs] = useState<ReadonlyMap<string, Y.Doc>>(new Map());
  const [, bump] = useState(0);
  const key = names.join('\n');
  useEffect(() => {
    if (!join || names.length === 0) {
      setDocs(new Map());
      return;
    }
    let cancelled = false;
    const releases: (() => void)[] = [];
    const changed = (): void => bump((n) => n + 1);
    void Promise.all(names.map(async (name) => {
      const a = await acquire(join, name);
      if (cancelled) {
        a.release();
        return null;
      }
      a.doc.on('update', changed);
      releases.push(() => {
        a.doc.off('update', changed);
        a.release();
      });
      return [name, a.doc] as const;
    })).then((held) => {
      if (!cancelled) setDocs(new Map(held.filter((h) => h !== null)));
    });
    return () => {
      cancelled = true;
      for (const r of releases) r();
    };
  }, [join, key]); // eslint-disable-line react-hooks/exhaustive-deps
  return docs;
};

/** One shared document (null until held). */
export const useSharedDoc = (join: VenueJoin | null, name: string | null): Y.Doc | null =>
  useSharedDocs(join, name === null ? [] : [name]).get(name ?? '') ?? null;
