import { useEffect, useMemo, useRef, useState } from 'react';
import type { ComponentProps, CSSProperties } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { appDb } from '../../../db/appDb';
import { loadCut, loadRoundTimer } from '../../../db/repository';
import { useLiveSnapshot } from '../../components/useLiveSnapshot';
import { BracketDiagram, cutChampion } from '../netrunner/BracketDiagram';
import { cutView } from '../netrunner/cut';
import { roundComplete } from '../../../core/model';
import { formatTenths } from '../../../core/model';
import { standings, standingsNames } from '../../../core/systems';
import { boardList, currentRound, seatsFor } from '../../../core/sheets';
import { paginate } from '../print/paper';
import { settingsFor, showsIdentities, useProjector } from './projectorStore';
import { formatClock, remainingMs } from '../../../core/timer';
import './projector.css';

/** Row height in viewport heights (projector.css uses the same value). */
const rowVh = 6.5;

/** How many rows fit in the list area: measured, so any screen or window size pages correctly. */
const useRowsPerPage = (): [(el: HTMLDivElement | null) => void, number] => {
  const [el, setEl] = useState<HTMLDivElement | null>(null);
  const [rows, setRows] = useState(10);
  useEffect(() => {
    if (!el) return;
    const measure = () => {
      const row = (window.innerHeight * rowVh) / 100;
      // The column heads take one row.
      setRows(Math.max(1, Math.floor(el.clientHeight / row) - 1));
    };
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    window.addEventListener('resize', measure);
    return () => { ro.disconnect(); window.removeEventListener('resize', measure); };
  }, [el]);
  return [setEl, rows];
};

const useWide = (): boolean => {
  const query = '(min-aspect-ratio: 3/2)';
  const [wide, setWide] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const m = window.matchMedia(query);
    const on = () => setWide(m.matches);
    m.addEventListener('change', on);
    return () => m.removeEventListener('change', on);
  }, []);
  return wide;
};

/** The round timer as stored (IndexedDB): every window, and a reopened one, shows the same time; hidden when the TO hides it. */
function Clock(props: { readonly tournamentId: number }) {
  const db = appDb();
  const timer = useLiveQuery(() => loadRoundTimer(db, props.tournamentId), [db, props.tournamentId]);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 200);
    return () => clearInterval(id);
  }, []);
  if (!timer || timer.hiddenOnProjector) return null;
  const left = remainingMs(timer, now);
  return (
    <div className={`projector-clock${left <= 0 ? ' over' : ''}${timer.running ? '' : ' paused'}`} role="timer" aria-label="Round timer">
      {formatClock(left)}{timer.running ? '' : <span className="paused-word"> paused</span>}
    </div>
  );
}

/**
 * A number column as wide as its widest value in the rows' type (4.2vh, a digit at most 0.7 of
 * it) plus its padding: "12.0" and an SoS of "0.5833" are read whole on the wall, never cut to "1…"
 * by a fixed width; the name takes what is left.
 */
const numWidth = (texts: readonly string[]): CSSProperties => ({ width: `calc(${Math.max(3, ...texts.map((x) => x.length))} * 2.9vh + 2.5vw)` });

