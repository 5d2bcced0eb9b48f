import { createContext, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { BoardResult } from '../../../core/model';
import { resultText } from '../../../core/systems';
import { appDb } from '../../../db/appDb';
import type { Snapshot } from '../../../db/repository';
import { startChiefSession } from '../../../venue/chief';
import type { ChiefSession, ChiefState } from '../../../venue/chief';
import type { VenueBoard } from '../../../core/venue';
import { chiefDevice } from '../../../core/venue';
import type { LinkStatus } from './hub';
import { link, useJoin } from './hub';

/**
 * The chief arbiter's laptop on the venue network: the session (src/venue/chief.ts) publishes the
 * tournament and takes what the rules say; this renders its state: boards whose entries differ
 * (they block the next pairing and show as disputed everywhere), players' reports that differ from
 * a result, requests to drop, and any write that failed.
 */
export interface VenueChiefState extends Partial<ChiefState> {
  readonly active: boolean;
  readonly boards: readonly VenueBoard[];
  readonly blocks: string | null;
  decide(board: number, result: BoardResult): void;
  acceptDrop(rank: number): void;
  /** Publishing online is on: the players' proposals on the relay join the review (ChiefSession.connectRelay). */
  connectRelay?: ChiefSession['connectRelay'];
}

const inactive: VenueChiefState = { active: false, boards: [], blocks: null, decide: () => {}, acceptDrop: () => {} };

export const VenueContext = createContext<VenueChiefState>(inactive);
export const useVenue = (): VenueChiefState => useContext(VenueContext);

export function VenueChief(props: { readonly snapshot: Snapshot; readonly children: ReactNode }) {
  const join = useJoin();
  if (join?.role !== 'chief') return <VenueContext.Provider value={inactive}>{props.children}</VenueContext.Provider>;
  return <ChiefOnline snapshot={props.snapshot}>{props.children}</ChiefOnline>;
}

function ChiefOnline(props: { readonly snapshot: Snapshot; readonly children: ReactNode }) {
  const join = useJoin()!;
  const [session, setSession] = useState<ChiefSession | null>(null);
  useEffect(() => {
    const s = startChiefSession({ link, join, db: appDb() });
    setSession(s);
    return () => s.close();
  }, [join]);
  useEffect(() => session?.setSnapshot(props.snapshot), [session, props.snapshot]);
  const state = useSyncExternalStore((l) => session?.subscribe(l) ?? (() => {}), () => session?.state() ?? null);
  const value: VenueChiefState = state && session ? {
    ...state, active: true,
    decide: (board, result) => void session.decide(board, result),
    acceptDrop: (rank) => void session.acceptDrop(rank),
    connectRelay: session.connectRelay,
  } : inactive;
  return <VenueContext.Provider value={value}>{props.children}</VenueContext.Provider>;
}

const statusWords = (s: LinkStatus | undefined): string => {
  switch (s?.kind) {
    case 'connected': return 'connected to the hub';
    case 'connecting': return 'connecting to the hub…';
    case 'offline': return 'the hub cannot be reached: working on this laptop, results are sent when it is back';
    case 'refused': return `the hub refused: ${s.reason}`;
    default: return '';
  }
};

/** What the chief decides, under the dashboard: conflicts (with each arbiter's result), disputes, contradictions, drops, failed writes. */
export function VenueChiefPanel(props: { readonly snapshot: Snapshot }) {
  const v = useVenue();
  if (!v.active) return null;
  const words = (r: BoardResult): string => resultText(props.snapshot.tournament, r);
  const names = new Map(props.snapshot.tournament.players.map((p) => [p.id as number, p.name] as const));
  const who = (w: string): string => (w === chiefDevice ? 'you (this laptop)' : v.writers?.get(w) ?? `arbiter ${w}`);
  const conflicts = v.boards.filter((b) => b.kind === 'conflict');
  const disputed = v.boards.filter((b) => b.kind === 'disputed');
  const reported = v.boards.filter((b) => b.kind === 'reported');
  const arbiters = v.arbiters ?? [];
  return (
    <section className="panel venue-panel" aria-labelledby="venue-heading">
      <h2 id="venue-heading">Venue network</h2>
      <p role="status">Chief arbiter · {statusWords(v.status)} · {arbiters.length === 0 ? 'no deputy arbiter' : `deputies: ${arbiters.join(', ')}`} · {v.phones ?? 0} player{v.phones === 1 ? '' : 's'} with a phone</p>
      {v.blocks ? <p role="alert" className="error">{v.blocks}</p> : null}
      {conflicts.length > 0 ? (
        <ul aria-label="Conflicting results" className="venue-list">
          {conflicts.map((b) => b.kind === 'conflict' ? (
            <li key={b.board}>
              <strong>Board {b.board}</strong> is disputed (shown with no result on every screen): {[...b.entries].map(([d, r]) => `${who(d)} entered ${words(r)}`).join(' · ')}
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
      {(v.contradictions ?? []).length > 0 ? (
        <ul aria-label="Reports that differ from the result" className="venue-list">
          {v.contradictions!.map((c) => (
            <li key={`${c.board}:${c.rank}`}>Board {c.board}: {names.get(c.rank) ?? `No. ${c.rank}`} reported {words(c.reported)}, but the result entered is {words(c.result)}. Their phone says so too; check with the players.</li>
          ))}
        </ul>
      ) : null}
      {(v.failures ?? []).length > 0 ? (
        <ul aria-label="Results not taken" className="venue-list">
          {v.failures!.map((f) => <li key={f.board} className="error">Board {f.board}: {words(f.result)} could not be taken: {f.reason}</li>)}
        </ul>
      ) : null}
      {reported.length > 0 ? <p className="meta">{reported.length} board{reported.length === 1 ? '' : 's'} reported by one player, waiting for the other: {reported.map((b) => b.board).join(', ')}.</p> : null}
      {(v.drops ?? []).length > 0 ? (
        <ul aria-label="Requests to drop" className="venue-list">
          {v.drops!.map((d) => (
            <li key={d.rank}>{d.name} asks to drop <button type="button" onClick={() => v.acceptDrop(d.rank)}>Drop {d.name} from round {(v.round ?? 0) + 1}</button></li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
