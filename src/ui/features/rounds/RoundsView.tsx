import { ratingText } from '../../../core/model';
import { lazy, memo, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { CSSProperties, KeyboardEvent, RefObject } from 'react';
import { appDb } from '../../../db/appDb';
import { setBoardGames, setResult } from '../../../db/repository';
import { roundComplete } from '../../../core/model';
import type { Agreement, BoardResult, Pairing, PlayerId } from '../../../core/model';
import { agreementWords, singleSidedIntentionalDraw, withAgreementMark } from '../../../core/netrunner';
import type { Snapshot } from '../../../db/repository';
import { useUi } from '../../../store/ui';
import { resultForKey } from './results';
import { BoardJump } from './BoardJump';
import { ErrorMessage } from '../../components/ErrorMessage';
import { ResultMenu } from '../../components/ResultMenu';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Toolbar } from '../../components/Card';
import { RoundActions, UndoResult, ResultEffect } from '../audit/RoundHistoryControls';
import { rememberResultChange } from '../audit/undo';
import { moduleOf, wordingOf } from '../../../core/systems';
import { DoubleSidedEntry } from '../netrunner/DoubleSidedEntry';
import { NetrunnerDrops } from '../netrunner/NetrunnerDrops';
import { boardList } from '../print/sheets';
import type { SeatEntry } from '../print/sheets';
import { PairRoundButton } from './PairRoundButton';
import { eventState } from '../tournaments/nextStep';

// Editing the latest round's pairing by hand (with warnings).
const PairingEditor = lazy(() => import('./PairingEditor'));
// "Check pairings" (Dutch, Burstein, TCEC): replays every round in the worker, lists the differences.
const CheckPairings = lazy(() => import('../check/CheckPairings'));
import { useRoundOpenings } from '../engine-swiss/useRoundOpenings';
import { EngineSwissStatus } from '../engine-swiss/EngineSwissStatus';

/** Boards drawn in the render that shows a round; a bigger round draws the rest in later tasks. */
const firstBoards = 100;
/** Boards added by each later task. */
const moreBoards = 100;
/**
 * Boards drawn first of a round of more than `firstBoards`: more than a projector's screen holds,
 * and the task that shows the new round (the snapshot read, the round's first render, the header)
 * stays short; the rest follow 100 a task.
 */
const firstSliceBoards = 40;
const firstDrawn = (boards: number): number => (boards > firstBoards ? firstSliceBoards : firstBoards);

/**
 * The columns of a round drawn in slices, as a grid every row repeats (app.css, `.boards.sliced`):
 * the board and each game as wide as their cells say (4rem, 8rem), the players, and Netrunner's
 * 241 / ID, sharing the rest, as `table-layout: fixed` shares it.
 */
const slicedColumns = (games: number, doubleSided: boolean): string =>
  `auto minmax(0, 1fr) minmax(0, 1fr) repeat(${games}, auto)${doubleSided ? ' minmax(0, 1fr)' : ''}`;

/**
 * ARIA roles for the parts of a round drawn in slices: its rows are grids there, not table rows,
 * and a browser may stop exposing a table whose parts are displayed otherwise.
 */
const role = (sliced: boolean, r: 'table' | 'rowgroup' | 'row' | 'columnheader' | 'cell'): { role?: string } => (sliced ? { role: r } : {});

/**
 * How many boards of the round shown are drawn: the first 100 with the round (40 of a bigger one),
 * the rest 100 a task (ordinary updates, each its own task, not transitions a busy page could put
 * off forever), so a 500-board round shows its top boards at once and never blocks the page for
 * one long task while the rest are drawn. `drawAll` draws every board now (keyboard entry needs the next board's cell).
 */
const useBoardsDrawn = (round: number, boards: number): { readonly drawn: number; readonly drawAll: () => void } => {
  const [drawn, setDrawn] = useState({ round, count: firstDrawn(boards) });
  const count = drawn.round === round ? drawn.count : firstDrawn(boards);
  useEffect(() => {
    if (count >= boards) return undefined;
    const next = setTimeout(() => setDrawn({ round, count: count + moreBoards }), 0);
    return () => clearTimeout(next);
  }, [round, count, boards]);
  return { drawn: Math.min(count, boards), drawAll: () => setDrawn({ round, count: Math.max(boards, firstBoards) }) };
};

