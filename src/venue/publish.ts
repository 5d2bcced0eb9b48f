import type * as Y from 'yjs';
import { isVerifier, officialName, officialOf, onlineName, proposalsName, publishKeyOf } from '../core/venue';
import type { Snapshot } from '../db/repository';
import * as documents from './documents';
import type { Link, LinkStatus, VenueJoin } from './link';

/**
 * "Publish online": the chief's laptop publishes an event's official view to an online relay
 * (`pairwise relay`, docs/online-relay.md), where anyone follows it at the event's public address
 * with no code. The laptop stays the source of truth and never waits for the relay: each change is
 * written into this device's copy of the published document (IndexedDB, through the link), and the
 * link sends it when the relay is reached; changes made offline are sent when it comes back (Yjs
 * sends what the relay lacks, as one update, so a reader goes from the last state it saw to the
 * newest one). Turning publishing off empties the published document: the public page then says
 * the event is not published.
 *
 * What is published is the same official view, in the same small updates, as on the venue network
 * (core/venue/official.ts, documents.official.publish).
 *
 * The players' personal codes work on the relay too: the chief's venue session hands this link the
 * verifiers the hub made of them (`setVerifiers`), which it publishes in `online/<event>` (the relay
 * checks a code against them and can make none), and this link reads each player's proposals from
 * the relay (`proposals()`), which the chief's session weighs with those from the hub: they become
 * official only as a result taken or accepted on this laptop.
 */
export interface PublishTarget {
  /** The relay's public address: https://relay.example.org */
  readonly relay: string;
  readonly event: string;
  /** The event's publish key (`k.<event>.<secret>`), made and kept on this laptop. */
  readonly key: string;
}

/** A new publish key for an event: 128 random bits (the relay keeps only their hash). */
export const newPublishKey = (event: string): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const secret = btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return publishKeyOf(event, secret);
};

/** The event's public page on the relay. */
export const publicAddress = (relay: string, event: string): string => `${relay.replace(/\/+$/, '')}/e/${encodeURIComponent(event)}`;

