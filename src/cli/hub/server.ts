import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import * as Y from 'yjs';
import { accessOf, directoryName, eventsName, isRelayAddress, officialName, onlineName, parseDocumentName } from '../../core/venue';
import type { Person } from '../../core/venue';
import { officialFrom } from '../../core/venue';
import { loadOrCreateCodes, verifierOf } from './codes';
import type { HubCodes } from './codes';
import { openSqliteStore, storeExtension } from './sqliteStore';
import { hubPage, playersSheet, publicHubPage, relayLink } from './page';
import type { GuardContext } from './writeGuard';
import { formBody, sameOriginPost } from './forms';
import { addressGate } from './guard';
import type { AddressLimits, HubLimits } from './guard';
import { limitsWith, makeSyncServer } from './sync';
import type { SyncServer } from './sync';
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
  /** The hub's clock, for the write rules (tests set it). */
  readonly now?: () => number;
  /** Connections and messages per address and connections in all (`hubAddressLimits`); each one left out is the default's. */
  readonly perAddress?: Partial<AddressLimits>;
  /** Addresses the per-address limits do not apply to: the laptop itself (loopback) by default. */
  readonly exemptAddresses?: readonly string[];
}

/**
 * The hub's limits over a device's connections, beside each connection's own (guard.ts). On the
 * venue Wi-Fi each phone has its own address and holds one connection: 32 from one address is
 * already a device misbehaving, and 2,000 in all is several times the biggest venue. The laptop
 * itself (loopback: the chief's browser, a document per phone on its connection) is held only to
 * the total.
 */
export const hubAddressLimits: AddressLimits = { connections: 32, total: 2000, messagesPerWindow: 20_000 };

export interface RunningHub {
  readonly port: number;
  readonly codes: HubCodes;
  /** http://<address>:<port>: `linkHost` if given, then each of the laptop's IPv4 addresses, the LAN ones first. */
  readonly addresses: readonly string[];
  /** The number of open sync connections (for the load run and the hub page). */
  connections(): number;
  close(): Promise<void>;
}

export const databaseFile = 'pairwise-hub.sqlite';
export const codesFile = 'pairwise-hub-codes.json';

/** The laptop's IPv4 addresses, the LAN ones (not loopback) first. */
export const laptopAddresses = (): string[] => {
  const all = Object.values(networkInterfaces()).flatMap((list) => list ?? []).filter((a) => a.family === 'IPv4');
  return [...all.filter((a) => !a.internal), ...all.filter((a) => a.internal)].map((a) => a.address);
};