/** The cell a results menu is open on. */
interface OpenMenu {
  readonly anchor: HTMLElement;
  readonly board: number;
  readonly game: number;
}

/**
 * The Rounds screen: the round shown (tabs per round), its boards with both players' points before
 * the round and ratings (or Netrunner identities), and results entered by keyboard (1 0 = + -,
 * Delete; the focus moves on), by board number (`BoardJump`), or from the results menu (click,
 * tap, Enter or ArrowDown on a cell). Actions that discard something sit in the round's menu.
 */
function RoundsView(props: { readonly snapshot: Snapshot }) {
  const db = appDb();
  const { row: t, tournament } = props.snapshot;
  const pairingError = useUi((s) => (s.pairingError?.tournamentId === t.id ? s.pairingError.message : null));
  const request = useUi((s) => (s.resultsRequest?.tournamentId === t.id ? s.resultsRequest : null));
  const requestResults = useUi((s) => s.requestResults);
  // The round the TO picked, valid while the number of rounds is what it was then: a new round shows itself.
  const [chosen, setChosen] = useState<{ readonly round: number; readonly of: number } | null>(null);
  const [error, setError] = useState<{ field?: string; detail: string } | null>(null);
  const [menu, setMenu] = useState<OpenMenu | null>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  // A result changed in a round that is not the latest waits for the arbiter's confirmation.
  const [pendingChange, setPendingChange] = useState<{ round: number; board: number; game: number; before: BoardResult | null; after: BoardResult | null; white: PlayerId; black: PlayerId; agreement?: Agreement } | null>(null);

  const rounds = tournament.rounds;
  const shownNumber = chosen !== null && chosen.of === rounds.length && chosen.round <= rounds.length ? chosen.round : rounds.length;
  const shown = rounds[shownNumber - 1];
  const games = shown?.pairings[0]?.games.length ?? 1;
  const { drawn, drawAll } = useBoardsDrawn(shownNumber, shown?.pairings.length ?? 0);
  const sliced = (shown?.pairings.length ?? 0) > firstBoards;
  // The system's words: White/Black, or Corp/Runner with results from the corp side of each game.
  const system = moduleOf(t);
  const seats = system.seats(t.settings, games);
  const netrunner = system.netrunner !== null;
  const wording = wordingOf(system);
  const label = (r: BoardResult | null): string => (r === null ? '…' : system.resultText(r));
  // Single-sided Netrunner: the intentional draw from the results menu or the I key (a double-sided
  // board has its own 241 / ID buttons), entered as a tie with the agreement recorded.
  const agreementChoices = system.netrunner !== null && !system.netrunner.doubleSided
    ? system.netrunner.agreements.map((a) => ({ agreement: a, label: agreementWords(a), key: 'I' }))
    : [];
  // Engine Swiss: one opening per pair of games (game i plays opening ⌊i/2⌋), from the stored order.
  const openings = useRoundOpenings(props.snapshot, shownNumber);
  // Points before the round and ratings, as the printed board list has them.
  const entries = useMemo(() => {
    const out = new Map<PlayerId, SeatEntry>();
    for (const r of shown ? boardList(tournament, shown.number) : []) {
      if (r.kind === 'board') { out.set(r.first.id, r.first); out.set(r.second.id, r.second); }
    }
    return out;
  }, [tournament, shown]);
  const next = eventState({ status: t.status, tournament, cut: null }).next;
  // What every row draws from, one object per snapshot and round: a row redraws only when its
  // board, this or its open menu changes (not when the next slice of boards is drawn).
  const rowView = useMemo<RowView>(() => ({
    games, resultText: system.resultText, entries, netrunner, openings,
    keys: agreementChoices.length > 0 ? '1 0 = I + - Delete' : '1 0 = + - Delete',
    doubleSided: system.netrunner?.doubleSided === true, tournamentId: t.id, round: shownNumber, sliced,
  }), [props.snapshot, shownNumber, entries, openings, sliced]); // eslint-disable-line react-hooks/exhaustive-deps
  // The rows' handlers, always this render's (a ref: a new function each render would redraw every row).
  const rowActions = useRef<RowActions>({ onKey: () => undefined, openMenu: () => undefined });

  // The dashboard's "Enter the results of round k": show round k, focus its first empty result.
  useEffect(() => {
    if (!request) return;
    if (shownNumber !== request.round) { setChosen({ round: request.round, of: rounds.length }); return; }
    // The first board without a result may not be drawn yet: draw every board, then focus it.
    const firstEmpty = shown?.pairings.findIndex((p) => p.games.some((g) => g === null)) ?? -1;
    if (firstEmpty >= drawn) { drawAll(); return; }
    requestResults(null);
    const empty = tableRef.current?.querySelector<HTMLButtonElement>('button[data-result].empty') ?? tableRef.current?.querySelector<HTMLButtonElement>('button[data-result]');
    empty?.focus();
  }, [request, shownNumber, rounds.length, requestResults, drawn]); // eslint-disable-line react-hooks/exhaustive-deps

  const enter = (board: number, game: number, result: BoardResult | null, agreement?: Agreement) => {
    if (!shown) return;
    const pairing = shown.pairings.find((p) => p.board === board);
    if (!pairing) return;
    const change = { round: shown.number, board, game, before: pairing.games[game] ?? null, after: result, white: pairing.white, black: pairing.black, ...(agreement ? { agreement } : {}) };
    // Later rounds were paired from this result: changing it asks first (old and new result, the players).
    if (shown.number < rounds.length && (change.before !== result || pairing.agreement !== agreement)) {
      setPendingChange(change);
      return;
    }
    commitResult(change);
  };

  const commitResult = (c: NonNullable<typeof pendingChange>) => {
    rememberResultChange({ tournamentId: t.id, round: c.round, board: c.board, game: c.game, before: c.before, after: c.after });
    if (c.agreement !== undefined) {
      void setBoardGames(db, t.id, c.round, c.board, singleSidedIntentionalDraw, Date.now(), agreementWords(c.agreement).toLowerCase(), c.agreement).then((r) => {
        setError(r.ok ? null : r.field === undefined ? { detail: r.detail } : { field: r.field, detail: r.detail });
      });
      return;
    }
    // The players on screen go with the result: refused if another tab re-paired or deleted the round.
    void setResult(db, t.id, c.round, c.board, c.game, c.after, Date.now(), { white: c.white, black: c.black }).then((r) => {
      setError(r.ok ? null : r.field === undefined ? { detail: r.detail } : { field: r.field, detail: r.detail });
    });
  };
  const resultWords = (r: BoardResult | null): string => (r === null ? 'no result' : label(r));
  const nameOf = (id: PlayerId): string => tournament.players.find((p) => p.id === id)?.name ?? `#${id}`;

  const onKey = (e: KeyboardEvent<HTMLButtonElement>, board: number, game: number) => {
    if (e.key === 'ArrowDown' && !e.ctrlKey && !e.metaKey) {
      e.preventDefault();
      setMenu({ anchor: e.currentTarget, board, game });
      return;
    }
    const agreed = agreementChoices.find((a) => a.key.toLowerCase() === e.key.toLowerCase());
    const result = agreed ? singleSidedIntentionalDraw[0]! : resultForKey(e.key);
    if (result === undefined || !shown) return;
    e.preventDefault();
    // Move on at once (the write is quick, but typing must never wait for it). The last board
    // drawn so far: the rest are drawn first, at once, so the focus moves on as on a small round.
    const cellsNow = () => [...(tableRef.current?.querySelectorAll<HTMLButtonElement>('button[data-result]') ?? [])];
    let cells = cellsNow();
    const i = cells.indexOf(e.currentTarget);
    if (result !== null && i === cells.length - 1 && drawn < shown.pairings.length) {
      flushSync(drawAll);
      cells = cellsNow();
    }
    if (result !== null) cells[i + 1]?.focus();
    enter(board, game, result, agreed?.agreement);
  };

  rowActions.current = { onKey, openMenu: (anchor, board, game) => setMenu({ anchor, board, game }) };

  const waitingHint = t.status === 'registration' ? 'Lock the seeding before pairing round 1.'
    : next.kind === 'enter-results' && rounds.length < t.totalRounds ? `Enter every result of round ${next.round} to pair round ${rounds.length + 1}.` : '';

  return (
    <section aria-labelledby="rounds-heading" className="rounds-screen">
      <h2 id="rounds-heading">Rounds</h2>
      <Toolbar className="round-toolbar">
        {/* The pair button lives in the dashboard when pairing comes next; here otherwise. */}
        {next.kind !== 'pair' ? <PairRoundButton snapshot={props.snapshot} describedBy={waitingHint ? 'pair-waiting' : undefined} /> : null}
        {rounds.length >= t.totalRounds && t.status !== 'registration' ? <p>All {t.totalRounds} rounds are paired.</p> : null}
        {waitingHint ? <span className="hint" id="pair-waiting">{waitingHint}</span> : null}
        <span className="spacer" />
        <UndoResult snapshot={props.snapshot} />
        <RoundActions snapshot={props.snapshot} />
      </Toolbar>
      <ResultEffect snapshot={props.snapshot} />
      {pairingError ? <p role="alert" className="error">{pairingError}</p> : null}
      <EngineSwissStatus snapshot={props.snapshot} />
      {netrunner ? <NetrunnerDrops snapshot={props.snapshot} /> : null}
      <div className="round-bar">
      {rounds.length > 0 ? (
        <nav aria-label="Rounds" className="round-tabs">
          {rounds.map((r) => (
            <button key={r.number} type="button" aria-current={r.number === shownNumber ? 'true' : undefined} onClick={() => setChosen({ round: r.number, of: rounds.length })}>
              Round {r.number}{roundComplete(r) ? ' ✓' : ''}
            </button>
          ))}
        </nav>
      ) : null}
      {shown ? <BoardJump round={shown.number} boards={shown.pairings.length} drawAll={() => flushSync(drawAll)} /> : null}
      </div>
      <ErrorMessage error={error} />
      <ConfirmDialog open={pendingChange !== null} title={`Change a result of round ${pendingChange?.round ?? ''}?`}
        message={pendingChange === null ? '' : `Board ${pendingChange.board}: ${nameOf(pendingChange.white)} – ${nameOf(pendingChange.black)}, ${resultWords(pendingChange.before)} → ${resultWords(pendingChange.after)}. ${pendingChange.round + 1 === rounds.length ? `Round ${rounds.length} was paired from the old result and stays` : `Rounds ${pendingChange.round + 1}-${rounds.length} were paired from the old result and stay`} as paired${wording.correctionRule ? ` (${wording.correctionRule})` : ''}; the standings change.`}
        confirmLabel="Change the result"
        onConfirm={() => { if (pendingChange) commitResult(pendingChange); setPendingChange(null); }}
        onCancel={() => setPendingChange(null)} />
      {shown ? (
        <>
          <p className="hint" id="keys-hint">Click or tap a result to choose it, or focus it and type {netrunner ? `1 (corp wins), 0 (runner wins)${agreementChoices.length > 0 ? ', = (tie) or I (intentional draw)' : ' or = (tie)'}` : '1, 0 or = (draw)'}; + or - for a forfeit; Delete clears. Focus moves to the next board.</p>
          {/* Keyed by round: when another tab deletes the round shown, focus must not stay on a cell of another round. */}
          <div className="table-scroll">
            <table key={shown.number} ref={tableRef} className={sliced ? 'boards sliced' : games === 1 && !rowView.doubleSided ? 'boards one-game' : 'boards'} aria-label={`Round ${shown.number} boards`} aria-describedby="keys-hint" aria-rowcount={shown.pairings.length + 1}
              {...role(sliced, 'table')} style={sliced ? { '--board-columns': slicedColumns(games, rowView.doubleSided) } as CSSProperties : undefined}>
              <thead {...role(sliced, 'rowgroup')}>
                <tr {...role(sliced, 'row')}>
                  <th scope="col" className="num board" {...role(sliced, 'columnheader')}>Board</th><th scope="col" {...role(sliced, 'columnheader')}>{seats.first}</th><th scope="col" {...role(sliced, 'columnheader')}>{seats.second}</th>
                  {games >= 2
                    ? Array.from({ length: games }, (_, i) => <th key={i} scope="col" className="game" {...role(sliced, 'columnheader')}>Game {i + 1}{i % 2 === 1 ? (netrunner ? ' (sides swapped)' : ' (colours swapped)') : ''}</th>)
                    : <th scope="col" className="game" {...role(sliced, 'columnheader')}>Result</th>}
                  {system.netrunner?.doubleSided ? <th scope="col" {...role(sliced, 'columnheader')}>241 / ID</th> : null}
                </tr>
              </thead>
              <tbody {...role(sliced, 'rowgroup')}>
                {(drawn < shown.pairings.length ? shown.pairings.slice(0, drawn) : shown.pairings).map((p, i) => (
                  <BoardRow key={p.board} rowIndex={i + 2} p={p} view={rowView} menuGame={menu?.board === p.board ? menu.game : null} actions={rowActions} />
                ))}
              </tbody>
            </table>
          </div>
          <ResultMenu anchor={menu?.anchor ?? null}
            label={menu ? `Board ${menu.board}${games >= 2 ? ` game ${menu.game + 1}` : ''} result` : ''}
            current={menu ? shown.pairings.find((p) => p.board === menu.board)?.games[menu.game] ?? null : null}
            wording={system.resultText}
            {...(games === 1 && agreementChoices.length > 0 ? {
              agreements: agreementChoices,
              ...(menu && shown.pairings.find((p) => p.board === menu.board)?.agreement ? { currentAgreement: shown.pairings.find((p) => p.board === menu.board)!.agreement! } : {}),
              onAgree: (a: Agreement) => { if (menu) enter(menu.board, menu.game, singleSidedIntentionalDraw[0]!, a); setMenu(null); },
            } : {})}
            onChoose={(r) => { if (menu) enter(menu.board, menu.game, r); setMenu(null); }}
            onClose={() => setMenu(null)} />
          {(props.snapshot.roundNotes.get(shown.number) ?? []).length > 0 ? (
            <ul aria-label={`Round ${shown.number} notes`} className="notes">
              {(props.snapshot.roundNotes.get(shown.number) ?? []).map((n, i) => <li key={i}>{n}</li>)}
            </ul>
          ) : null}
          {shown.byes.length > 0 ? (
            // Each bye in the system's words ("bye (pairing-allocated)", "half-point bye"), not its TRF code.
            <p className="byes">Byes: {shown.byes.map((b) => `${entries.get(b.player)?.name ?? tournament.players.find((x) => x.id === b.player)?.name ?? b.player}: ${wording.byes[b.kind]}`).join('; ')}</p>
          ) : null}
        </>
      ) : null}
      <Suspense fallback={null}><PairingEditor snapshot={props.snapshot} /></Suspense>
      <Suspense fallback={null}><CheckPairings snapshot={props.snapshot} /></Suspense>
    </section>
  );
}

