import { createServer } from 'node:http';
import type { IncomingMessage } from 'node:http';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { Redis } from '@hocuspocus/extension-redis';
import { onlineName, parseCode, parseDocumentName, relayAccessOf } from '../../core/venue';
import type * as Y from 'yjs';
import type { GuardContext } from '../hub/writeGuard';
import type { Person } from '../../core/venue';
import { same, verifierOf } from '../hub/codes';
import { addressGate, defaultLimits } from '../hub/guard';
import type { AddressLimits, HubLimits } from '../hub/guard';
import { remoteOf, stderrLog } from '../hub/log';
import type { HubLog } from '../hub/log';
import { limitsWith, makeSyncServer } from '../hub/sync';
import { openRelayDatabase } from './postgres';
import { relayHttp } from './http';

/**
 * `pairwise relay`: the venue hub's sync server (src/cli/hub/sync.ts: the same guards, the same
 * write rules) for a public host, so an event is followed from anywhere. Several relay processes
 * share live documents through Redis (@hocuspocus/extension-redis) and keep them in Postgres
 * (@hocuspocus/extension-database); a reverse proxy in front gives it TLS (docs/online-relay.md).
 *
 * It carries what a chief's laptop publishes with the event's publish key (the official
 * tournament) and what the players' personal codes propose; anyone reads an event's official
 * tournament with no code, through the public event page it serves (`/e/<event>`).
 */
export interface RelayOptions {
  readonly version: string;
  readonly port?: number;
  readonly host?: string;
  /** redis://host:port */
  readonly redisUrl: string;
  /** postgres://… (a unix socket folder as `?host=/dir`) */
  readonly databaseUrl: string;
  /** How readers reach the relay: https://relay.example.org (the proxy's address); the Host header's when not given. */
  readonly publicUrl?: string;
  /** Addresses of the reverse proxy: their X-Forwarded-For names the client. */
  readonly trustProxy?: readonly string[];
  readonly limits?: Partial<HubLimits>;
  readonly perAddress?: Partial<AddressLimits>;
  /** The public page's script (the bundle beside the relay's, `relay-page.js`). */
  readonly pageScript?: string;
  /** Hocuspocus' wait after a change before the document is written to Postgres (ms). */
  readonly storeDelayMs?: number;
  readonly log?: HubLog;
  readonly now?: () => number;
}

export interface RunningRelay {
  readonly port: number;
  connections(): number;
  close(): Promise<void>;
}

/** The relay's defaults: the hub's limits, for any reader of the internet, and these per address. */
export const defaultAddressLimits: AddressLimits = {
  // A mobile network puts many phones behind one address (carrier NAT): generous, not unbounded.
  connections: 256,
  // Each reader's connection holds its documents' state in the relay's memory (about 20 KiB for a
  // 300-player event's readers, docs/online-relay.md, Load): a bound on all of them keeps a
  // process from running out of memory when many addresses connect at once.
  total: 20_000,
  messagesPerWindow: 10_000,
};

export const relayLimits: HubLimits = {
  ...defaultLimits,
  // A publishing laptop opens its official document and one document per player's proposals.
  documentsPerConnection: (role) => (role === 'chief' ? 2_000 : 16),
  messagesPerWindow: (role) => (role === 'chief' ? 20_000 : 400),
};

/** The client's address: the socket's, or, behind a trusted proxy, the last address it appended to X-Forwarded-For. */
export const clientAddress = (trusted: ReadonlySet<string>) => (req: IncomingMessage): string => {
  const remote = remoteOf(req.socket).replace(/^::ffff:/, '');
  if (!trusted.has(remote)) return remote;
  const forwarded = req.headers['x-forwarded-for'];
  const list = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded ?? '').split(',').map((s) => s.trim()).filter((s) => s !== '');
  return list.at(-1)?.slice(0, 64) ?? remote;
};

/** The relays' Redis keys and channels: `pairwise:<document>`. */
const redisPrefix = 'pairwise';

