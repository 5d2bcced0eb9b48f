import type { WebSocket } from 'ws';
import type { Role } from '../../core/venue';
import type { HubLog, RefusalReason } from './log';
import { authType, messageType, syncStep } from './protocol';

/**
 * What one device's connection may do, checked on every message before the sync server
 * (Hocuspocus) sees it. A phone on the venue Wi-Fi is not trusted: the limits keep one device from
 * stopping the hub or filling its memory. Hocuspocus authenticates per document; the guard reads
 * the same messages (the sync protocol's header: the document's name, then the message type) and
 * the hub's answers (authenticated, permission denied) to know each document's state on the
 * connection.
 */
export interface HubLimits {
  /** The largest Yjs update a device may send (a sync step 2 or an update), in bytes. */
  readonly maxUpdateBytes: number;
  /** The largest WebSocket frame: larger ones are refused by ws before they are buffered. */
  readonly maxFrameBytes: number;
  /** A connection that has authenticated no document this long after it opened is closed. */
  readonly authTimeoutMs: number;
  /** The window the message rate is counted over. */
  readonly windowMs: number;
  /** Messages a connection may send per window; over it the connection is closed. */
  messagesPerWindow(role: Role | null): number;
  /**
   * Documents one connection may open. `role` is the most generous role among the join codes the
   * connection has presented (null before any valid code): the chief's laptop opens one document
   * per phone on its one connection.
   */
  documentsPerConnection(role: Role | null): number;
}

const mib = 1024 * 1024;

export const defaultLimits: HubLimits = {
  maxUpdateBytes: mib,
  // The update plus its message's header (document name, types, lengths): a few hundred bytes at most.
  maxFrameBytes: mib + 64 * 1024,
  authTimeoutMs: 10_000,
  windowMs: 10_000,
  // The officials' laptops open one document per player's phone (the chief to take reports, a
  // deputy to see the players' disputes): each sends an authentication, a sync step and an
  // awareness message for each at once; a phone or a hall screen a few per result.
  messagesPerWindow: (role) => (role === 'chief' || role === 'deputy' ? 20_000 : 400),
  documentsPerConnection: (role) => (role === 'chief' || role === 'deputy' ? 2_000 : 16),
};


/** Reads lib0's variable-length encoding (the sync protocol's), throwing past the end. */
class Reader {
  private at = 0;
  constructor(private readonly bytes: Uint8Array) {}
  uint(): number {
    let value = 0;
    let shift = 0;
    for (;;) {
      if (this.at >= this.bytes.length) throw new RangeError('message ends inside a number');
      const b = this.bytes[this.at++]!;
      value += (b & 0x7f) * 2 ** shift;
      if (b < 0x80) return value;
      shift += 7;
      if (shift > 49) throw new RangeError('number too long');
    }
  }
  string(): string {
    const length = this.uint();
    if (this.at + length > this.bytes.length) throw new RangeError('message ends inside a string');
    const s = Buffer.from(this.bytes.buffer, this.bytes.byteOffset + this.at, length).toString('utf8');
    this.at += length;
    return s;
  }
}

const bytesOf = (data: unknown): Uint8Array | null => {
  if (data instanceof Uint8Array) return data;
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  if (Array.isArray(data) && data.every((d) => d instanceof Uint8Array)) return Buffer.concat(data as Uint8Array[]);
  return null;
};

type DocumentState = 'pending' | 'open' | 'denied';

/**
 * Limits per address, over all of its connections (the online relay's: its readers are anyone on
 * the internet). A phone network puts many phones behind one address, so the bounds are generous;
 * they stop one machine from opening thousands of sockets or flooding through many of them.
 */
export interface AddressLimits {
  /** Open connections one address may hold. */
  readonly connections: number;
  /** Open connections of all addresses together: past it a new one is refused, and those open are served as before. */
  readonly total: number;
  /** Messages one address may send per window (`HubLimits.windowMs`), over all its connections. */
  readonly messagesPerWindow: number;
}

/** One address's share of the per-address limits, for one of its connections. */
export interface AddressShare {
  /** Counts a message; false once the address is over its rate. */
  message(): boolean;
  /** The connection closed. */
  close(): void;
}

export interface AddressGate {
  /** A new connection from `address`: its share, or why it is refused. */
  open(address: string): AddressShare | string;
}

/**
 * `exempt`: addresses the per-address limits do not apply to (the hub's own laptop, whose chief's
 * session opens a document per phone); their connections count in the total.
 */
export const addressGate = (limits: AddressLimits, windowMs: number, exempt: ReadonlySet<string> = new Set()): AddressGate => {
  const seen = new Map<string, { open: number; windowStart: number; inWindow: number }>();
  let total = 0;
  return {
    open: (address) => {
      if (total >= limits.total) return `more than ${limits.total} connections in all`;
      const free = exempt.has(address);
      const a = seen.get(address) ?? { open: 0, windowStart: Date.now(), inWindow: 0 };
      if (!free && a.open >= limits.connections) return `more than ${limits.connections} connections from ${address}`;
      a.open++;
      total++;
      seen.set(address, a);
      let closed = false;
      return {
        message: () => {
          const now = Date.now();
          if (now - a.windowStart >= windowMs) {
            a.windowStart = now;
            a.inWindow = 0;
          }
          return ++a.inWindow <= limits.messagesPerWindow || free;
        },
        close: () => {
          if (closed) return;
          closed = true;
          total--;
          if (--a.open === 0) seen.delete(address);
        },
      };
    },
  };
};

