import type * as Y from 'yjs';
import type { BoardResult } from '../core/model';
import { directoryName, isRelayAddress, isVerifier, officialName, onlineName } from '../core/venue';
import { officialOf } from '../core/venue';
import { resultText } from '../core/systems';
import type { Entry } from '../core/venue';
import { contradictions, venueBlocksPairing, venueRound } from '../core/venue';
import type { Contradiction, RoundBoard, RoundWords, VenueBoard } from '../core/venue';
import { boardKey } from '../core/venue';
import { setResult, setWithdrawal } from '../db/repository';
import type { PairwiseDb, ResultSource, Snapshot } from '../db/repository';
import * as documents from './documents';
import type { Link, LinkStatus, VenueJoin } from './link';
import type { RelayProposals } from './publish';

/**
 * The chief arbiter's laptop on the venue network: it publishes the tournament as the official
 * document, reads every arbiter's entries and every player's proposals (found through the hub's
 * directory), takes into the tournament what the rules of core/venue say to take, and lists what
 * only the chief decides. Every write goes through the repository as a result typed here would,
 * audited with its source; a write that fails is retried, and one that still fails is recorded
 * and shown, never dropped.
 */
export interface TakeFailure {
  readonly board: number;
  readonly result: BoardResult;
  readonly reason: string;
}

export interface ChiefState {
  readonly status: LinkStatus;
  readonly round: number;
  readonly boards: readonly VenueBoard[];
  /** Why the next round waits (a conflict), or null. */
  readonly blocks: string | null;
  /** The arbiters who have entries (their names), this laptop's own entries excepted. */
  readonly arbiters: readonly string[];
  readonly phones: number;
  readonly drops: readonly { readonly rank: number; readonly name: string }[];
  /** Players' reports that differ from the board's result. */
  readonly contradictions: readonly Contradiction[];
  /** Writer id → the person's name, for naming the entries of a conflict. */
  readonly writers: ReadonlyMap<string, string>;
  readonly failures: readonly TakeFailure[];
}

export interface ChiefSession {
  state(): ChiefState;
  subscribe(listener: () => void): () => void;
  /** The tournament as it is now (the UI passes each new snapshot). */
  setSnapshot(s: Snapshot): void;
  decide(board: number, result: BoardResult): Promise<void>;
  acceptDrop(rank: number): Promise<void>;
  /**
   * The event is published online (src/venue/publish.ts): the hub is told the relay's address (the
   * players' code sheet prints it), the relay is given the verifiers of the players' codes, and the
   * players' proposals read from the relay are weighed with the hub's, under the same rules. The
   * returned function ends it (publishing turned off): the code sheet no longer names the relay.
   */
  connectRelay(relay: RelayProposals): () => void;
  close(): void;
}

export interface ChiefOptions {
  readonly link: Link;
  readonly join: VenueJoin;
  readonly db: PairwiseDb;
  readonly now?: () => number;
  /** Waits between tries of a failed write (tests shorten them). */
  readonly retryDelays?: readonly number[];
}

const empty = (status: LinkStatus): ChiefState => ({
  status, round: 0, boards: [], blocks: null, arbiters: [], phones: 0, drops: [], contradictions: [], writers: new Map(), failures: [],
});

