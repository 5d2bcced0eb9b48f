import { createContext, useContext, useEffect, useMemo, useRef } from 'react';
import type { ReactNode } from 'react';
import type { BoardResult } from '../../../core/model';
import { officialEntries, officialOf } from '../../../core/venue/official';
import { chiefDevice, venueBlocksPairing, venueRound } from '../../../core/venue/venueRound';
import type { RoundBoard, VenueBoard } from '../../../core/venue/venueRound';
import { boardKey, parseBoardKey, readDrop, readReport, roundEntries } from '../../../core/venue/words';
import type { Entry } from '../../../core/venue/results';
import { directoryName } from '../../../core/venue/access';
import { resultText } from '../../../core/systems';
import { appDb } from '../../../db/appDb';
import { setResult, setWithdrawal } from '../../../db/repository';
import type { Snapshot } from '../../../db/repository';
import { useJoin, useLinkStatus, useSharedDoc, useSharedDocs } from './hub';
import type { LinkStatus } from './hub';

/**
 * The chief arbiter's laptop on the venue network: it publishes the tournament as the official
 * document, takes the results the arbiters' laptops agree on (and those both players reported),
 * and shows what only the chief may decide: boards whose entries differ (they block the next
 * pairing) and players' requests to drop. Everything it takes goes through the same repository
 * writes as a result typed here, audited.
 */
export interface VenueChiefState {
  readonly active: boolean;
  readonly status: LinkStatus | null;
  readonly round: number;
  readonly boards: readonly VenueBoard[];
  /** Why the next round waits (a conflict), or null. */
  readonly blocks: string | null;
  readonly laptops: number;
  readonly phones: number;
  readonly drops: readonly { readonly rank: number; readonly name: string }[];
  decide(board: number, result: BoardResult): void;
  acceptDrop(rank: number): void;
}

const inactive: VenueChiefState = {
  active: false, status: null, round: 0, boards: [], blocks: null, laptops: 0, phones: 0, drops: [],
  decide: () => {}, acceptDrop: () => {},
};

export const VenueContext = createContext<VenueChiefState>(inactive);
export const useVenue = (): VenueChiefState => useContext(VenueContext);

export function VenueChief(props: { readonly snapshot: Snapshot; readonly children: ReactNode }) {
  const join = useJoin();
  if (join?.role !== 'chief') return <VenueContext.Provider value={inactive}>{props.children}</VenueContext.Provider>;
  return <ChiefOnline snapshot={props.snapshot}>{props.children}</ChiefOnline>;
}

function ChiefOnline(props: { readonly snapshot: Snapshot; readonly children: ReactNode }) {
  const join = useJoin();
  const status = useLinkStatus(join);
  const { row, tournament } = props.snapshot;
  const event = String(row.id);
  const official = useSharedDoc(join, `official/${event}`);
  const directory = useSharedDoc(join, directoryName);
  const listed = directory ? [...directory.getMap('documents').entries()] : [];
  const names = listed.map(([name, v]) => ({ name, v: v as { kind?: string; event?: string } })).filter((d) => d.v.event === event && (d.v.kind === 'entries' || d.v.kind === 'proposals')).map((d) => d.name).sort();
  const docs = useSharedDocs(join, names);

  // Publish: only the keys whose text changed are written (a result re-sends its round and the standings).
  useEffect(() => {
    if (!official) return;
    const entries = officialEntries(officialOf(event, row.name, tournament));
    const map = official.getMap<string>('official');
    official.transact(() => {
      for (const [k, v] of entries) if (map.get(k) !== v) map.set(k, v);
      for (const k of [...map.keys()]) if (k.startsWith('round:') && !entries.has(k)) map.delete(k);
    });
  }, [official, props.snapshot.revision]); // eslint-disable-line react-hooks/exhaustive-deps

  const last = tournament.rounds.at(-1);
  const round = last?.number ?? 0;
  const decisionsMap = official?.getMap('decisions');
  const words = (() => {
    const entries = new Map<string, ReadonlyMap<number, Entry>>();
    const reports = new Map<number, Map<number, Entry>>();
    const drops = new Map<number, number>();
    for (const [name, doc] of docs) {
      const device = name.split('/')[2] ?? name;
      if (name.startsWith('entries/')) entries.set(device, roundEntries(doc.getMap('results').entries(), round));
      else {
        for (const [key, v] of doc.getMap('reports').entries()) {
          const r = readReport(v);
          const k = parseBoardKey(key);
          if (!r || !k || k.round !== round) continue;
          const byBoard = reports.get(r.rank) ?? new Map<number, Entry>();
          const had = byBoard.get(k.board);
          if (!had || had.at < r.at) byBoard.set(k.board, { result: r.result, at: r.at });
          reports.set(r.rank, byBoard);
        }
        const d = readDrop(doc.getMap('drop').get('drop'));
        if (d) drops.set(d.rank, d.at);
      }
    }
    const decisions = roundEntries(decisionsMap?.entries() ?? [], round);
    return { entries, reports, decisions, drops };
  })();
  const boards: RoundBoard[] = (last?.pairings ?? []).filter((p) => p.games.length === 1).map((p) => ({ board: p.board, first: p.white, second: p.black, result: p.games[0] ?? null }));
  const verdicts = venueRound(boards, words);

  // Take what the arbiters agree on, or both players reported: as a result typed here (audited),
  // guarded by the board's players and its empty result, so a change meanwhile is never overwritten.
  const taking = useRef(new Set<string>());
  const db = appDb();
  useEffect(() => {
    for (const v of verdicts) {
      if (v.kind !== 'take') continue;
      const key = `${round}:${v.board}:${v.result}`;
      if (taking.current.has(key)) continue;
      taking.current.add(key);
      const p = last!.pairings.find((x) => x.board === v.board)!;
      void setResult(db, row.id, round, v.board, 0, v.result, Date.now(), { white: p.white, black: p.black, current: null })
        .finally(() => taking.current.delete(key));
    }
  });

  const byRank = useMemo(() => new Map(tournament.players.map((p) => [p.id as number, p] as const)), [tournament.players]);
  const drops = [...words.drops.keys()].filter((rank) => byRank.get(rank) && byRank.get(rank)!.withdrawnFromRound === undefined)
    .map((rank) => ({ rank, name: byRank.get(rank)!.name }));
  const state: VenueChiefState = {
    active: true, status, round, boards: verdicts, blocks: venueBlocksPairing(verdicts),
    laptops: names.filter((n) => n.startsWith('entries/')).length,
    phones: names.filter((n) => n.startsWith('proposals/')).length,
    drops,
    decide: (board, result) => {
      if (!official || !last) return;
      official.getMap('decisions').set(boardKey(round, board), { result, at: Date.now() });
      const p = last.pairings.find((x) => x.board === board);
      if (p) void setResult(db, row.id, round, board, 0, result, Date.now(), { white: p.white, black: p.black });
    },
    acceptDrop: (rank) => {
      const key = props.snapshot.playerRows.get(rank)?.id;
      if (key !== undefined) void setWithdrawal(db, key, round + 1, Date.now());
    },
  };
  return <VenueContext.Provider value={state}>{props.children}</VenueContext.Provider>;
}