/** Memoised: kept behind the other tabs, it draws again only for a new snapshot. */
export default memo(RoundsView);

/** What the board rows of one round draw from (see `rowView`). */
interface RowView {
  readonly games: number;
  readonly resultText: (r: BoardResult) => string;
  readonly entries: ReadonlyMap<PlayerId, SeatEntry>;
  readonly netrunner: boolean;
  readonly openings: ReadonlyMap<number, readonly string[]> | null;
  /** The result keys a cell takes (aria-keyshortcuts). */
  readonly keys: string;
  readonly doubleSided: boolean;
  readonly tournamentId: number;
  readonly round: number;
  /** A round of more than 100 boards, drawn in slices and as grid rows (their ARIA roles written out). */
  readonly sliced: boolean;
}

interface RowActions {
  readonly onKey: (e: KeyboardEvent<HTMLButtonElement>, board: number, game: number) => void;
  readonly openMenu: (anchor: HTMLElement, board: number, game: number) => void;
}

/** A player's cell: name and start rank, then rating (chess) or identity (Netrunner) and points before the round. */
function PlayerCell(props: { readonly id: PlayerId; readonly view: RowView }) {
  const { id, view } = props;
  const e = view.entries.get(id);
  // Netrunner: the identity the player plays on this seat (both for a double-sided pair) and, single-sided,
  // their Corp/Runner games before this round (as Aesop's Tables shows them); chess: the rating.
  const meta = [view.netrunner ? e?.identity ?? '' : e ? ratingText(e.rating) : '', e ? `${e.points} pts` : ''].filter((x) => x !== '').join(' · ');
  return (
    <td className="player" {...role(view.sliced, 'cell')}>
      <span className="player-line">
        <span className="name">{e?.name ?? `#${id}`} ({id})</span>
      </span>
      {/* Two lines a player: the name, then the sides played, identity (or rating) and points. */}
      {meta || e?.sides ? (
        <span className="player-meta" title={meta}>
          {e?.sides ? <span className="player-sides" title="Corp and Runner games before this round">{e.sides}</span> : null}{meta}
        </span>
      ) : null}
    </td>
  );
}