export const startChiefSession = (opts: ChiefOptions): ChiefSession => {
  const now = opts.now ?? Date.now;
  const delays = opts.retryDelays ?? [250, 1000, 4000];
  const listeners = new Set<() => void>();
  let snapshot: Snapshot | null = null;
  let state = empty(opts.link.status(opts.join));
  let closed = false;
  let officialDoc: Y.Doc | null = null;
  let directoryDoc: Y.Doc | null = null;
  let onlineDoc: Y.Doc | null = null;
  let relay: RelayProposals | null = null;
  /** The entries and proposals documents the directory lists, by name, once the link holds them. */
  const held = new Map<string, Y.Doc>();
  const following = new Set<string>();
  const releases: (() => void)[] = [];
  const inFlight = new Set<string>();
  const failures = new Map<number, TakeFailure>();

  let scheduled = false;
  const schedule = (): void => {
    if (scheduled || closed) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      if (!closed) recompute();
    });
  };
  const hold = (name: string, into: (doc: Y.Doc) => void): void => {
    void opts.link.acquire(opts.join, name).then((a) => {
      if (closed) {
        a.release();
        return;
      }
      a.doc.on('update', schedule);
      releases.push(() => {
        a.doc.off('update', schedule);
        a.release();
      });
      into(a.doc);
      schedule();
    });
  };
  releases.push(opts.link.onStatus(opts.join, schedule));

  const event = (): string => String(snapshot?.row.id ?? '');
  let opened = '';
  const openEvent = (): void => {
    if (opened === event()) return;
    opened = event();
    hold(officialName(opened), (d) => (officialDoc = d));
    hold(directoryName, (d) => (directoryDoc = d));
    hold(onlineName(opened), (d) => (onlineDoc = d));
  };

  /** The relay's address on the hub (for the code sheet), and the hub's verifiers to the relay. */
  const linkRelay = (): void => {
    if (!relay || !onlineDoc) return;
    const settings = onlineDoc.getMap('relay');
    if (settings.get('address') !== relay.relay && isRelayAddress(relay.relay)) settings.set('address', relay.relay);
    const verifiers = new Map<string, string>();
    for (const [rank, v] of onlineDoc.getMap('verifiers').entries()) if (isVerifier(v)) verifiers.set(rank, v);
    relay.setVerifiers(verifiers);
  };

  /** Opens the entries and proposals documents the directory lists for this event, and releases those it no longer lists. */
  const followDirectory = (): { writers: Map<string, string>; proposals: Map<number, string> } => {
    const listed = directoryDoc ? documents.directory.read(directoryDoc, event()) : { entries: [], proposals: [] };
    const writers = new Map(listed.entries.map((e) => [e.writer, e.person] as const));
    const proposals = new Map(listed.proposals.map((p) => [p.rank, p.name] as const));
    const wanted = new Set([...listed.entries.map((e) => e.name), ...listed.proposals.map((p) => p.name)]);
    for (const name of wanted) {
      if (following.has(name)) continue;
      following.add(name);
      hold(name, (doc) => held.set(name, doc));
    }
    return { writers, proposals };
  };

  const sourceOf = (v: Extract<VenueBoard, { kind: 'take' }>, words: RoundWords, writers: ReadonlyMap<string, string>, b: RoundBoard, name: (rank: number) => string): ResultSource => {
    if (v.from === 'players') return { person: `${name(b.first)} and ${name(b.second)}`, role: 'both players reported it' };
    const who = [...words.entries].filter(([, m]) => m.get(v.board)?.result === v.result).map(([w]) => w);
    return { person: who.map((w) => writers.get(w) ?? w).join(' and '), role: who.length === 1 && who[0] === 'chief' ? 'chief arbiter' : 'arbiter', device: who.join(', ') };
  };

  /** Takes a result the rules say to take, as if typed here, with its source; retried, then recorded. */
  const take = async (round: number, b: RoundBoard, result: BoardResult, source: ResultSource): Promise<void> => {
    const key = `${round}:${b.board}:${result}`;
    if (inFlight.has(key) || !snapshot) return;
    inFlight.add(key);
    const id = snapshot.row.id;
    try {
      for (let attempt = 0; ; attempt++) {
        let reason: string;
        try {
          const r = await setResult(opts.db, id, round, b.board, 0, result, now(), { white: b.first, black: b.second, current: null }, source);
          if (r.ok) {
            failures.delete(b.board);
            return;
          }
          // The board changed meanwhile (a result typed here, the round paired again): a person looks.
          reason = r.detail;
          if (r.reason === 'changed-meanwhile' || r.reason === 'not-found') attempt = delays.length;
        } catch (e) {
          reason = e instanceof Error ? e.message : String(e);
        }
        if (attempt >= delays.length) {
          failures.set(b.board, { board: b.board, result, reason });
          return;
        }
        await new Promise((r) => setTimeout(r, delays[attempt]));
      }
    } finally {
      inFlight.delete(key);
      schedule();
    }
  };

  const recompute = (): void => {
    const status = opts.link.status(opts.join);
    if (!snapshot) {
      state = empty(status);
      for (const l of listeners) l();
      return;
    }
    openEvent();
    const { tournament, row } = snapshot;
    const last = tournament.rounds.at(-1);
    const round = last?.number ?? 0;
    const { writers, proposals } = followDirectory();
    const entriesByWriter = new Map<string, ReadonlyMap<number, Entry>>();
    const reports = new Map<number, Map<number, Entry>>();
    const drops = new Map<number, number>();
    /**
     * A player's proposals, from the hub or from the relay: one player may report on both (the
     * venue Wi-Fi, then mobile data). A board's latest report stands, as within one document;
     * the earliest request to drop.
     */
    const propose = (rank: number, doc: Y.Doc): void => {
      const mine = reports.get(rank) ?? new Map<number, Entry>();
      for (const [board, e] of documents.proposals.reports(doc, rank, round)) {
        const had = mine.get(board);
        if (!had || had.at < e.at) mine.set(board, e);
      }
      reports.set(rank, mine);
      const d = documents.proposals.drop(doc, rank);
      if (d !== null && (drops.get(rank) ?? Infinity) > d) drops.set(rank, d);
    };
    for (const [name, doc] of held) {
      const parts = name.split('/');
      if (parts[0] === 'entries') entriesByWriter.set(parts[2]!, documents.entries.read(doc, round));
      else if (parts[0] === 'proposals') propose(Number(parts[2]), doc);
    }
    linkRelay();
    const online = new Set<number>();
    for (const [rank, doc] of relay?.proposals() ?? []) {
      if (doc.getMap('reports').size === 0 && doc.getMap('drop').size === 0) continue;
      online.add(rank);
      propose(rank, doc);
    }
    const decisions = officialDoc ? documents.official.decisions(officialDoc, round) : new Map<number, Entry>();
    const words: RoundWords = { entries: entriesByWriter, reports, decisions };
    const boards: RoundBoard[] = (last?.pairings ?? []).filter((p) => p.games.length === 1).map((p) => ({ board: p.board, first: p.white, second: p.black, result: p.games[0] ?? null }));
    const verdicts = venueRound(boards, words);
    const disputed = new Set(verdicts.filter((v) => v.kind === 'conflict').map((v) => v.board));
    if (officialDoc) documents.official.publish(officialDoc, officialOf(event(), row.name, tournament, disputed));
    const byRank = new Map(tournament.players.map((p) => [p.id as number, p] as const));
    const name = (rank: number): string => byRank.get(rank)?.name ?? `No. ${rank}`;
    for (const v of verdicts) {
      if (v.kind !== 'take') continue;
      const b = boards.find((x) => x.board === v.board)!;
      void take(round, b, v.result, sourceOf(v, words, writers, b, name));
    }
    for (const board of [...failures.keys()]) if (verdicts.find((v) => v.board === board)?.kind === 'settled') failures.delete(board);
    state = {
      status, round, boards: verdicts, blocks: venueBlocksPairing(verdicts),
      arbiters: [...writers].filter(([w]) => w !== 'chief').map(([, n]) => n).sort((a, b) => a.localeCompare(b)),
      phones: new Set([...proposals.keys(), ...online]).size,
      drops: [...drops.keys()].filter((rank) => byRank.get(rank) && byRank.get(rank)!.withdrawnFromRound === undefined).map((rank) => ({ rank, name: name(rank) })),
      contradictions: contradictions(boards, words),
      writers, failures: [...failures.values()],
    };
    for (const l of listeners) l();
  };

  return {
    state: () => state,
    subscribe: (l) => {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
    setSnapshot: (s) => {
      snapshot = s;
      schedule();
    },
    decide: async (board, result) => {
      const last = snapshot?.tournament.rounds.at(-1);
      if (!officialDoc || !last || !snapshot) return;
      const at = now();
      officialDoc.getMap('decisions').set(boardKey(last.number, board), { result, at });
      const p = last.pairings.find((x) => x.board === board);
      if (p) {
        // The audit log keeps whose entries the decision settled, in words.
        const conflict = state.boards.find((b) => b.board === board);
        const between = conflict?.kind === 'conflict'
          ? [...conflict.entries].map(([w, r]) => `${w === 'chief' ? 'the chief arbiter' : state.writers.get(w) ?? w} ${resultText(snapshot!.tournament, r)}`).join(' and ')
          : '';
        const source: ResultSource = { person: 'the chief arbiter', role: between ? `decided between ${between}` : 'decided' };
        const r = await setResult(opts.db, snapshot.row.id, last.number, board, 0, result, at, { white: p.white, black: p.black }, source);
        if (!r.ok) failures.set(board, { board, result, reason: r.detail });
      }
      schedule();
    },
    acceptDrop: async (rank) => {
      const key = snapshot?.playerRows.get(rank)?.id;
      const round = snapshot?.tournament.rounds.at(-1)?.number ?? 0;
      if (key !== undefined) await setWithdrawal(opts.db, key, round + 1, now());
    },
    connectRelay: (r) => {
      relay = r;
      const stop = r.subscribe(schedule);
      schedule();
      return () => {
        stop();
        if (relay !== r) return;
        relay = null;
        onlineDoc?.getMap('relay').delete('address');
        schedule();
      };
    },
    close: () => {
      closed = true;
      for (const r of releases) r();
      held.clear();
      listeners.clear();
    },
  };
};
