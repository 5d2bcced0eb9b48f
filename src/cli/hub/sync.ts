import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { Hocuspocus } from '@hocuspocus/server';
import type { Extension } from '@hocuspocus/server';
import { WebSocketServer } from 'ws';
import type * as Y from 'yjs';
import { officialName, parseDocumentName, personName } from '../../core/venue';
import type { Access, Person, Role, SharedDocument } from '../../core/venue';
import { judge, readIncoming } from './writeGuard';
import type { GuardContext } from './writeGuard';
import { defaultLimits, guardConnection } from './guard';
import type { AddressGate, HubLimits } from './guard';
import { remoteOf } from './log';
import type { HubLog } from './log';

/**
 * The sync server the venue hub and the online relay share: Hocuspocus behind the connection guard
 * (guard.ts: sizes, rates, the authentication timeout) and the write guard (writeGuard.ts: every
 * change checked against core/venue/writeRules.ts before it is applied). What differs between the
 * two is passed in: where documents are kept (SQLite on the laptop; Postgres and Redis on the
 * relay), whose codes are whose (`personOf`) and who may open what (`accessOf`).
 */
export interface SyncServerOptions {
  /** What the devices are told they reach: "hub" or "relay". */
  readonly name: 'hub' | 'relay';
  readonly version: string;
  readonly log: HubLog;
  readonly limits: HubLimits;
  readonly now: () => number;
  /** How long a stop waits for the documents to be stored (default 10 s, as `docker stop` waits). */
  readonly stopStoreMs?: number;
  /** Stores every document once more this long after the stop's first store (the relay: past its Redis lock). */
  readonly storeAgainAfterMs?: number;
  /** Storage and scaling: the hub's SQLite store, or the relay's Postgres and Redis. */
  readonly extensions: readonly Extension[];
  /** The person behind a code (with the one event it is scoped to, on the relay), or null for none of this server's. */
  personOf(token: string): Promise<{ person: Person; scope: string | null } | null>;
  /** The role of a code for the connection limits, without waiting (null: not known yet). */
  roleOf(token: string): Role | null;
  accessOf(person: Person, scope: string | null, doc: SharedDocument): Access;
  /** Whether a document has been written (a reader cannot make an empty one). */
  exists(name: string): Promise<boolean>;
  /** Documents a reader may open before anyone wrote them (the hub's own lists; on the relay, its players' proposals for the event's publisher). */
  readonly openEmpty?: (doc: SharedDocument, person: Person, scope: string | null) => boolean;
  /** The address a request came from (the relay reads its proxy's X-Forwarded-For). */
  readonly addressOf?: (request: IncomingMessage) => string;
  /** Per-address limits and the limit in all (the relay's, the hub's). */
  readonly addresses?: AddressGate;
  /** Hocuspocus' wait after a change before the store hook runs, and its longest (ms). */
  readonly storeDelay?: { readonly debounce: number; readonly maxDebounce: number };
  afterLoadDocument?(name: string, context: Partial<GuardContext> | undefined): Promise<void>;
  /** A document changed (by a device or by the server's own connection). */
  afterChange?(name: string): void;
}

export interface SyncServer {
  readonly hocuspocus: Hocuspocus;
  /** The server's own connection to a document (kept open): the official tournament the write guard reads, the hub's lists. */
  own(name: string): Promise<Awaited<ReturnType<Hocuspocus['openDirectConnection']>>>;
  /** Takes WebSocket upgrades on /sync of this HTTP server. */
  attach(http: Server): void;
  close(): Promise<void>;
}

export const limitsWith = (given: Partial<HubLimits> | undefined, base: HubLimits = defaultLimits): HubLimits => ({
  ...base,
  // A frame holds one update and its header: a smaller update limit brings the frame limit down with it.
  ...(given?.maxUpdateBytes === undefined ? {} : { maxFrameBytes: given.maxUpdateBytes + base.maxFrameBytes - base.maxUpdateBytes }),
  ...given,
});

/** A refusal the device shows in words (Hocuspocus sends `reason` with the permission-denied message). */
const refuse = (reason: string): { reason: string } => ({ reason });

