import { createServer } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo, Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { Hocuspocus } from '@hocuspocus/server';
import { WebSocketServer } from 'ws';
import * as Y from 'yjs';
import { accessOf, directoryName, parseDocumentName } from '../../core/venue/access';
import type { Role } from '../../core/venue/access';
import { loadOrCreateTokens, roleOf } from './tokens';
import type { HubTokens } from './tokens';
import { openSqliteStore, storeExtension } from './sqliteStore';
import { hubPage, publicHubPage } from './page';
import { defaultLimits, guardConnection } from './guard';
import type { HubLimits } from './guard';
import { httpHandler } from './http';
import { remoteOf, stderrLog } from './log';
import type { HubLog } from './log';

/**
 * `pairwise hub`: the TO's laptop serves the venue. One port carries the built app (for the
 * players' phones), the hub page with the addresses and join codes (`/hub`), and the sync server
 * at `/sync`: Hocuspocus, the Yjs WebSocket server, with every document kept in an SQLite file in
 * `dir`. Each connection names the app version it runs (`?version=`); a device on another version
 * is refused with a message, since two versions may read the same document differently.
 */
export interface HubOptions {
  /** Where the hub keeps its database and tokens (beside the TO's tournament files). */
  readonly dir: string;
  /** The built app to serve (the package's dist/). */
  readonly appDir: string;
  /** The app version every device must run. */
  readonly version: string;
  readonly port?: number;
  /** The address to listen on; all of the laptop's addresses by default (the venue's Wi-Fi). */
  readonly host?: string;
  /** The address devices reach the hub at, for the join links and QR codes (`--host`); the first LAN address found by default. */
  readonly linkHost?: string;
  /** What one device's connection may do (guard.ts); each one left out is the default's. */
  readonly limits?: Partial<HubLimits>;
  /** Where refusals and errors go; JSON lines on stderr by default. */
  readonly log?: HubLog;
  /** The journal's bound before it is folded into the snapshot (sqliteStore.ts). */
  readonly compactAtBytes?: number;
}

export interface RunningHub {
  readonly port: number;
  readonly tokens: HubTokens;
  /** http://<address>:<port>: `linkHost` if given, then each of the laptop's IPv4 addresses, the LAN ones first. */
  readonly addresses: readonly string[];
  /** The number of open sync connections (for the load run and the hub page). */
  connections(): number;
  close(): Promise<void>;
}

export const databaseFile = 'pairwise-hub.sqlite';
/** The updates since the snapshot (sqliteStore.ts). */
export const journalFile = 'pairwise-hub.journal';
export const tokensFile = 'pairwise-hub-tokens.json';

/** The laptop's IPv4 addresses, the LAN ones (not loopback) first. */
export const laptopAddresses = (): string[] => {
  const all = Object.values(networkInterfaces()).flatMap((list) => list ?? []).filter((a) => a.family === 'IPv4');
  return [...all.filter((a) => !a.internal), ...all.filter((a) => a.internal)].map((a) => a.address);
};

/** A refusal the device shows in words (Hocuspocus sends `reason` with the permission-denied message). */
const refuse = (reason: string): { reason: string } => ({ reason });

/**
 * The sockets' side of the hub: WebSocket upgrades only on /sync, every socket and server with an
 * error listener (an error nobody listens to ends the process, and a device's input must not), and
 * each WebSocket guarded (guard.ts) before Hocuspocus has it.
 */
const acceptSockets = (http: Server, sockets: WebSocketServer, log: HubLog): void => {
  http.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const remote = remoteOf(req.socket);
    socket.on('error', (e: Error) => log({ event: 'error', where: 'upgrade', remote, detail: e.message }));
    let path = '';
    try {
      path = new URL(req.url ?? '/', 'http://hub').pathname;
    } catch {
      // An address URL cannot read: not /sync.
    }
    if (path !== '/sync') {
      log({ event: 'refused', reason: 'bad-path', remote, detail: `upgrade on ${(req.url ?? '').slice(0, 200)}` });
      socket.destroy();
      return;
    }
    sockets.handleUpgrade(req, socket, head, (ws) => sockets.emit('connection', ws, req));
  });
  http.on('clientError', (e: Error & { code?: string }, socket: Duplex) => {
    log({ event: 'refused', reason: 'bad-request', remote: remoteOf(socket as Socket), detail: `${e.code ?? e.name}: ${e.message}` });
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });
  sockets.on('wsClientError', (e: Error, socket: Duplex, req: IncomingMessage) => {
    log({ event: 'refused', reason: 'bad-request', remote: remoteOf(req.socket), detail: `WebSocket handshake: ${e.message}` });
    socket.destroy();
  });
  sockets.on('error', (e: Error) => log({ event: 'error', where: 'websocket server', detail: e.message }));
};

