/**
 * The hub's log: one entry per refusal (with its reason and the device's address) and per error a
 * device's input caused, so the TO can see who was turned away and why while the hub carries on.
 * JSON lines on stderr by default; `HubOptions.log` takes any function (the tests collect the
 * entries). Every refusal the hub makes goes through the one function the hub was given.
 */

/** Why the hub turned a device, a message or a request away. */
export type RefusalReason =
  /** A WebSocket frame over `maxFrameBytes` (ws closes the socket, code 1009). */
  | 'frame-too-big'
  /** A Yjs update over `maxUpdateBytes`. */
  | 'update-too-big'
  /** No document authenticated on the connection within `authTimeoutMs`. */
  | 'auth-timeout'
  /** More messages in a window than the connection's role may send. */
  | 'rate'
  /** More documents on one connection than its role may open. */
  | 'too-many-documents'
  /** A message the hub cannot read as the sync protocol's. */
  | 'malformed'
  /** A WebSocket upgrade on a path other than /sync. */
  | 'bad-path'
  /** An HTTP request Node could not parse, or a WebSocket handshake ws refused. */
  | 'bad-request'
  /** More connections from one address than the relay's per-address limit. */
  | 'address'
  /** A code the hub does not know (or revoked), or a document its person may not open. */
  | 'access'
  /** A change a person may not make to a document (the hub's write rules, core/venue/writeRules.ts). */
  | 'write';

export type HubLogEntry =
  | { readonly event: 'refused'; readonly reason: RefusalReason; readonly remote: string; readonly document?: string; readonly detail?: string }
  /** An error on a socket or server that the hub survived. */
  | { readonly event: 'error'; readonly where: string; readonly remote?: string; readonly detail: string }
  /** The document store's housekeeping (a torn journal record dropped at start, a compaction). */
  | { readonly event: 'store'; readonly detail: string }
  /** A stop (SIGTERM, Ctrl+C), step by step: a stop that does not end shows where it waits. */
  | { readonly event: 'stopping'; readonly step: string }
  | { readonly event: 'stopped' };

export type HubLog = (entry: HubLogEntry) => void;

/** The default: one JSON line per entry on stderr, with the time. */
export const stderrLog: HubLog = (entry) => {
  process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), ...entry })}\n`);
};

/** The address a request or socket came from, for the log ('unknown' once the socket is gone). */
export const remoteOf = (socket: { readonly remoteAddress?: string | undefined }): string => socket.remoteAddress ?? 'unknown';