/** A relay address as the TO types it, or why it is not one. */
export const readRelayAddress = (text: string): string | { error: string } => {
  let u: URL;
  try {
    u = new URL(text.trim());
  } catch {
    return { error: 'Type the relay\'s whole address, such as https://relay.example.org.' };
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return { error: 'A relay is reached at an https:// address.' };
  if (u.pathname !== '/' || u.search !== '' || u.hash !== '') return { error: 'Type only the relay\'s address (https://relay.example.org), with no path.' };
  return u.origin;
};

export interface PublishState {
  readonly status: LinkStatus;
  /** The event's public page. */
  readonly address: string;
  /** Changes made on this laptop that the relay has not acknowledged (queued while offline). */
  readonly unsent: number;
  /** Publishing was turned off: the published document is emptied (sent when the relay is reached). */
  readonly withdrawn: boolean;
}

/** What the chief's venue session uses of the publish link (src/venue/chief.ts). */
export interface RelayProposals {
  /** The relay's address, which the hub prints on the players' code sheet. */
  readonly relay: string;
  /** Each player's proposals document on the relay, by rank, once the link holds it. */
  proposals(): ReadonlyMap<number, Y.Doc>;
  /** The verifiers of the players' codes (rank → SHA-256 of the code), as the hub made them. */
  setVerifiers(verifiers: ReadonlyMap<string, string>): void;
  /** Called when a proposal changes or a document is held. */
  subscribe(listener: () => void): () => void;
}

export interface Publisher extends RelayProposals {
  state(): PublishState;
  subscribe(listener: () => void): () => void;
  /** The tournament as it is now (the UI passes each new snapshot); published at once into this device's copy. */
  setSnapshot(s: Snapshot): void;
  /** Turning publishing off: the public view is removed (the relay's copy emptied). */
  withdraw(): void;
  close(): void;
}

/** The link's join for a relay: the publish key is the chief's code for this one event there. */
export const relayJoin = (t: PublishTarget, device: string): VenueJoin => ({ hub: t.relay, token: t.key, role: 'chief', device });

export const startPublisher = (opts: { readonly link: Link; readonly target: PublishTarget; readonly device: string }): Publisher => {
  const join = relayJoin(opts.target, opts.device);
  const listeners = new Set<() => void>();
  const notify = (): void => {
    for (const l of listeners) l();
  };
  let doc: Y.Doc | null = null;
  let latest: Snapshot | null = null;
  let withdrawn = false;
  let closed = false;
  let unsent = (): number => 0;
  const releases: (() => void)[] = [opts.link.onStatus(join, notify)];
  let online: Y.Doc | null = null;
  let verifiers: ReadonlyMap<string, string> = new Map();
  const proposals = new Map<number, Y.Doc>();
  const following = new Set<number>();
  const hold = (name: string, into: (doc: Y.Doc) => void): void => {
    void opts.link.acquire(join, name).then((held) => {
      if (closed) {
        held.release();
        return;
      }
      held.doc.on('update', notify);
      releases.push(() => held.doc.off('update', notify), held.release);
      into(held.doc);
      notify();
    });
  };
  /** Writes only the verifiers that changed (each is a few dozen bytes; a 300-player event's are 15 KB). */
  const writeVerifiers = (): void => {
    const d = online;
    if (!d) return;
    const map = d.getMap<string>('verifiers');
    const wanted = withdrawn ? new Map<string, string>() : verifiers;
    if (map.size === wanted.size && [...wanted].every(([k, v]) => map.get(k) === v)) return;
    d.transact(() => {
      for (const [k, v] of wanted) if (map.get(k) !== v && isVerifier(v)) map.set(k, v);
      for (const k of [...map.keys()]) if (!wanted.has(k)) map.delete(k);
    });
  };
  /** The relay keeps no list of who proposed: the link holds each player's proposals document. */
  const followPlayers = (): void => {
    if (withdrawn || !latest) return;
    for (const p of latest.tournament.players) {
      const rank = p.id as number;
      if (following.has(rank)) continue;
      following.add(rank);
      hold(proposalsName(opts.target.event, rank), (d) => proposals.set(rank, d));
    }
  };
  let shown: PublishState = { status: opts.link.status(join), address: publicAddress(opts.target.relay, opts.target.event), unsent: 0, withdrawn };
  const publish = (): void => {
    if (!doc) return;
    if (withdrawn) {
      const d = doc;
      d.transact(() => {
        const map = d.getMap('official');
        for (const k of [...map.keys()]) map.delete(k);
        const order = d.getArray('order');
        if (order.length > 0) order.delete(0, order.length);
      });
    } else if (latest) {
      documents.official.publish(doc, officialOf(opts.target.event, latest.row.name, latest.tournament));
    }
    writeVerifiers();
    notify();
  };
  hold(onlineName(opts.target.event), (d) => {
    online = d;
    writeVerifiers();
  });
  void opts.link.acquire(join, officialName(opts.target.event)).then((held) => {
    if (closed) {
      held.release();
      return;
    }
    doc = held.doc;
    unsent = held.unsynced;
    releases.push(held.onUnsynced(notify), held.release);
    publish();
  });
  return {
    // The same object while nothing changed (React's useSyncExternalStore compares snapshots by identity).
    state: () => {
      const status = opts.link.status(join);
      const n = unsent();
      if (shown.status !== status || shown.unsent !== n || shown.withdrawn !== withdrawn) shown = { ...shown, status, unsent: n, withdrawn };
      return shown;
    },
    subscribe: (l) => {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
    setSnapshot: (s) => {
      if (String(s.row.id) !== opts.target.event) return;
      latest = s;
      publish();
      followPlayers();
    },
    withdraw: () => {
      withdrawn = true;
      publish();
    },
    relay: opts.target.relay,
    proposals: () => proposals,
    setVerifiers: (v) => {
      verifiers = new Map(v);
      writeVerifiers();
    },
    close: () => {
      closed = true;
      for (const r of releases.splice(0)) r();
      listeners.clear();
    },
  };
};
