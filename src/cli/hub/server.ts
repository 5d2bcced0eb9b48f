import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { networkInterfaces } from 'node:os';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { AddressInfo } from 'node:net';
import { Hocuspocus } from '@hocuspocus/server';
import { Database } from '@hocuspocus/extension-database';
import { WebSocketServer } from 'ws';
import { accessOf, directoryName, parseDocumentName } from '../../core/venue/access';
import type { Role } from '../../core/venue/access';
import { loadOrCreateTokens, roleOf } from './tokens';
import type { HubTokens } from './tokens';
import { openSqliteStore } from './sqliteStore';
import { hubPage } from './page';

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
}

export interface RunningHub {
  readonly port: number;
  readonly tokens: HubTokens;
  /** http://<address>:<port> for each of the laptop's IPv4 addresses, the LAN ones first. */
  readonly addresses: readonly string[];
  /** The number of open sync connections (for the load run and the hub page). */
  connections(): number;
  close(): Promise<void>;
}

export const databaseFile = 'pairwise-hub.sqlite';
export const tokensFile = 'pairwise-hub-tokens.json';

/** The laptop's IPv4 addresses, the LAN ones (not loopback) first. */
export const laptopAddresses = (): string[] => {
  const all = Object.values(networkInterfaces()).flatMap((list) => list ?? []).filter((a) => a.family === 'IPv4');
  return [...all.filter((a) => !a.internal), ...all.filter((a) => a.internal)].map((a) => a.address);
};

const types: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css',
  '.json': 'application/json', '.webmanifest': 'application/manifest+json', '.svg': 'image/svg+xml', '.png': 'image/png',
  '.ico': 'image/x-icon', '.woff2': 'font/woff2', '.txt': 'text/plain; charset=utf-8', '.wasm': 'application/wasm',
};

/** A refusal the device shows in words (Hocuspocus sends `reason` with the permission-denied message). */
const refuse = (reason: string): { reason: string } => ({ reason });

export const startHub = async (opts: HubOptions): Promise<RunningHub> => {
  const tokens = await loadOrCreateTokens(join(opts.dir, tokensFile));
  const store = await openSqliteStore(join(opts.dir, databaseFile));
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
    // A result reaches the file within half a second of the last change (two at most while typing).
    debounce: 500,
    maxDebounce: 2000,
    extensions: [
      new Database({
        fetch: async ({ documentName }) => store.fetch(documentName),
        store: async ({ documentName, state }) => store.store(documentName, state),
      }),
    ],
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

  const sockets = new WebSocketServer({ noServer: true });
  sockets.on('connection', (ws, request: IncomingMessage) => hocuspocus.handleConnection(ws, request));

  const serveFile = async (res: ServerResponse, path: string): Promise<boolean> => {
    try {
      if (!(await stat(path)).isFile()) return false;
      res.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' });
      res.end(await readFile(path));
      return true;
    } catch {
      return false;
    }
  };

  let port = 0;
  const addresses = (): string[] => laptopAddresses().map((a) => `http://${a}:${port}`);
  const http = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://hub');
      if (url.pathname === '/hub') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        res.end(await hubPage({ addresses: addresses(), tokens, version: opts.version, connections: hocuspocus.getConnectionsCount() }));
        return;
      }
      // The app: a file of the build, or index.html for the app's own routes.
      const root = normalize(opts.appDir + sep);
      const path = normalize(join(root, decodeURIComponent(url.pathname)));
      if (path.startsWith(root) && (await serveFile(res, path))) return;
      if (await serveFile(res, join(root, 'index.html'))) return;
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`The app is not built in ${opts.appDir} (run npm run build).\n`);
    })().catch(() => {
      res.writeHead(500);
      res.end();
    });
  });
  http.on('upgrade', (req, socket, head) => {
    if (new URL(req.url ?? '/', 'http://hub').pathname !== '/sync') {
      socket.destroy();
      return;
    }
    sockets.handleUpgrade(req, socket, head, (ws) => sockets.emit('connection', ws, req));
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(opts.port ?? 4600, opts.host ?? '0.0.0.0', () => resolve());
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
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await store.close();
    },
  };
};