const statusWords = (s: LinkStatus | null): string => {
  switch (s?.kind) {
    case 'connected': return 'connected to the hub';
    case 'connecting': return 'connecting to the hub…';
    case 'offline': return 'the hub cannot be reached: working on this laptop, results are sent when it is back';
    case 'refused': return `the hub refused: ${s.reason}`;
    default: return '';
  }
};

/** What the chief decides, under the dashboard: conflicts (with each laptop's result), disputes, drops. */
export function VenueChiefPanel(props: { readonly snapshot: Snapshot }) {
  const v = useVenue();
  const join = useJoin();
  if (!v.active) return null;
  const words = (r: BoardResult): string => resultText(props.snapshot.tournament, r);
  const device = (d: string): string => (d === chiefDevice ? 'this laptop' : d === join?.device ? 'this laptop (entry)' : `laptop ${d.slice(0, 4)}`);
  const conflicts = v.boards.filter((b) => b.kind === 'conflict');
  const disputed = v.boards.filter((b) => b.kind === 'disputed');
  const reported = v.boards.filter((b) => b.kind === 'reported');
  return (
    <section className="panel venue-panel" aria-labelledby="venue-heading">
      <h2 id="venue-heading">Venue network</h2>
      <p role="status">Chief arbiter · {statusWords(v.status)} · {v.laptops} arbiter laptop{v.laptops === 1 ? '' : 's'} · {v.phones} phone{v.phones === 1 ? '' : 's'}</p>
      {v.blocks ? <p role="alert" className="error">{v.blocks}</p> : null}
      {conflicts.length > 0 ? (
        <ul aria-label="Conflicting results" className="venue-list">
          {conflicts.map((b) => b.kind === 'conflict' ? (
            <li key={b.board}>
              <strong>Board {b.board}</strong>: {[...b.entries].map(([d, r]) => `${device(d)} ${words(r)}`).join(' · ')}
              <span className="venue-actions">
                {[...new Set(b.entries.values())].map((r) => (
                  <button key={r} type="button" onClick={() => v.decide(b.board, r)}>Board {b.board}: {words(r)}</button>
                ))}
              </span>
            </li>
          ) : null)}
        </ul>
      ) : null}
      {disputed.length > 0 ? (
        <ul aria-label="Players disagree" className="venue-list">
          {disputed.map((b) => b.kind === 'disputed' ? (
            <li key={b.board}>Board {b.board}: the players reported {words(b.first)} and {words(b.second)}; enter the result after checking with them.</li>
          ) : null)}
        </ul>
      ) : null}
      {reported.length > 0 ? <p className="meta">{reported.length} board{reported.length === 1 ? '' : 's'} reported by one player, waiting for the other: {reported.map((b) => b.board).join(', ')}.</p> : null}
      {v.drops.length > 0 ? (
        <ul aria-label="Requests to drop" className="venue-list">
          {v.drops.map((d) => (
            <li key={d.rank}>{d.name} asks to drop <button type="button" onClick={() => v.acceptDrop(d.rank)}>Drop {d.name} from round {v.round + 1}</button></li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