/**
 * Puts the limits on one WebSocket before it is handed to Hocuspocus. `roleOfToken` tells the role
 * of a join code (null for one the hub does not know), for the per-role limits; `share` is the
 * connection's part of its address's limits (the relay's), if any.
 */
export const guardConnection = (ws: WebSocket, remote: string, limits: HubLimits, roleOfToken: (token: string) => Role | null, log: HubLog, share?: AddressShare): void => {
  const documents = new Map<string, DocumentState>();
  const roles = new Set<Role | null>([null]);
  let authenticated = false;
  let refused = false;
  let windowStart = Date.now();
  let inWindow = 0;
  let terminate: ReturnType<typeof setTimeout> | undefined;
  const most = (limit: (role: Role | null) => number): number => Math.max(...[...roles].map(limit));

  const refuse = (reason: RefusalReason, detail?: string, document?: string): void => {
    if (refused) return;
    refused = true;
    log({ event: 'refused', reason, remote, ...(document === undefined ? {} : { document }), ...(detail === undefined ? {} : { detail }) });
    // 1009: message too big; 1008: policy violation. The close frame carries the reason; a device
    // that does not answer it is cut off a second later.
    ws.close(reason === 'update-too-big' ? 1009 : 1008, reason);
    terminate = setTimeout(() => ws.terminate(), 1000);
    terminate.unref();
  };

  // Every socket has an error listener: without one, ws's error (a frame over maxPayload, a broken
  // frame) is thrown and ends the process.
  ws.on('error', (e: Error & { code?: string }) => {
    if (e.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH') refuse('frame-too-big', e.message);
    else log({ event: 'error', where: 'websocket', remote, detail: `${e.code ?? e.name}: ${e.message}` });
  });

  const authTimer = setTimeout(() => {
    if (!authenticated) refuse('auth-timeout', `no document authenticated within ${limits.authTimeoutMs} ms`);
  }, limits.authTimeoutMs);
  authTimer.unref();
  ws.once('close', () => {
    share?.close();
    clearTimeout(authTimer);
    if (terminate) clearTimeout(terminate);
  });

  /** Whether a message from the device goes on to Hocuspocus. */
  const admit = (data: Uint8Array): boolean => {
    if (refused) return false;
    const now = Date.now();
    if (now - windowStart >= limits.windowMs) {
      windowStart = now;
      inWindow = 0;
    }
    if (++inWindow > most(limits.messagesPerWindow)) {
      refuse('rate', `more than ${most(limits.messagesPerWindow)} messages in ${limits.windowMs} ms`);
      return false;
    }
    if (share && !share.message()) {
      refuse('rate', `its address sent more messages in ${limits.windowMs} ms than it may over all its connections`);
      return false;
    }
    let name: string;
    try {
      const r = new Reader(data);
      name = r.string();
      const type = r.uint();
      const state = documents.get(name);
      if (type === messageType.auth && r.uint() === authType.token) roles.add(roleOfToken(r.string()));
      // A document's first message opens it on the connection (it may come before its join code:
      // the provider sends a change made while its code is read; Hocuspocus queues it).
      if (state === undefined) {
        if (documents.size >= most(limits.documentsPerConnection)) {
          refuse('too-many-documents', `more than ${most(limits.documentsPerConnection)} documents on one connection`, name);
          return false;
        }
        documents.set(name, 'pending');
      }
      // A refused document's messages would wait in Hocuspocus' queue for ever: dropped here.
      if (state === 'denied') return false;
      if (type === messageType.sync || type === messageType.syncReply) {
        const sub = r.uint();
        if (sub === syncStep.step2 || sub === syncStep.update) {
          const size = r.uint();
          if (size > limits.maxUpdateBytes) {
            refuse('update-too-big', `an update of ${size} bytes (at most ${limits.maxUpdateBytes})`, name);
            return false;
          }
        }
      }
      return true;
    } catch (e) {
      refuse('malformed', (e as Error).message);
      return false;
    }
  };

  // The gate: ws delivers each message through `emit('message')`, and Hocuspocus, once a document
  // is authenticated, replays the messages it queued through the same `emit`: those were admitted
  // already and pass again unchecked.
  const admitted = new WeakSet<object>();
  const emit = ws.emit.bind(ws);
  ws.emit = ((event: string | symbol, ...args: unknown[]): boolean => {
    if (event !== 'message') return emit(event, ...args);
    const data = args[0];
    if (typeof data === 'object' && data !== null && admitted.has(data)) return emit(event, ...args);
    const bytes = bytesOf(data);
    if (bytes === null || !admit(bytes)) return false;
    admitted.add(data as object);
    return emit(event, ...args);
  }) as typeof ws.emit;

  // The hub's answers to the device tell each document's state: authenticated or refused.
  const send = ws.send.bind(ws);
  ws.send = ((data: unknown, ...rest: unknown[]): void => {
    const bytes = bytesOf(data);
    if (bytes !== null) {
      try {
        const r = new Reader(bytes);
        const name = r.string();
        if (r.uint() === messageType.auth) {
          const sub = r.uint();
          if (sub === authType.authenticated) {
            documents.set(name, 'open');
            authenticated = true;
          } else if (sub === authType.permissionDenied) {
            documents.set(name, 'denied');
          }
        }
      } catch {
        // The hub's own message: always readable.
      }
    }
    (send as (...a: unknown[]) => void)(data, ...rest);
  }) as typeof ws.send;
};
