import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import WebSocket from 'ws';
import * as Y from 'yjs';

/** One device's connection to one shared document on the hub, as the app will open it. */
export interface Device {
  readonly doc: Y.Doc;
  /** Resolves once the document is in step with the hub. */
  readonly synced: Promise<void>;
  /** Resolves with the hub's reason when it refuses the connection. */
  readonly refused: Promise<string>;
  /** Resolves with the reason of the first close of this document's connection (the server's, or the socket's). */
  readonly closed: Promise<string>;
  /** Resolves when every local change has reached the hub (it acknowledged them). */
  flushed(): Promise<void>;
  /** Resolves at the hub's next message to this device (its answer to a change just made). */
  nextAnswer(): Promise<void>;
  /** No reconnecting once the link drops (a hub about to be killed). */
  stayDown(): void;
  close(): void;
}

/**
 * `quiet`: no presence (awareness) state, as every device of the app opens it (the hub refuses one: with one,
 * each of 300 phones renews it every 15 s and the hub passes each renewal to all the others).
 */
export const connect = (port: number, name: string, token: string, version = '0.1.0', quiet = true, socketClass: typeof WebSocket = WebSocket, opts: { reconnect?: boolean } = {}): Device => {
  const doc = new Y.Doc();
  // `reconnect`: as the app's link, it tries again when the connection drops (the load runs' laptop).
  const socket = new HocuspocusProviderWebsocket({ url: `ws://127.0.0.1:${port}/sync?version=${encodeURIComponent(version)}`, WebSocketPolyfill: socketClass, ...(opts.reconnect ? { delay: 200, minDelay: 100, maxDelay: 2000 } : { maxAttempts: 1 }) });
  let synced!: () => void;
  let refused!: (reason: string) => void;
  const syncedP = new Promise<void>((r) => (synced = r));
  const refusedP = new Promise<string>((r) => (refused = r));
  let closed!: (reason: string) => void;
  const closedP = new Promise<string>((r) => (closed = r));
  const provider = new HocuspocusProvider({
    websocketProvider: socket, name, token, document: doc,
    onSynced: () => synced(),
    onAuthenticationFailed: ({ reason }) => refused(reason),
    onClose: ({ event }) => closed(String(event.reason)),
  });
  provider.attach();
  if (quiet) provider.awareness?.setLocalState(null);
  return {
    doc,
    synced: syncedP,
    refused: refusedP,
    closed: closedP,
    flushed: () => new Promise<void>((resolve) => {
      const check = (): void => {
        if (provider.unsyncedChanges === 0) resolve();
        else setTimeout(check, 10);
      };
      check();
    }),
    nextAnswer: () => new Promise<void>((resolve) => {
      const answered = (): void => {
        provider.off('message', answered);
        resolve();
      };
      provider.on('message', answered);
    }),
    stayDown: () => {
      socket.shouldConnect = false;
    },
    close: () => {
      provider.destroy();
      socket.destroy();
    },
  };
};
