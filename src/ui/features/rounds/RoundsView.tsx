import { lazy, Suspense, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { appDb } from '../../../db/appDb';
import { setResult } from '../../../db/repository';
import { roundComplete } from '../../../core/model';
import type { Snapshot } from '../../../db/repository';
import { useUi } from '../../../store/ui';
import { describeStage } from '../../../worker/protocol';
import { cancelPairing, pairNextRound } from '../../pairing';
import { resultForKey } from './results';
import { BoardJump } from './BoardJump';
import { ErrorMessage } from '../../components/ErrorMessage';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { RoundHistoryControls } from '../audit/RoundHistoryControls';
import { PairAnyway } from '../audit/PairAnyway';
import { rememberResultChange } from '../audit/undo';
import { moduleOf } from '../../../core/systems';
import type { BoardResult, PlayerId } from '../../../core/model';
import { DoubleSidedEntry } from '../netrunner/DoubleSidedEntry';

// Netrunner events: drops, SoS/ESoS standings, the top cut and the ABR export.
const NetrunnerPanel = lazy(() => import('../netrunner/NetrunnerPanel'));
// Editing the latest round's pairing by hand (with warnings) and re-pairing it.
const PairingEditor = lazy(() => import('./PairingEditor'));
// "Check pairings" (Dutch, Burstein, TCEC): replays every round in the worker, lists the differences.
const CheckPairings = lazy(() => import('../check/CheckPairings'));
import { useRoundOpenings } from '../engine-swiss/useRoundOpenings';
import { EngineSwissStatus } from '../engine-swiss/EngineSwissStatus';

export default function RoundsView(props: { readonly snapshot: Snapshot }) {
  const db = appDb();
  const { row: t, tournament } = props.snapshot;
  const pairing = useUi((s) => (s.pairing?.tournamentId === t.id ? s.pairing : null));
  const pairingError = useUi((s) => (s.pairingError?.tournamentId === t.id ? s.pairingError.message : null));
  const [chosen, setChosen] = useState<number | null>(null);
  const [error, setError] = useState<{ field?: string; detail: string } | null>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  // A result changed in a round that is not the latest waits for the arbiter's confirmation.
  const [pendingChange, setPendingChange] = useState<{ round: number; board: number; game: number; before: BoardResult | null; after: BoardResult | null; white: PlayerId; black: PlayerId } | null>(null);

  const rounds = tournament.rounds;
  const last = rounds[rounds.length - 1];
  const shownNumber = chosen !== null && chosen <= rounds.length ? chosen : rounds.length;
  const shown = rounds[shownNumber - 1];
  const nextRound = rounds.length + 1;
  const names = new Map(tournament.players.map((p) => [p.id, p.name]));
  const canPair = t.status !== 'registration' && nextRound <= t.totalRounds && (!last || roundComplete(last)) && pairing === null;
  const games = shown?.pairings[0]?.games.length ?? 1;
  // The system's words: White/Black, or Corp/Runner with results from the corp side of each game.
  const system = moduleOf(t);
  const seats = system.seats(t.settings, games);
  const netrunner = system.netrunner !== null;
  const label = (r: BoardResult | null): string => (r === null ? '…' : system.resultText(r));
  // Engine Swiss: one opening per pair of games (game i plays opening ⌊i/2⌋), from the stored order.
  const openings = useRoundOpenings(props.snapshot, shownNumber);

  const onKey = (e: KeyboardEvent<HTMLButtonElement>, board: number, game: number) => {
    const result = resultForKey(e.key);
    if (result === undefined || !shown) return;
    e.preventDefault();
    // Move on at once (the write is quick, but typing must never wait for it).
    const pairing = shown.pairings.find((p) => p.board === board);
    if (!pairing) return;
    const before = pairing.games[game] ?? null;
    // Later rounds were paired from this result: changing it asks first (old and new result, the players).
    if (shown.number < rounds.length && before !== result) {
      setPendingChange({ round: shown.number, board, game, before, after: result, white: pairing.white, black: pairing.black });
      return;
    }
    const cells = [...(tableRef.current?.querySelectorAll<HTMLButtonElement>('button[data-result]') ?? [])];
    const i = cells.indexOf(e.currentTarget);
    if (result !== null) cells[i + 1]?.focus();
    commitResult({ round: shown.number, board, game, before, after: result, white: pairing.white, black: pairing.black });
  };

  const commitResult = (c: NonNullable<typeof pendingChange>) => {
    rememberResultChange({ tournamentId: t.id, round: c.round, board: c.board, game: c.game, before: c.before, after: c.after });
    // The players on screen go with the result: refused if another tab re-paired or deleted the round.
    void setResult(db, t.id, c.round, c.board, c.game, c.after, Date.now(), { white: c.white, black: c.black }).then((r) => {
      setError(r.ok ? null : r.field === undefined ? { detail: r.detail } : { field: r.field, detail: r.detail });
    });
  };
  const resultWords = (r: BoardResult | null): string => (r === null ? 'no result' : label(r));

  return (
    <section aria-labelledby="rounds-heading">
      <h2 id="rounds-heading">Rounds</h2>
      <div className="round-controls">
        {t.status === 'registration' ? <p>Lock the seeding before pairing round 1.</p> : null}
        {nextRound <= t.totalRounds ? (
          <button type="button" disabled={!canPair} onClick={() => { setChosen(null); void pairNextRound(t.id, nextRound); }}>
            Pair round {nextRound}
          </button>
        ) : <p>All {t.totalRounds} rounds are paired.</p>}
        {pairing ? (
          <>
            <span role="status" className="progress">{describeStage(pairing.stage, pairing.round)}</span>
            <button type="button" onClick={cancelPairing}>Cancel</button>
          </>
        ) : <span role="status" className="progress" />}
        {last && !roundComplete(last) && nextRound <= t.totalRounds ? <span className="hint">Enter every result of round {last.number} to pair round {nextRound}.</span> : null}
      </div>
      <RoundHistoryControls snapshot={props.snapshot} />
      <PairAnyway snapshot={props.snapshot} busy={pairing !== null} />
      <Suspense fallback={null}><PairingEditor snapshot={props.snapshot} /></Suspense>
      {pairingError ? <p role="alert" className="error">{pairingError}</p> : null}
      <EngineSwissStatus snapshot={props.snapshot} />
      {rounds.length > 0 ? (
        <nav aria-label="Rounds" className="round-tabs">
          {rounds.map((r) => (
            <button key={r.number} type="button" aria-current={r.number === shownNumber ? 'true' : undefined} onClick={() => setChosen(r.number)}>
              Round {r.number}{roundComplete(r) ? ' ✓' : ''}
            </button>
          ))}
        </nav>
      ) : null}
      <ErrorMessage error={error} />
      <ConfirmDialog open={pendingChange !== null} title={`Change a result of round ${pendingChange?.round ?? ''}?`}
        message={pendingChange === null ? '' : `Board ${pendingChange.board}: ${names.get(pendingChange.white) ?? pendingChange.white} – ${names.get(pendingChange.black) ?? pendingChange.black}, ${resultWords(pendingChange.before)} → ${resultWords(pendingChange.after)}. ${pendingChange.round + 1 === rounds.length ? `Round ${rounds.length} was` : `Rounds ${pendingChange.round + 1}-${rounds.length} were`} paired from the old result and stays as paired (C.04.2); the standings change.`}
        confirmLabel="Change the result"
        onConfirm={() => { if (pendingChange) commitResult(pendingChange); setPendingChange(null); }}
        onCancel={() => setPendingChange(null)} />
      {shown ? (
        <>
          <p className="hint" id="keys-hint">Focus a result and type {netrunner ? '1 (corp wins), 0 (runner wins) or = (tie)' : '1, 0 or = (draw)'}; + or - for a forfeit; Delete clears. Focus moves to the next board.</p>
          <BoardJump round={shown.number} boards={shown.pairings.length} />
          {/* Keyed by round: when another tab deletes the round shown, focus must not stay on a cell of another round. */}
          <table key={shown.number} ref={tableRef} aria-label={`Round ${shown.number} boards`} aria-describedby="keys-hint">
            <thead>
              <tr>
                <th scope="col">Board</th><th scope="col">{seats.first}</th><th scope="col">{seats.second}</th>
                {games >= 2
                  ? Array.from({ length: games }, (_, i) => <th key={i} scope="col">Game {i + 1}{i % 2 === 1 ? (netrunner ? ' (sides swapped)' : ' (colours swapped)') : ''}</th>)
                  : <th scope="col">Result</th>}
                {system.netrunner?.doubleSided ? <th scope="col">241 / ID</th> : null}
              </tr>
            </thead>
            <tbody>
              {shown.pairings.map((p) => (
                <tr key={p.board}>
                  <td>{p.board}</td>
                  <td>{names.get(p.white)} ({p.white})</td>
                  <td>{names.get(p.black)} ({p.black})</td>
                  {p.games.map((g, i) => (
                    <td key={i}>
                      <button type="button" data-result className="result"
                        aria-label={`Board ${p.board}${games >= 2 ? ` game ${i + 1}` : ''} result: ${g === null ? 'not entered' : label(g)}`}
                        aria-keyshortcuts="1 0 = + - Delete"
                        onKeyDown={(e) => onKey(e, p.board, i)}>{label(g)}</button>
                      {openings?.get(p.board)?.[Math.floor(i / 2)] !== undefined ? (
                        <span className="opening">{openings.get(p.board)?.[Math.floor(i / 2)]}</span>
                      ) : null}
                    </td>
                  ))}
                  {system.netrunner?.doubleSided ? <td><DoubleSidedEntry tournamentId={t.id} round={shown.number} pairing={p} names={names} /></td> : null}
                </tr>
              ))}
            </tbody>
          </table>
          {(props.snapshot.roundNotes.get(shown.number) ?? []).length > 0 ? (
            <ul aria-label={`Round ${shown.number} notes`} className="notes">
              {(props.snapshot.roundNotes.get(shown.number) ?? []).map((n, i) => <li key={i}>{n}</li>)}
            </ul>
          ) : null}
          {shown.byes.length > 0 ? (
            <p>Byes: {shown.byes.map((b) => `${names.get(b.player) ?? b.player} (${b.kind})`).join(', ')}</p>
          ) : null}
        </>
      ) : null}
      <Suspense fallback={null}><CheckPairings snapshot={props.snapshot} /></Suspense>
      {netrunner ? <Suspense fallback={<p role="status">Loading…</p>}><NetrunnerPanel snapshot={props.snapshot} /></Suspense> : null}
    </section>
  );
}