export const startHub = async (opts: HubOptions): Promise<RunningHub> => {
  const log = opts.log ?? stderrLog;
  // A frame holds one update and its header: a smaller update limit brings the frame limit down with it.
  const limits: HubLimits = {
    ...defaultLimits,
    ...(opts.limits?.maxUpdateBytes === undefined ? {} : { maxFrameBytes: opts.limits.maxUpdateBytes + defaultLimits.maxFrameBytes - defaultLimits.maxUpdateBytes }),
    ...opts.limits,
  };
  const tokens = await loadOrCreateTokens(join(opts.dir, tokensFile));
  const store = await openSqliteStore(join(opts.dir, databaseFile), {
    log,
    compactAtBytes: opts.compactAtBytes,
    current: (name) => {
      const doc = hocuspocus.documents.get(name);
      return doc ? Y.encodeStateAsUpdate(doc) : undefined;
    },
  });
  // The directory (access.ts): the hub notes every document a device opens, so the chief's laptop
  // finds each arbiter laptop's entries and each phone's proposals, and a phone finds the events.
  let directory: Awaited<ReturnType<Hocuspocus['openDirectConnection']>> | null = null;
  const note = async (name: string): Promise<void> => {
    const doc = parseDocumentName(name);
    if (doc === null || doc.kind === 'directory') return;
    directory ??= await hocuspocus.openDirectConnection(directoryName, {});
    await directory.transact((d) => {
      const documents = d.getMap('documents');
      if (!documents.has(name)) documents.set(name, { kind: doc.kind, event: doc.event, device: doc.device ?? '' });
    });
  };
  const hocuspocus: Hocuspocus = new Hocuspocus({
    quiet: true,
    // Each update is written to the store's journal as it is applied (sqliteStore.ts).
    extensions: [storeExtension(store, log)],
    async afterLoadDocument({ documentName }) {
      await note(documentName);
    },
    async onConnect({ requestParameters }) {
      const theirs = requestParameters.get('version');
      if (theirs !== opts.version) {
        throw refuse(`version: this device runs Pairwise ${theirs ?? '(unknown)'} and the hub runs ${opts.version}; both must run the same version to share a tournament`);
      }
    },
    async onAuthenticate({ token, documentName, connectionConfig }) {
      const role: Role | null = roleOf(tokens, token);
      if (role === null) throw refuse('token: this join code is not one of this hub\'s');
      const doc = parseDocumentName(documentName);
      if (doc === null) throw refuse(`document: the hub keeps no document called "${documentName}"`);
      const access = accessOf(role, doc);
      if (access === 'none') throw refuse(`role: a ${role} may not open ${doc.kind} documents`);
      // Read-only: Hocuspocus drops the connection's updates, so the document stays as the hub has it.
      connectionConfig.readOnly = access === 'read';
      return { role };
    },
  });

  // Frames over the limit are refused by ws from their header, before they are buffered.
  const sockets = new WebSocketServer({ noServer: true, maxPayload: limits.maxFrameBytes });
  sockets.on('connection', (ws, request: IncomingMessage) => {
    guardConnection(ws, request, limits, (token) => roleOf(tokens, token), log);
    hocuspocus.handleConnection(ws, request);
  });

  let port = 0;
  const addresses = (): string[] => [...new Set([...(opts.linkHost ? [opts.linkHost] : []), ...laptopAddresses()])]
    .map((a) => `http://${a.includes(':') ? `[${a}]` : a}:${port}`);
  const http = createServer(httpHandler({
    appDir: opts.appDir,
    log,
    codesPage: async () => hubPage({ addresses: addresses(), tokens, version: opts.version, connections: hocuspocus.getConnectionsCount() }),
    publicPage: async () => publicHubPage({ addresses: addresses(), version: opts.version, port }),
  }));
  acceptSockets(http, sockets, log);
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(opts.port ?? 4600, opts.host ?? '0.0.0.0', () => {
      http.off('error', reject);
      http.on('error', (e) => log({ event: 'error', where: 'http server', detail: e.message }));
      resolve();
    });
  });
  port = (http.address() as AddressInfo).port;

  return {
    port,
    tokens,
    addresses: addresses(),
    connections: () => hocuspocus.getConnectionsCount(),
    close: async () => {
      // Every change still waiting for its store is stored before the file is closed.
      await Promise.all([...hocuspocus.documents.keys()].map((name) => hocuspocus.debouncer.executeNow(`onStoreDocument-${name}`) as Promise<unknown> | undefined));
      await directory?.disconnect();
      hocuspocus.closeConnections();
      for (const ws of sockets.clients) ws.terminate();
      sockets.close();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await store.close();
    },
  };
};
