import type { Person } from './access';
import type { SharedDocument } from './access';
import { isVerifier } from './codes';
import { publishedRound, seatsOf } from './official';
import { parseBoardKey, readDrop, readEntry, readReport } from './words';

/**
 * What the hub lets a person change in a document they may write (access.ts says which). Pure: the
 * hub works out which keys a change touches (cli/hub/writeGuard.ts) and asks here; the answer is
 * null (allowed) or the reason it is refused, in words, for the hub's log.
 *
 * A player writes only their own reports, only for a board where they sit in a round the chief
 * published (an offline phone's report of an earlier round stays valid: refusing it would make the
 * phone resend it for ever), and only their own request to drop. An arbiter's entry names a board
 * the chief published. Nobody's clock may run ahead of the hub's by more than `clockSkew`: an entry
 * dated tomorrow would outrank every decision the chief makes today.
 */
export interface KeyChange {
  /** The top-level type the change touches (`reports`, `drop`, `results`, …). */
  readonly map: string;
  readonly key: string;
  /** The key's new value; undefined when the key was deleted. */
  readonly value: unknown;
}

export interface WriteLimits {
  /** Bytes a document may hold after the change. */
  readonly bytes: number;
  /** Keys one map may hold. */
  readonly keys: number;
}

/** Two minutes: phones' clocks drift, but never by a day. */
export const clockSkew = 120_000;

export const writeLimits: Readonly<Record<'proposals' | 'entries' | 'official' | 'online', WriteLimits>> = {
  // A player's reports for every round of a long event and a drop: a few kilobytes at most.
  proposals: { bytes: 16 * 1024, keys: 64 },
  // An arbiter's entries for every board of every round (300 boards × 15 rounds).
  entries: { bytes: 512 * 1024, keys: 5000 },
  // The chief's tournament: 2,000 players over 15 rounds stays well under this.
  official: { bytes: 8 * 1024 * 1024, keys: 100_000 },
  // A verifier (about 50 bytes with its key) per player of a 2,000-player event, and the relay's address.
  online: { bytes: 256 * 1024, keys: 5000 },
};

/** The maps each kind of document may hold: anything else is refused, so no document carries a payload of its own. */
export const allowedMaps: Readonly<Record<'proposals' | 'entries' | 'official' | 'online', readonly string[]>> = {
  proposals: ['reports', 'drop'],
  entries: ['results'],
  official: ['official', 'order', 'decisions'],
  online: ['verifiers', 'relay'],
};

/** A relay's address as the laptop keeps it: an http(s) origin, short, printable. */
export const isRelayAddress = (v: unknown): v is string => typeof v === 'string' && v.length <= 200 && /^https?:\/\/[0-9A-Za-z.:[\]-]+$/.test(v);

const when = (at: number, now: number): string | null => at > now + clockSkew ? `its clock is ${Math.round((at - now) / 60_000)} minutes ahead of the hub's` : null;

const inRound = (official: (key: string) => unknown, round: number, board: number): { first: number; second: number } | string => {
  const latest = publishedRound(official);
  if (round < 1 || round > latest) return `round ${round} is not paired (the chief has published ${latest === 0 ? 'no round' : `rounds 1-${latest}`})`;
  return seatsOf(official, round, board) ?? `round ${round} has no board ${board}`;
};

/** Why one key change is refused, or null. `official` reads the event's official map. */
export const checkChange = (person: Person, doc: SharedDocument, change: KeyChange, official: (key: string) => unknown, now: number): string | null => {
  const allowed = doc.kind === 'proposals' || doc.kind === 'entries' || doc.kind === 'official' || doc.kind === 'online' ? allowedMaps[doc.kind] : [];
  if (!allowed.includes(change.map)) return `a ${doc.kind} document holds only ${allowed.join(' and ') || 'what the hub writes'}, not "${change.map.slice(0, 40)}"`;
  if (doc.kind === 'official') return person.role === 'chief' ? null : 'only the chief arbiter writes the official tournament';
  const deleted = change.value === undefined;
  if (doc.kind === 'online') {
    // The relay takes a player's code when its SHA-256 is the verifier kept under the player's rank:
    // only the chief's laptop (the publish key on the relay) writes them, and only verifiers.
    if (person.role !== 'chief') return 'only the chief arbiter writes the event\'s online settings';
    if (change.map === 'relay') return change.key === 'address' && (deleted || isRelayAddress(change.value)) ? null : 'the online settings keep only the relay\'s address (an http(s) origin)';
    if (!/^[1-9]\d{0,4}$/.test(change.key)) return `"${change.key.slice(0, 40)}" is no player's rank`;
    return deleted || isVerifier(change.value) ? null : `the verifier of player ${change.key} is not one (a SHA-256 in base64url)`;
  }
  if (doc.kind === 'proposals') {
    if (person.role !== 'player' || person.rank !== doc.rank || person.event !== doc.event) return 'a player writes only their own proposals';
    if (change.map === 'drop') {
      if (change.key !== 'drop') return `a request to drop is kept under "drop", not "${change.key.slice(0, 40)}"`;
      if (deleted) return null;
      const d = readDrop(change.value);
      if (d === null) return 'the request to drop is not one';
      if (d.rank !== person.rank) return `player ${person.rank} asked to drop player ${d.rank}`;
      return when(d.at, now);
    }
    const k = parseBoardKey(change.key);
    if (k === null) return `"${change.key.slice(0, 40)}" names no round and board`;
    if (deleted) return null;
    const r = readReport(change.value);
    if (r === null) return `the report for round ${k.round} board ${k.board} is not a result`;
    if (r.rank !== person.rank) return `player ${person.rank} reported as player ${r.rank}`;
    const seats = inRound(official, k.round, k.board);
    if (typeof seats === 'string') return seats;
    if (seats.first !== person.rank && seats.second !== person.rank) return `player ${person.rank} does not play on board ${k.board} of round ${k.round}`;
    return when(r.at, now);
  }
  if (doc.kind === 'entries') {
    const mine = (person.role === 'chief' && doc.writer === 'chief') || (person.role === 'deputy' && doc.writer === person.id);
    if (!mine) return 'an arbiter writes only their own entries';
    const k = parseBoardKey(change.key);
    if (k === null) return `"${change.key.slice(0, 40)}" names no round and board`;
    if (deleted) return null;
    const e = readEntry(change.value);
    if (e === null) return `the entry for round ${k.round} board ${k.board} is not a result`;
    const seats = inRound(official, k.round, k.board);
    if (typeof seats === 'string') return seats;
    return when(e.at, now);
  }
  return `${doc.kind} is written by the hub alone`;
};