export const makeSyncServer = (opts: SyncServerOptions): SyncServer => {
  const { log, limits } = opts;
  const addressOf = opts.addressOf ?? ((req: IncomingMessage) => remoteOf(req.socket));
  const own = new Map<string, Promise<Awaited<ReturnType<Hocuspocus['openDirectConnection']>>>>();
  const ownConnection = (name: string): Promise<Awaited<ReturnType<Hocuspocus['openDirectConnection']>>> => {
    let c = own.get(name);
    if (!c) {
      c = hocuspocus.openDirectConnection(name, {});
      own.set(name, c);
    }
    return c;
  };
  /** Updates each document took in the last moments, which Hocuspocus may not have applied yet (writeGuard.tryUpdate). */
  const accepted = new Map<string, Uint8Array[]>();
  const refused = (reason: string, document: string, person: Person | null, remote: string): { reason: string } => {
    log({ event: 'refused', reason: 'access', remote, document: document.slice(0, 120), detail: `${person ? `${person.role} ${personName(person)}` : 'unknown code'}: ${reason}` });
    return refuse(reason);
  };
  const hocuspocus: Hocuspocus = new Hocuspocus({
    quiet: true,
    extensions: [...opts.extensions],
    ...opts.storeDelay,
    async afterLoadDocument({ documentName, context }) {
      await opts.afterLoadDocument?.(documentName, context as Partial<GuardContext> | undefined);
    },
    async onChange({ documentName }) {
      opts.afterChange?.(documentName);
    },
    async onConnect({ requestParameters }) {
      const theirs = requestParameters.get('version');
      if (theirs !== opts.version) {
        throw refuse(`version: this device runs Pairwise ${theirs ?? '(unknown)'} and the ${opts.name} runs ${opts.version}; both must run the same version to share a tournament`);
      }
    },
    async onAuthenticate({ token, documentName, connectionConfig, request }) {
      const remote = addressOf(request);
      const who = await opts.personOf(token);
      if (who === null) throw refused(`code: this ${opts.name === 'hub' ? 'join code' : 'code'} is not one of this ${opts.name}'s (or it was revoked)`, documentName, null, remote);
      const { person, scope } = who;
      const doc = parseDocumentName(documentName);
      if (doc === null) throw refused(`document: the ${opts.name} keeps no document called "${documentName.slice(0, 80)}"`, documentName, person, remote);
      const access = opts.accessOf(person, scope, doc);
      if (access === 'none') throw refused(`role: ${personName(person)} (${person.role}) may not open ${doc.kind} documents of others`, documentName, person, remote);
      // A document is made only by the person who writes it (the hub's own lists, by the hub): a
      // reader cannot fill the server with empty ones.
      if (access === 'read' && !(opts.openEmpty?.(doc, person, scope) ?? false) && !(await opts.exists(documentName))) throw refused(`document: ${documentName.slice(0, 80)} has not been published`, documentName, person, remote);
      // Read-only: Hocuspocus drops the connection's updates, so the document stays as the server has it.
      connectionConfig.readOnly = access === 'read';
      const context: GuardContext = { person, remote };
      return context;
    },
    async beforeHandleMessage({ documentName, document, update, context, connection }) {
      const ctx = context as GuardContext | undefined;
      const doc = parseDocumentName(documentName);
      if (!ctx || doc === null) return;
      const incoming = readIncoming(update);
      if (incoming.kind === 'other') return;
      const officialDoc: Y.Doc | undefined = doc.kind === 'entries' || doc.kind === 'proposals' ? (await ownConnection(officialName(doc.event))).document ?? undefined : undefined;
      const officialMap = officialDoc?.getMap<unknown>('official');
      const recent = accepted.get(documentName) ?? [];
      const reason = judge(ctx, doc, document, incoming, connection.readOnly, (k) => officialMap?.get(k), opts.now(), recent);
      if (reason === null) {
        if (incoming.kind === 'update' && !connection.readOnly) {
          // Kept until Hocuspocus has applied it (the next messages are checked on top of it).
          recent.push(incoming.update);
          accepted.set(documentName, recent);
          setTimeout(() => {
            const list = accepted.get(documentName);
            list?.splice(list.indexOf(incoming.update), 1);
            if (list?.length === 0) accepted.delete(documentName);
          }, 2000);
        }
        return;
      }
      const line = { event: 'refused', reason: 'write', remote: ctx.remote, document: documentName, detail: `${ctx.person.role} ${personName(ctx.person)}: ${reason}` } as const;
      log(line);
      // What a reader sends is dropped by Hocuspocus anyway: logged, and the reader stays connected.
      if (connection.readOnly) return;
      throw Object.assign(new Error(reason), { code: 4403, reason: `refused: ${reason}`.slice(0, 120) });
    },
  });

  // Frames over the limit are refused by ws from their header, before they are buffered.
  const sockets = new WebSocketServer({ noServer: true, maxPayload: limits.maxFrameBytes });
  sockets.on('connection', (ws, request: IncomingMessage) => {
    const remote = addressOf(request);
    const gate = opts.addresses?.open(remote);
    if (typeof gate === 'string') {
      log({ event: 'refused', reason: 'address', remote, detail: gate });
      ws.close(1013, gate.includes(' in all') ? `the ${opts.name} is full: try again later` : 'too many connections from this address');
      setTimeout(() => ws.terminate(), 1000).unref();
      return;
    }
    guardConnection(ws, remote, limits, opts.roleOf, log, gate ?? undefined);
    hocuspocus.handleConnection(ws, request);
  });
  sockets.on('error', (e: Error) => log({ event: 'error', where: 'websocket server', detail: e.message }));

  return {
    hocuspocus,
    own: ownConnection,
    /**
     * WebSocket upgrades only on /sync, every socket and server with an error listener (an error
     * nobody listens to ends the process, and a device's input must not).
     */
    attach: (http) => {
      http.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
        const remote = addressOf(req);
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
        log({ event: 'refused', reason: 'bad-request', remote: addressOf(req), detail: `WebSocket handshake: ${e.message}` });
        socket.destroy();
      });
    },
    close: async () => {
      // Every change still waiting for its store is stored before the store is closed, then the
      // server's own connections are closed (each stores its document once more). A stop waits for
      // that at most `stopStoreMs`: a store that never ends (seen on the relay after another relay
      // was killed, the Redis extension's store of a document never settling) must not keep a
      // stopped server running. What was not stored then is still on the laptop, which sends it
      // again when it reconnects, and on any other relay holding the document.
      const storing = (async () => {
        await Promise.all([...hocuspocus.documents.keys()].map((name) => hocuspocus.debouncer.executeNow(`onStoreDocument-${name}`) as Promise<unknown> | undefined));
        if (opts.storeAgainAfterMs !== undefined) {
          // On the relay a document's store takes a Redis lock (the Redis extension), and a store
          // that finds it held is skipped without a word: a relay killed while it held the lock
          // (it lasts a second) made the stop's store of the newest results a silent no-op. So the
          // relay stores every document once more after the lock has surely expired.
          log({ event: 'stopping', step: 'storing the documents again after the Redis lock' });
          await new Promise((r) => setTimeout(r, opts.storeAgainAfterMs));
          await Promise.all([...hocuspocus.documents.values()].map((document) => hocuspocus.storeDocumentHooks(document, {
            clientsCount: document.getConnectionsCount(), context: {}, document, documentName: document.name, instance: hocuspocus,
            requestHeaders: {}, requestParameters: new URLSearchParams(), socketId: 'server',
          }, true)));
        }
        log({ event: 'stopping', step: 'closing the server\'s own connections' });
        await Promise.all([...own.values()].map(async (c) => (await c).disconnect()));
        return 'stored' as const;
      })().catch((e: unknown) => {
        log({ event: 'error', where: 'stop', detail: `storing the documents: ${(e as Error).message}` });
        return 'stored' as const;
      });
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => { timer = setTimeout(() => resolve('late'), opts.stopStoreMs ?? 10_000); });
      if (await Promise.race([storing, late]) === 'late') {
        log({ event: 'error', where: 'stop', detail: `the documents were not all stored within ${opts.stopStoreMs ?? 10_000} ms; stopping without them` });
      }
      clearTimeout(timer);
      hocuspocus.closeConnections();
      for (const ws of sockets.clients) ws.terminate();
      sockets.close();
    },
  };
};
