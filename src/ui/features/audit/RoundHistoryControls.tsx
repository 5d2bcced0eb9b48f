import { useMemo, useState } from 'react';
import { appDb } from '../../../db/appDb';
import { deleteLastRound, setResult } from '../../../db/repository';
import type { Snapshot } from '../../../db/repository';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { resultText } from '../../../core/systems';
import { rememberResultChange, useLastResultChange } from './undo';
import { standingsEffect } from './standingsEffect';

/** "Undo" for the last result entered in this tab, and "Delete round k" for the last round (asks first). */
export function RoundHistoryControls(props: { readonly snapshot: Snapshot }) {
  const db = appDb();
  const { row: t, tournament } = props.snapshot;
  const lastChange = useLastResultChange(t.id);
  /** The round the open "Delete round k?" dialog is about (fixed when it opens: another tab may change the last round). */
  const [asking, setAsking] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const last = tournament.rounds.at(-1);
  const effect = useMemo(() => (lastChange ? standingsEffect(tournament, lastChange) : []), [tournament, lastChange]);
  const entered = last ? last.pairings.flatMap((p) => p.games).filter((g) => g !== null).length : 0;
  // In the system's words, as on the boards ("Corp win", "1-0").
  const label = (r: Parameters<typeof resultText>[1]): string => resultText(t, r);

  const undo = async () => {
    if (!lastChange) return;
    // Only while the board and its result are still what this tab wrote (another tab may have changed them).
    const p = tournament.rounds[lastChange.round - 1]?.pairings.find((q) => q.board === lastChange.board);
    const guard = { white: p?.white ?? 0, black: p?.black ?? 0, current: lastChange.after };
    const r = await setResult(db, t.id, lastChange.round, lastChange.board, lastChange.game, lastChange.before, Date.now(), guard);
    rememberResultChange(null);
    setMessage(r.ok ? `Undone: round ${lastChange.round} board ${lastChange.board} is ${lastChange.before === null ? 'empty' : label(lastChange.before)} again.` : r.detail);
  };

  const remove = async (round: number) => {
    setAsking(null);
    const r = await deleteLastRound(db, t.id, Date.now(), round);
    rememberResultChange(null);
    setMessage(r.ok ? `Round ${r.value} deleted.` : r.detail);
  };

  return (
    <div className="round-history">
      {lastChange && tournament.rounds.length >= lastChange.round ? (
        <button type="button" onClick={() => void undo()}>
          Undo result: round {lastChange.round} board {lastChange.board} {label(lastChange.after)} → {label(lastChange.before)}
        </button>
      ) : null}
      {last ? <button type="button" className="danger" onClick={() => setAsking(last.number)}>Delete round {last.number}</button> : null}
      {message ? <span role="status">{message}</span> : null}
      {lastChange && effect.length > 0 ? (
        <details className="standings-effect" open={lastChange.round < tournament.rounds.length}>
          <summary>Effect of the last result change on the standings</summary>
          <ul aria-label="Effect on the standings">{effect.map((e) => <li key={e}>{e}</li>)}</ul>
          {lastChange.round < tournament.rounds.length ? (
            <p className="hint">
              Rounds {lastChange.round + 1}–{tournament.rounds.length} were paired from the earlier result and stay as they
              are (FIDE C.04.2: a corrected result changes only the pairings still to be made). The TRF export records the
              earlier result, so a pairing checker replays those rounds as they were paired.
            </p>
          ) : null}
        </details>
      ) : null}
      <ConfirmDialog open={asking !== null} title={`Delete round ${asking ?? ''}?`}
        message={asking !== null && asking !== last?.number
          ? `Round ${asking} is no longer the last round: it was changed in another tab or window.`
          : `Round ${asking ?? ''} has ${last?.pairings.length ?? 0} boards and ${entered} result(s) entered. Its pairings and results will be removed, and it can be paired again.`}
        confirmLabel="Delete round" onConfirm={() => { if (asking !== null) void remove(asking); }} onCancel={() => setAsking(null)} />
    </div>
  );
}
