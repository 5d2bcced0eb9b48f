import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import type * as Y from 'yjs';
import type { Role } from '../core/venue';
import { holdVenueDoc } from '../db/repository';
import type { PairwiseDb } from '../db/repository';

/**
 * This device's link to the hub: one WebSocket carries every document the device opens, and each
 * document is kept on the device (IndexedDB, y-dexie), so a device that loses the hub keeps what it
 * had and typed, and sends it when the hub is back.
 */
export interface VenueJoin {
  /** The hub's address: http://192.168.1.5:4600. */
  readonly hub: string;
  /** The person's join code (`spectator` for none). */
  readonly token: string;
  readonly role: Role;
  /** This browser's id (a laptop's entries are the person's, not the device's; kept for the audit log). */
  readonly device: string;
}

export type LinkStatus = { readonly kind: 'connecting' } | { readonly kind: 'connected' } | { readonly kind: 'offline' } | { readonly kind: 'refused'; readonly reason: string };

interface HubSocket {
  readonly key: string;
  readonly ws: HocuspocusProviderWebsocket;
  status: LinkStatus;
  readonly listeners: Set<() => void>;
  refuse(reason: string): void;
}

export interface Link {
  status(join: VenueJoin): LinkStatus;
  onStatus(join: VenueJoin, l: () => void): () => void;
  /**
   * A shared document, synced while the link is up. Release when done: it stays open a few seconds
   * for the next screen. `unsynced()`: this device's changes the server has not acknowledged yet.
   */
  acquire(join: VenueJoin, name: string): Promise<{ doc: Y.Doc; release: () => void; unsynced: () => number; onUnsynced: (l: () => void) => () => void }>;
  /** Leaving the network: every document and the socket closed. */
  disconnect(): void;
}

/**
 * `localPrefix`: the name this device keeps each document under is the prefix and the server's
 * name, so the copies a laptop publishes to the online relay (`relay/official/<event>`) are not
 * its venue documents (`official/<event>`).
 */
export const makeLink = (db: () => PairwiseDb, version: string, socketOptions: Record<string, unknown> = {}, localPrefix = ''): Link => {
  let socket: HubSocket | null = null;
  const open = new Map<string, { provider: HocuspocusProvider; release: () => void; users: number; closing?: ReturnType<typeof setTimeout> }>();
  const disconnect = (): void => {
    for (const [, o] of open) {
      o.provider.destroy();
      o.release();
    }
    open.clear();
    socket?.ws.destroy();
    socket = null;
  };
  const socketFor = (join: VenueJoin): HubSocket => {
    const key = `${join.hub}\n${join.token}`;
    if (socket && socket.key === key) return socket;
    disconnect();
    const url = `${join.hub.replace(/^http/, 'ws')}/sync?version=${encodeURIComponent(version)}`;
    const set = (status: LinkStatus): void => {
      if (s.status.kind === 'refused' && status.kind !== 'connected') return;
      s.status = status;
      for (const l of s.listeners) l();
    };
    const s: HubSocket = {
      key, ws: new HocuspocusProviderWebsocket({ url, ...socketOptions }), status: { kind: 'connecting' }, listeners: new Set<() => void>(),
      refuse: (reason) => set({ kind: 'refused', reason }),
    };
    s.ws.on('status', ({ status }: { status: string }) => set(status === 'connected' ? { kind: 'connected' } : status === 'connecting' ? { kind: 'connecting' } : { kind: 'offline' }));
    s.ws.on('close', () => set({ kind: 'offline' }));
    // The browser knows it lost the network before the socket does (a socket on a dead link can
    // stay open for a minute): the link goes offline at once, and reconnects as soon as the
    // network is back rather than at its next try.
    if (typeof window !== 'undefined') {
      const offline = (): void => {
        if (socket !== s) return;
        s.ws.disconnect();
        set({ kind: 'offline' });
      };
      const online = (): void => {
        if (socket !== s) return;
        void s.ws.connect();
      };
      window.addEventListener('offline', offline);
      window.addEventListener('online', online);
      s.ws.on('destroy', () => {
        window.removeEventListener('offline', offline);
        window.removeEventListener('online', online);
      });
    }
    socket = s;
    return s;
  };
  return {
    status: (join) => socketFor(join).status,
    onStatus: (join, l) => {
      const s = socketFor(join);
      s.listeners.add(l);
      return () => void s.listeners.delete(l);
    },
    disconnect,
    acquire: async (join, name) => {
      const s = socketFor(join);
      let o = open.get(name);
      if (!o) {
        const held = await holdVenueDoc(db(), `${localPrefix}${name}`);
        o = open.get(name);
        if (o) held.release();
        else {
          const provider = new HocuspocusProvider({
            websocketProvider: s.ws, name, token: join.token, document: held.doc,
            onAuthenticationFailed: ({ reason }) => s.refuse(reason),
          });
          provider.attach();
          // No presence state: the hub refuses one (it would be passed to every device).
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
        unsynced: () => kept.provider.unsyncedChanges,
        onUnsynced: (l) => {
          kept.provider.on('unsyncedChanges', l);
          return () => void kept.provider.off('unsyncedChanges', l);
        },
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
    },
  };
};
