import { useEffect, useState } from 'react';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import type * as Y from 'yjs';
import { appDb } from '../../../db/appDb';
import { holdVenueDoc } from '../../../db/repository';
import { currentJoin, onJoinChange } from './join';
import type { VenueJoin } from './join';

export type { VenueJoin } from './join';
export { readJoinLink, saveJoin, useJoin } from './join';

export type LinkStatus = { readonly kind: 'connecting' } | { readonly kind: 'connected' } | { readonly kind: 'offline' } | { readonly kind: 'refused'; readonly reason: string };

/** One WebSocket to the hub carries every document this device opens. */
interface HubSocket {
  readonly join: VenueJoin;
  readonly ws: HocuspocusProviderWebsocket;
  status: LinkStatus;
  readonly listeners: Set<() => void>;
  /** The hub refused a document (another version, a code it does not know, a role's limits). */
  refuse(reason: string): void;
}
let socket: HubSocket | null = null;
const open = new Map<string, { provider: HocuspocusProvider; release: () => void; users: number; closing?: ReturnType<typeof setTimeout> }>();

const socketFor = (join: VenueJoin): HubSocket => {
  if (socket && socket.join === join) return socket;
  disconnectAll();
  const url = `${join.hub.replace(/^http/, 'ws')}/sync?version=${encodeURIComponent(__APP_VERSION__)}`;
  const set = (status: LinkStatus): void => {
    if (s.status.kind === 'refused' && status.kind !== 'connected') return;
    s.status = status;
    for (const l of s.listeners) l();
  };
  const s: HubSocket = {
    join, ws: new HocuspocusProviderWebsocket({ url }), status: { kind: 'connecting' }, listeners: new Set<() => void>(),
    refuse: (reason) => set({ kind: 'refused', reason }),
  };
  s.ws.on('status', ({ status }: { status: string }) => set(status === 'connected' ? { kind: 'connected' } : status === 'connecting' ? { kind: 'connecting' } : { kind: 'offline' }));
  s.ws.on('close', () => set({ kind: 'offline' }));
  socket = s;
  return s;
};

// Leaving the network closes the link; joining another hub opens a new one (socketFor).
onJoinChange(() => {
  if (currentJoin() === null) disconnectAll();
});

const disconnectAll = (): void => {
  for (const [, o] of open) {
    o.provider.destroy();
    o.release();
  }
  open.clear();
  socket?.ws.destroy();
  socket = null;
};

/**
 * The hub link and the shared documents of this device (the join itself is in join.ts, kept out of
 * the first screen's code: a phone's first load takes only what it needs to remember its code).
 */

/** The link to the hub: connected, offline (working on this device's copy), or refused with the hub's words. */
export const useLinkStatus = (join: VenueJoin | null): LinkStatus | null => {
  const [, bump] = useState(0);
  useEffect(() => {
    if (!join) return;
    const s = socketFor(join);
    const l = (): void => bump((n) => n + 1);
    s.listeners.add(l);
    return () => void s.listeners.delete(l);
  }, [join]);
  return join ? socketFor(join).status : null;
};

/**
 * A shared document, kept on this device (IndexedDB) and synced with the hub while the link is up.
 * `quiet`: no presence state (every reader; see docs/venue-network.md, Load). Release when done:
 * the document stays open a few seconds, so screens that open it one after another share one sync.
 */
export const acquire = async (join: VenueJoin, name: string): Promise<{ doc: Y.Doc; release: () => void }> => {
  const s = socketFor(join);
  let o = open.get(name);
  if (!o) {
    const held = await holdVenueDoc(appDb(), name);
    o = open.get(name);
    if (o) held.release();
    else {
      const provider = new HocuspocusProvider({
        websocketProvider: s.ws, name, token: join.token, document: held.doc,
        onAuthenticationFailed: ({ reason }) => s.refuse(reason),
      });
      provider.attach();
      provider.awareness?.setLocalState(null);
      o = { provider, release: held.release, users: 0 };
      open.set(name, o);
    }
  }
  const kept = o;
  if (kept.closing) clearTimeout(kept.closing);
  kept.users++;
  let released = false;
  return {
    doc: kept.provider.document,
    release: () => {
      if (released) return;
      released = true;
      kept.users--;
      if (kept.users > 0) return;
      kept.closing = setTimeout(() => {
        if (kept.users > 0 || open.get(name) !== kept) return;
        kept.provider.destroy();
        kept.release();
        open.delete(name);
      }, 5000);
    },
  };
};

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