export const startHub = async (opts: HubOptions): Promise<RunningHub> => {
  const log = opts.log ?? stderrLog;
  const limits: HubLimits = limitsWith(opts.limits);
  const codes = await loadOrCreateCodes(join(opts.dir, codesFile));
  const now = opts.now ?? Date.now;
  const store = await openSqliteStore(join(opts.dir, databaseFile), {
    log,
    compactAtBytes: opts.compactAtBytes,
    current: (name) => {
      const doc = hocuspocus.documents.get(name);
      return doc ? Y.encodeStateAsUpdate(doc) : undefined;
    },
  });
  // The hub's own connections: the directory and the events list (written by the hub alone), and
  // each event's official document (read by the write guard).
  const ownConnection = (name: string): ReturnType<SyncServer['own']> => sync.own(name);
  // The directory: each entries and proposals document with its person, so the chief's laptop
  // finds every arbiter's entries and every player's proposals; the events list, for every device.
  const note = async (name: string, person: Person | undefined): Promise<void> => {
    const doc = parseDocumentName(name);
    if (doc === null) return;
    // Later, not here: the verifiers open the document this hook is still loading.
    if (doc.kind === 'online' || doc.kind === 'official') settle(doc.event);
    if (doc.kind === 'online') return;
    if (doc.kind === 'official') {
      const events = await ownConnection(eventsName);
      await events.transact((d) => {
        const m = d.getMap('events');
        if (!m.has(name)) m.set(name, { event: doc.event });
      });
      return;
    }
    if (doc.kind !== 'entries' && doc.kind !== 'proposals') return;
    const directory = await ownConnection(directoryName);
    await directory.transact((d) => {
      const documents = d.getMap('documents');
      const who = doc.kind === 'entries' ? (doc.writer === 'chief' ? 'the chief arbiter' : person?.role === 'deputy' ? person.name : undefined) : undefined;
      const had = documents.get(name) as { person?: string } | undefined;
      if (!had || (who !== undefined && had.person !== who)) {
        documents.set(name, { kind: doc.kind, event: doc.event, ...(doc.kind === 'entries' ? { writer: doc.writer } : { rank: doc.rank }), ...(who !== undefined ? { person: who } : {}) });
      }
    });
  };
  /**
   * The verifier of each player's code of an event (core/venue/codes.ts), for the chief's laptop
   * to copy to the online relay: written by the hub alone when the event's players change. The
   * codes themselves never leave the hub but on the code sheet.
   */
  const fillVerifiers = async (event: string): Promise<void> => {
    const official = (await ownConnection(officialName(event))).document;
    const o = official ? officialFrom((k) => official.getMap('official').get(k), official.getArray('order').toArray()) : null;
    if (!o) return;
    const wanted = new Map(o.players.map((p) => [String(p.rank), verifierOf(codes.playerCode(event, p.rank))] as const));
    const online = await ownConnection(onlineName(event));
    const map = online.document?.getMap('verifiers');
    if (map && [...wanted].every(([k, v]) => map.get(k) === v) && map.size === wanted.size) return;
    await online.transact((d) => {
      const m = d.getMap('verifiers');
      for (const [k, v] of wanted) if (m.get(k) !== v) m.set(k, v);
      for (const k of [...m.keys()]) if (!wanted.has(k)) m.delete(k);
    });
  };
  /** Each official document's players, looked at once its changes settle (a result changes none). */
  const settling = new Map<string, ReturnType<typeof setTimeout>>();
  const settle = (event: string): void => {
    if (settling.has(event)) return;
    const t = setTimeout(() => {
      settling.delete(event);
      void fillVerifiers(event).catch((e: Error) => log({ event: 'error', where: 'verifiers', detail: e.message }));
    }, 300);
    t.unref();
    settling.set(event, t);
  };
  const afterChange = (name: string): void => {
    const doc = parseDocumentName(name);
    if (doc?.kind === 'official') settle(doc.event);
  };
  const exists = async (name: string): Promise<boolean> => sync.hocuspocus.documents.has(name) || store.fetch(name) !== null;
  const sync: SyncServer = makeSyncServer({
    name: 'hub', version: opts.version, log, limits, now,
    // Each update is written to the store's journal as it is applied (sqliteStore.ts).
    extensions: [storeExtension(store, log)],
    personOf: async (token) => {
      const person = codes.personOf(token);
      return person === null ? null : { person, scope: null };
    },
    roleOf: (token) => codes.personOf(token)?.role ?? null,
    accessOf: (person, _scope, doc) => accessOf(person, doc),
    exists,
    openEmpty: (doc) => doc.kind === 'events' || doc.kind === 'directory',
    afterLoadDocument: (name, context) => note(name, context?.person),
    afterChange,
    addresses: addressGate({ ...hubAddressLimits, ...opts.perAddress }, limits.windowMs, new Set(opts.exemptAddresses ?? ['127.0.0.1', '::1', '::ffff:127.0.0.1'])),
  });
  const hocuspocus = sync.hocuspocus;

  let port = 0;
  const addresses = (): string[] => [...new Set([...(opts.linkHost ? [opts.linkHost] : []), ...laptopAddresses()])]
    .map((a) => `http://${a.includes(':') ? `[${a}]` : a}:${port}`);
  /** The events the chief has published, with their names and players, for the players' code sheets. */
  const publishedEvents = async (): Promise<{ event: string; name: string; players: { rank: number; name: string }[] }[]> => {
    const events = (await ownConnection(eventsName)).document?.getMap('events');
    if (!events) return [];
    const out: { event: string; name: string; players: { rank: number; name: string }[] }[] = [];
    for (const name of [...events.keys()].sort()) {
      const doc = parseDocumentName(name);
      if (doc?.kind !== 'official') continue;
      const document = (await ownConnection(name)).document;
      const o = officialFrom((k) => document?.getMap('official').get(k), document?.getArray('order').toArray() ?? []);
      out.push({ event: doc.event, name: o?.meta.name ?? doc.event, players: [...(o?.players ?? [])] });
    }
    return out;
  };

  /**
   * The hub page and its forms. The page with the codes, and every change to the codes, answer only
   * the laptop itself (its loopback address): a device on the venue Wi-Fi gets a page with no code.
   * A form is taken only from the hub's own page (its Origin), so no other site open in the chief's
   * browser can add or revoke a deputy.
   */
  const laptopRoute = async (req: IncomingMessage, res: ServerResponse, url: URL, headers: Record<string, string>): Promise<void> => {
    const html = (status: number, body: string): void => {
      res.writeHead(status, { ...headers, 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(body);
    };
    if (req.method === 'POST') {
      if (!sameOriginPost(req)) {
        log({ event: 'refused', reason: 'bad-request', remote: remoteOf(req.socket), detail: `a form for ${url.pathname.slice(0, 80)} sent from another page (${String(req.headers.origin).slice(0, 80)})` });
        html(403, '<!doctype html><title>Refused</title><p>Forms are taken from the hub page itself only.</p>');
        return;
      }
      const form = await formBody(req, 4096);
      if (url.pathname === '/hub/deputies') {
        try {
          await codes.addDeputy(form.get('name') ?? '');
        } catch (e) {
          html(400, `<!doctype html><title>Not added</title><p>${(e as Error).message.replace(/[<&]/g, '')}. <a href="/hub">Back</a></p>`);
          return;
        }
      } else {
        const m = /^\/hub\/deputies\/([0-9a-f]{8})\/revoke$/.exec(url.pathname);
        if (m && (await codes.revokeDeputy(m[1]!))) disconnectDeputy(m[1]!);
      }
      res.writeHead(303, { ...headers, location: '/hub', 'cache-control': 'no-store' });
      res.end();
      return;
    }
    const sheet = /^\/hub\/players\/([0-9A-Za-z_-]{1,40})$/.exec(url.pathname);
    const events = await publishedEvents();
    if (sheet) {
      const e = events.find((x) => x.event === sheet[1]);
      if (!e) {
        html(404, '<!doctype html><title>No such event</title><p>The chief arbiter has not shared this event. <a href="/hub">Back</a></p>');
        return;
      }
      // Published online too (the chief's laptop says where): each card also carries the relay's
      // link, for a player on mobile data, away from the venue Wi-Fi.
      const relay = (await ownConnection(onlineName(e.event))).document?.getMap('relay').get('address');
      html(200, await playersSheet({
        address: publicAddress(), event: e.name, players: e.players.map((p) => ({ ...p, code: codes.playerCode(e.event, p.rank) })),
        ...(isRelayAddress(relay) ? { relay: relayLink(relay, e.event) } : {}),
      }));
      return;
    }
    html(200, await hubPage({
      addresses: addresses(), address: publicAddress(), chief: codes.chief, deputies: codes.deputies(), version: opts.version,
      connections: hocuspocus.getConnectionsCount(), events: events.map((e) => ({ event: e.event, name: e.name, players: e.players.length })),
      replaced: codes.replaced,
    }));
  };
  /** The address the links and QR codes name: `--host`, else the first LAN address. */
  const publicAddress = (): string => addresses()[0] ?? `http://localhost:${port}`;
  /** A revoked deputy's laptop is cut off at once, not at its next reconnection. */
  const disconnectDeputy = (id: string): void => {
    for (const document of hocuspocus.documents.values()) {
      for (const connection of document.getConnections()) {
        const person = (connection.context as Partial<GuardContext> | undefined)?.person;
        if (person?.role === 'deputy' && person.id === id) connection.close({ code: 4401, reason: 'revoked: this code was revoked by the chief arbiter' });
      }
    }
  };
  const http = createServer(httpHandler({
    appDir: opts.appDir,
    log,
    laptop: laptopRoute,
    publicPage: async () => publicHubPage({ addresses: addresses(), version: opts.version, port }),
  }));
  sync.attach(http);
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
    codes,
    addresses: addresses(),
    connections: () => hocuspocus.getConnectionsCount(),
    close: async () => {
      for (const t of settling.values()) clearTimeout(t);
      await sync.close();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await store.close();
    },
  };
};