export const startRelay = async (opts: RelayOptions): Promise<RunningRelay> => {
  const log = opts.log ?? stderrLog;
  const limits = limitsWith(opts.limits, relayLimits);
  const now = opts.now ?? Date.now;
  const db = await openRelayDatabase(opts.databaseUrl, log);
  const redisUrl = new URL(opts.redisUrl);
  const redis = new Redis({
    host: redisUrl.hostname,
    port: Number(redisUrl.port || 6379),
    prefix: redisPrefix,
    options: {
      ...(redisUrl.password ? { password: decodeURIComponent(redisUrl.password) } : {}),
      // Redis gone: each relay keeps serving its own readers and reconnects.
      maxRetriesPerRequest: 3,
    },
  });
  for (const client of [redis.pub, redis.sub]) client.on('error', (e: Error) => log({ event: 'error', where: 'redis', detail: e.message }));
  const liveElsewhere = async (name: string): Promise<boolean> => {
    try {
      const answer = (await redis.pub.call('PUBSUB', 'NUMSUB', `${redisPrefix}:${name}`)) as [string, number];
      return Number(answer[1]) > 0;
    } catch {
      return false;
    }
  };
  const addressOf = clientAddress(new Set(opts.trustProxy ?? []));
  /** When this relay first opened each event's verifiers (a relay that just opened them may still be hearing them from another through Redis). */
  const openedAt = new Map<string, number>();
  /**
   * A player's code is taken when its SHA-256 is the verifier the event's laptop published for
   * that rank (`online/<event>`): the relay keeps no code and no key that makes one, so neither a
   * copy of its database nor its operator can write a player's proposals (core/venue/codes.ts).
   */
  /**
   * A verifier removed or replaced (publishing turned off, a code sheet made anew) ends the
   * connections of that player's proposals on this relay at once, not at their next reconnection,
   * where the code is refused.
   */
  const watchVerifiers = (event: string, doc: Y.Doc): void => {
    const known = new Map<string, unknown>(doc.getMap('verifiers').entries());
    doc.on('update', () => {
      const current = doc.getMap('verifiers');
      const gone = new Set([...known].filter(([k, v]) => current.get(k) !== v).map(([k]) => Number(k)));
      known.clear();
      for (const [k, v] of current.entries()) known.set(k, v);
      if (gone.size === 0) return;
      for (const [documentName, document] of sync.hocuspocus.documents) {
        const d = parseDocumentName(documentName);
        if (d?.kind !== 'proposals' || d.event !== event || !gone.has(d.rank)) continue;
        for (const connection of document.getConnections()) {
          if ((connection.context as Partial<GuardContext> | undefined)?.person?.role !== 'player') continue;
          log({ event: 'refused', reason: 'access', remote: (connection.context as GuardContext).remote, document: documentName, detail: 'the player\'s code is no longer published for this relay' });
          connection.close({ code: 4401, reason: 'revoked: this personal code is no longer accepted on this relay' });
        }
      }
    });
  };
  const playerOf = async (token: string): Promise<{ person: Person; scope: string } | null> => {
    const c = parseCode(token);
    // Only an event a publish key claimed: no code opens documents of events nobody published.
    if (c?.role !== 'player' || !(await db.claimed(c.event))) return null;
    const name = onlineName(c.event);
    const doc = (await sync.own(name)).document;
    if (!doc) return null;
    if (!openedAt.has(name)) {
      openedAt.set(name, Date.now());
      watchVerifiers(c.event, doc);
    }
    const verifier = (): unknown => doc.getMap('verifiers').get(String(c.rank));
    const wait = openedAt.get(name)! + 2000 - Date.now();
    if (verifier() === undefined && wait > 0) {
      await new Promise<void>((resolve) => {
        const done = (): void => {
          doc.off('update', done);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(done, wait);
        doc.on('update', done);
      });
    }
    const v = verifier();
    return typeof v === 'string' && same(v, verifierOf(token)) ? { person: { role: 'player', event: c.event, rank: c.rank }, scope: c.event } : null;
  };
  const sync = makeSyncServer({
    // Past the Redis extension's store lock (1 s, its default lockTimeout).
    storeAgainAfterMs: 1_200,
    name: 'relay', version: opts.version, log, limits, now,
    extensions: [redis, db.extension],
    personOf: async (token) => (parseCode(token)?.role === 'player' ? playerOf(token) : db.personOf(token)),
    roleOf: db.roleOf,
    accessOf: relayAccessOf,
    // The publisher reads its players' proposals before they write any (the relay has no directory).
    openEmpty: (doc, person, scope) => doc.kind === 'proposals' && person.role === 'chief' && scope === doc.event,
    // Published means: loaded here, stored in Postgres, or live on another relay that has not
    // stored it yet (each relay holding a document listens on its Redis channel).
    exists: async (name) => sync.hocuspocus.documents.has(name) || (await db.exists(name)) || (await liveElsewhere(name)),
    addressOf,
    addresses: addressGate({ ...defaultAddressLimits, ...opts.perAddress }, limits.windowMs),
    // Written to Postgres soon after each change: a relay killed loses at most this much of what it
    // alone received, and the laptop sends that again when it reconnects (it keeps every change).
    storeDelay: { debounce: opts.storeDelayMs ?? 500, maxDebounce: Math.max(2000, (opts.storeDelayMs ?? 500) * 4) },
  });
  const script = await readFile(opts.pageScript ?? new URL('./relay-page.js', import.meta.url)).catch(() => null);
  const http = createServer(relayHttp({ log, addressOf, publicUrl: opts.publicUrl, script, version: opts.version }));
  sync.attach(http);
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(opts.port ?? 4610, opts.host ?? '0.0.0.0', () => {
      http.off('error', reject);
      http.on('error', (e) => log({ event: 'error', where: 'http server', detail: e.message }));
      resolve();
    });
  });
  return {
    port: (http.address() as AddressInfo).port,
    connections: () => sync.hocuspocus.getConnectionsCount(),
    close: async () => {
      // Each step of the stop is logged, so that a stop that does not end says where it waits.
      log({ event: 'stopping', step: 'storing the documents' });
      await sync.close();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      log({ event: 'stopping', step: 'closing Redis' });
      await sync.hocuspocus.hooks('onDestroy', { instance: sync.hocuspocus });
      log({ event: 'stopping', step: 'closing Postgres' });
      await db.close();
      log({ event: 'stopped' });
    },
  };
};