/** The far-wall screen: the current round's pairings or the standings in very large type. */
export default function ProjectorView(props: { readonly tournamentId: number }) {
  const db = appDb();
  const snapshot = useLiveSnapshot(props.tournamentId);
  const settings = useProjector((s) => settingsFor(s, props.tournamentId));
  const join = useProjector((s) => s.join);
  const cutRecord = useLiveQuery(() => (settings.mode === 'bracket' ? loadCut(db, props.tournamentId) : null), [db, props.tournamentId, settings.mode]);
  const [listRef, perPage] = useRowsPerPage();
  const wide = useWide();
  const [page, setPage] = useState(0);
  useEffect(() => join(props.tournamentId), [join, props.tournamentId]);

  const t = snapshot?.tournament;
  const round = t ? currentRound(t) : 0;
  const boards = useMemo(() => (t ? boardList(t, round) : []), [t, round]);
  const ranked = useMemo(() => (t && settings.mode === 'standings' ? standings(t) : null), [t, settings.mode]);
  const table = ranked?.ok ? ranked.rows : [];
  // The tie-break order cannot rank the event (C.07 Art. 10, or an unknown code): the message instead.
  const refusal = ranked && !ranked.ok ? ranked.detail : null;
  // A wide screen holds the standings in two columns (pairings rows are too wide for that).
  const columns = settings.mode === 'standings' && wide ? 2 : 1;
  const count = settings.mode === 'pairings' ? boards.length : table.length;
  const pages = Math.max(1, Math.ceil(count / (perPage * columns)));

  // Turn the page every intervalSec seconds, back to the first after the last.
  useEffect(() => {
    if (pages <= 1) return;
    const id = setInterval(() => setPage((p) => (p + 1) % pages), settings.intervalSec * 1000);
    return () => clearInterval(id);
  }, [pages, settings.intervalSec, settings.mode]);
  useEffect(() => setPage(0), [settings.mode, perPage]);
  const shownPage = page % pages;

  useEffect(() => {
    if (snapshot) document.title = `${snapshot.row.name} – projector`;
  }, [snapshot]);

  if (snapshot === undefined || !t) return <p role="status" className="projector-loading">{snapshot === null ? 'This tournament does not exist.' : 'Loading…'}</p>;
  const names = standingsNames(t);
  // Netrunner: the identities under the names when the TO shows them (the projector toggle).
  const identity = (text: string) => (showsIdentities(settings) && text ? <span className="identity">{text}</span> : null);
  const idsOf = new Map(t.players.map((p) => [p.id, [p.corpIdentity, p.runnerIdentity].filter(Boolean).join(' / ')] as const));
  const last = t.rounds[t.rounds.length - 1];
  const games = last?.pairings[0]?.games.length ?? 1;
  const seats = seatsFor(t.settings, games);
  const cut = cutRecord ? cutView(cutRecord, snapshot.row.randomSeed) : null;
  const champion = cut !== null && typeof cut !== 'string' ? cutChampion(cut) : null;
  const title = settings.mode === 'bracket' ? (champion !== null ? `Top cut: ${t.players.find((p) => p.id === champion)?.name ?? champion} is the champion` : 'Top cut')
    : settings.mode === 'pairings'
    ? (round > 0 ? `Round ${round} pairings` : 'No round paired yet')
    : last ? `Standings after round ${last.number}${roundComplete(last) ? '' : ' (results missing)'}` : 'Standings';

  return (
    <div className="projector" data-theme="projector" data-mode={settings.mode}>
      <header className="projector-head">
        <div>
          <div className="projector-event">{snapshot.row.name}</div>
          <h1 className="projector-title">{title}</h1>
        </div>
        <Clock tournamentId={props.tournamentId} />
      </header>
      <div className="projector-list" ref={listRef}>
        {settings.mode === 'bracket' ? (
          cut === null || typeof cut === 'string' ? <p role="status" className="projector-refusal">{typeof cut === 'string' ? cut : 'The cut has not started.'}</p> : (
            <WallBracket view={cut} name={(p) => (p === null ? '' : names.get(p) ?? String(p))} />
          )
        ) : settings.mode === 'pairings' ? (
          <table aria-label="Pairings">
            <thead><tr><th scope="col" className="num">Bd</th><th scope="col">{seats.first}</th><th scope="col" className="res">Result</th><th scope="col">{seats.second}</th></tr></thead>
            <tbody>
              {paginate(boards, perPage)[shownPage]?.map((r) => r.kind === 'board' ? (
                <tr key={`b${r.board}`}>
                  <td className="num">{r.board}</td>
                  <td className="name">{r.first.name} <span className="pts">{r.first.points}</span>{identity(r.first.identity)}</td>
                  <td className="res">{r.results.map((x) => x || '–').join(' · ')}</td>
                  <td className="name">{r.second.name} <span className="pts">{r.second.points}</span>{identity(r.second.identity)}</td>
                </tr>
              ) : (
                <tr key={`y${r.player.id}`}>
                  <td className="num" />
                  <td className="name">{r.player.name} <span className="pts">{r.player.points}</span></td>
                  <td className="res" colSpan={2}>{r.label}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : refusal !== null ? (
          <p role="alert" className="projector-refusal">{refusal}</p>
        ) : (
          <div className="projector-columns">
            {paginate(paginate(table, perPage * columns)[shownPage] ?? [], perPage).map((part, c) => (
              <table key={c} aria-label={c === 0 ? 'Standings' : 'Standings, continued'}>
                <thead><tr><th scope="col" className="num" style={numWidth(table.map((r) => String(r.rank)))}>#</th><th scope="col">Name</th>
                  <th scope="col" className="num" style={numWidth(table.map((r) => formatTenths(r.points)))}>Pts</th>
                  {table[0]?.tieBreaks.slice(0, columns === 2 ? 1 : 2).map((x, i) => (
                    <th key={x.code} scope="col" className="num" style={numWidth([x.code, ...table.map((r) => r.tieBreaks[i]?.text ?? '')])}>{x.code}</th>
                  ))}</tr></thead>
                <tbody>
                  {part.map((r) => (
                    <tr key={r.player}>
                      <td className="num">{r.rank}</td>
                      <td className="name">{names.get(r.player) ?? ''}{identity(idsOf.get(r.player) ?? '')}</td>
                      <td className="num">{formatTenths(r.points)}</td>
                      {r.tieBreaks.slice(0, columns === 2 ? 1 : 2).map((x) => <td key={x.code} className="num">{x.text}</td>)}
                    </tr>
                  ))}
                </tbody>
              </table>
            ))}
          </div>
        )}
      </div>
      <footer className="projector-foot" aria-live="off">
        <span data-testid="projector-page">Page {shownPage + 1} of {pages}</span>
      </footer>
    </div>
  );
}

/**
 * The cut bracket drawn to the wall's box (measured, and again when the window changes), so the
 * names are as large as the boxes allow rather than the desk screen's picture scaled down.
 */
function WallBracket(props: Pick<ComponentProps<typeof BracketDiagram>, 'view' | 'name'>) {
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    const measure = (): void => {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.height > 0) setSize({ width: Math.floor(r.width), height: Math.floor(r.height) });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <div className="projector-bracket" ref={box}>
      {size ? <BracketDiagram view={props.view} name={props.name} label="Cut bracket" wall={size} /> : null}
    </div>
  );
}
