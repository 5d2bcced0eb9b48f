/**
 * Who may read and write which shared document on the hub.
 *
 * The venue's devices share Yjs documents through the hub. Yjs merges concurrent writes to one key
 * silently, so nothing two people may both write lives in one place: each arbiter writes their own
 * results document, each player their own proposals document, and only the chief arbiter writes
 * the official tournament. Differing entries for one board are a conflict the chief decides.
 *
 * Every join code names one person (codes.ts): the chief arbiter, a deputy the chief named, or one
 * player of one event; a device with no code is a spectator. The hub enforces this table on every
 * document a device opens, and the write rules (writeRules.ts) on every change it sends.
 *
 *   official/<event>             the tournament as the chief publishes it; everyone reads it
 *   entries/<event>/<writer>     results typed by one arbiter: `chief` or a deputy's id
 *   proposals/<event>/<rank>     one player's self-reported results and request to drop
 *   events                       the events shared (event → name), written by the hub; everyone reads it
 *   directory                    every entries and proposals document with its person's name,
 *                                written by the hub; the officials read it (how the chief finds
 *                                every arbiter's entries and every player's proposals)
 *   online/<event>               what publishing the event online needs: the relay's address (the
 *                                chief's laptop writes it, the players' code sheet prints it) and
 *                                one verifier per player's code (the hub writes them; the laptop
 *                                copies them to the relay, which checks a player's code with them)
 */

export const roles = ['chief', 'deputy', 'player', 'spectator'] as const;
export type Role = (typeof roles)[number];

export const roleNames: Readonly<Record<Role, string>> = {
  chief: 'Chief arbiter',
  deputy: 'Deputy arbiter',
  player: 'Player',
  spectator: 'Spectator',
};

/** The person a join code stands for (a spectator has no code). */
export type Person =
  | { readonly role: 'chief' }
  | { readonly role: 'deputy'; readonly id: string; readonly name: string }
  | { readonly role: 'player'; readonly event: string; readonly rank: number }
  | { readonly role: 'spectator' };

/** The writer name of the chief's own entries document. */
export const chiefWriter = 'chief';

export type SharedDocument =
  | { readonly kind: 'official'; readonly event: string }
  | { readonly kind: 'entries'; readonly event: string; readonly writer: string }
  | { readonly kind: 'proposals'; readonly event: string; readonly rank: number }
  | { readonly kind: 'online'; readonly event: string }
  | { readonly kind: 'events' }
  | { readonly kind: 'directory' };

export type DocumentKind = SharedDocument['kind'];

/** Event ids are the app's global ids; a deputy's id is 8 lowercase hex digits. */
const eventId = /^[0-9A-Za-z_-]{1,40}$/;
export const deputyId = /^[0-9a-f]{8}$/;
export const isEventId = (s: string): boolean => eventId.test(s);

export const directoryName = 'directory';
export const eventsName = 'events';
export const officialName = (event: string): string => `official/${event}`;
export const entriesName = (event: string, writer: string): string => `entries/${event}/${writer}`;
export const proposalsName = (event: string, rank: number): string => `proposals/${event}/${rank}`;
export const onlineName = (event: string): string => `online/${event}`;

/** The document a name stands for, or null for a name the hub does not serve. */
export const parseDocumentName = (name: string): SharedDocument | null => {
  if (name === directoryName) return { kind: 'directory' };
  if (name === eventsName) return { kind: 'events' };
  const parts = name.split('/');
  const event = parts[1] ?? '';
  if (!eventId.test(event)) return null;
  if (parts.length === 2 && parts[0] === 'official') return { kind: 'official', event };
  if (parts.length === 2 && parts[0] === 'online') return { kind: 'online', event };
  if (parts.length !== 3) return null;
  const last = parts[2]!;
  if (parts[0] === 'entries' && (last === chiefWriter || deputyId.test(last))) return { kind: 'entries', event, writer: last };
  if (parts[0] === 'proposals' && /^[1-9]\d{0,4}$/.test(last)) return { kind: 'proposals', event, rank: Number(last) };
  return null;
};

export type Access = 'write' | 'read' | 'none';

const official = (p: Person): boolean => p.role === 'chief' || p.role === 'deputy';

/**
 * What a person may do with a document. Players read the official tournament and write their own
 * proposals only (never the official tournament, never another player's report); spectators read
 * the official tournament and the list of events; arbiters write their own entries and read what
 * the chief decides from.
 */
export const accessOf = (p: Person, doc: SharedDocument): Access => {
  switch (doc.kind) {
    case 'official':
      return p.role === 'chief' ? 'write' : 'read';
    case 'events':
      // Only the hub writes it (through its own connection, not a device's).
      return 'read';
    case 'directory':
      return official(p) ? 'read' : 'none';
    case 'entries':
      if ((p.role === 'chief' && doc.writer === chiefWriter) || (p.role === 'deputy' && doc.writer === p.id)) return 'write';
      return official(p) ? 'read' : 'none';
    case 'proposals':
      if (p.role === 'player' && p.event === doc.event && p.rank === doc.rank) return 'write';
      return official(p) ? 'read' : 'none';
    case 'online':
      // The verifiers are no secret that writes anything, but nobody else needs them.
      return p.role === 'chief' ? 'write' : 'none';
  }
};

/** A person in words, as the audit log and the chief's panel name them. */
export const personName = (p: Person, playerName?: (rank: number) => string): string => {
  switch (p.role) {
    case 'chief': return 'the chief arbiter';
    case 'deputy': return p.name;
    case 'player': return playerName?.(p.rank) ?? `player ${p.rank}`;
    case 'spectator': return 'a spectator';
  }
};

/**
 * Who may open which document on the online relay (`pairwise relay`). The relay carries only what
 * a chief's laptop publishes and what its players propose: the official tournament, the verifiers
 * of the players' codes (`online/<event>`) and the players' proposals of each event. A publish key
 * is the chief's code for its own event only (`scope`); readers (a phone with no code, a
 * spectator) read the official tournament; a player writes their own proposals, which only their
 * event's publisher reads. The arbiters' entries and the hub's lists stay on the venue hub (`none`
 * here). What a write may hold is writeRules.ts, as on the hub.
 */
export const relayAccessOf = (p: Person, scope: string | null, doc: SharedDocument): Access => {
  if (doc.kind !== 'official' && doc.kind !== 'proposals' && doc.kind !== 'online') return 'none';
  if (doc.kind === 'online') return p.role === 'chief' && scope === doc.event ? 'write' : 'none';
  if (p.role === 'chief') return scope === doc.event ? accessOf(p, doc) : doc.kind === 'official' ? 'read' : 'none';
  if (p.role === 'player' && p.event !== doc.event) return doc.kind === 'official' ? 'read' : 'none';
  return p.role === 'deputy' ? 'none' : accessOf(p, doc);
};