/** One board: its number, both players, a result button per game (keys and menu), and Netrunner's 241 / ID. */
const BoardRow = memo(function BoardRow(props: { readonly rowIndex: number; readonly p: Pairing; readonly view: RowView; readonly menuGame: number | null; readonly actions: RefObject<RowActions> }) {
  const { p, view, actions } = props;
  const { games, openings } = view;
  const label = (r: BoardResult | null): string => (r === null ? '…' : view.resultText(r));
  return (
    // Its place among the table's rows (aria-rowcount: all of them, while a big round is still drawn in slices).
    <tr aria-rowindex={props.rowIndex} {...role(view.sliced, 'row')}>
      <td className="num board" {...role(view.sliced, 'cell')}>{p.board}</td>
      <PlayerCell id={p.white} view={view} />
      <PlayerCell id={p.black} view={view} />
      {p.games.map((g, i) => (
        <td key={i} className="game" {...role(view.sliced, 'cell')}>
          <button type="button" data-result className={g === null ? 'result empty' : 'result'}
            aria-label={`Board ${p.board}${games >= 2 ? ` game ${i + 1}` : ''} result: ${g === null ? 'not entered' : p.agreement ? `${label(g)}, ${agreementWords(p.agreement).toLowerCase()}` : label(g)}`}
            aria-keyshortcuts={view.keys} aria-haspopup="menu"
            aria-expanded={props.menuGame === i}
            onClick={(e) => actions.current.openMenu(e.currentTarget, p.board, i)}
            onKeyDown={(e) => actions.current.onKey(e, p.board, i)}>{g === null ? label(g) : withAgreementMark(p, label(g))}</button>
          {openings?.get(p.board)?.[Math.floor(i / 2)] !== undefined ? (
            <span className="opening">{openings.get(p.board)?.[Math.floor(i / 2)]}</span>
          ) : null}
        </td>
      ))}
      {view.doubleSided ? <td {...role(view.sliced, 'cell')}><DoubleSidedEntry tournamentId={view.tournamentId} round={view.round} pairing={p} names={new Map([[p.white, view.entries.get(p.white)?.name ?? ''], [p.black, view.entries.get(p.black)?.name ?? '']])} /></td> : null}
    </tr>
  );
}, (a, b) => a.rowIndex === b.rowIndex && a.menuGame === b.menuGame && a.actions === b.actions && samePairing(a.p, b.p)
  && (a.view === b.view || (sameView(a.view, b.view) && sameEntry(a.view.entries.get(a.p.white), b.view.entries.get(b.p.white))
    && sameEntry(a.view.entries.get(a.p.black), b.view.entries.get(b.p.black))
    && (a.view.openings?.get(a.p.board) ?? []).join('\n') === (b.view.openings?.get(b.p.board) ?? []).join('\n'))));

// Each result read from the database comes in a new snapshot, every board a new object: a row is
// drawn again only if what it shows changed (one result: one row, not all 1000 boards).
const samePairing = (a: Pairing, b: Pairing): boolean => a === b || (a.board === b.board && a.white === b.white && a.black === b.black
  && a.agreement === b.agreement && a.games.length === b.games.length && a.games.every((g, i) => g === b.games[i]));
const sameView = (a: RowView, b: RowView): boolean => a.games === b.games && a.resultText === b.resultText && a.netrunner === b.netrunner
  && a.keys === b.keys && a.doubleSided === b.doubleSided && a.tournamentId === b.tournamentId && a.round === b.round && a.sliced === b.sliced;
const sameEntry = (a: SeatEntry | undefined, b: SeatEntry | undefined): boolean => a === b || (a !== undefined && b !== undefined
  && a.name === b.name && a.rating === b.rating && a.points === b.points && a.identity === b.identity && a.sides === b.sides);
