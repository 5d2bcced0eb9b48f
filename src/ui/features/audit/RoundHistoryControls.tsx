import { useMemo, useState } from 'react';
import { appDb } from '../../../db/appDb';
import { deleteLastRound, setResult } from '../../../db/repository';
import type { Snapshot } from '../../../db/repository';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { resultLabel } from '../rounds/results';
import { rememberResultChange, useLastResultChange } from './undo';
import { standingsEffect } from './standingsEffect';

/** "Undo" for the last result entered in this tab, and "Delete round k" for the last round (asks first). */
export function RoundHistoryControls(props: { readonly snapshot: Snapshot }) {
  const db = appDb();
  const { row: t, tournament } = props.snapshot;
  const lastChange = useLastResultChange(t.id);
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const last = tournament.rounds.at(-1);
  const effect = useMemo(() => (lastChange ? standingsEffect(tournament, lastChange) : []), [tournament, lastChange]);
  const entered = last ? last.pairings.flatMap((p) => p.games).filter((g) => g !== null).length : 0;

  const undo = async () => {
    if (!lastChange) return;
    const r = await setResult(db, t.id, lastChange.round, lastChange.board, lastChange.game, lastChange.before, Date.now());
    rememberResultChange(null);
    setMessage(r.ok ? `Undone: round ${lastChange.round} board ${lastChange.board} is ${lastChange.before === null ? 'empty' : resultLabel(lastChange.before)} again.` : r.detail);
  };

  const remove = async () => {
    setAsking(false);
    const r = await deleteLastRound(db, t.id, Date.now());
    rememberResultChange(null);
    setMessage(r.ok ? `Round ${r.value} deleted.` : r.detail);
  };

  return (
    <div className="round-history">
      {lastChange && tournament.rounds.length >= lastChange.round ? (
        <button type="button" onClick={() => void undo()}>
          Undo result: round {lastChange.round} board {lastChange.board} {resultLabel(lastChange.after)} → {resultLabel(lastChange.before)}
        </button>
      ) : null}
      {last ? <button type="button" className="danger" onClick={() => setAsking(true)}>Delete round {last.number}</button> : null}
      {message ? <span role="status">{message}</span> : null}
      {lastChange && effect.length > 0 ? (
        <details className="standings-effect" open={lastChange.round < tournament.rounds.length}>
          <summary>Effect of the last result change on the standings</summary>
          <ul aria-label="Effect on the standings">{effect.map((e) => <li key={e}>{e}</li>)}</ul>
        </details>
      ) : null}
      <ConfirmDialog open={asking} title={`Delete round ${last?.number ?? ''}?`}
        message={`Round ${last?.number ?? ''} has ${last?.pairings.length ?? 0} boards and ${entered} result(s) entered. Its pairings and results will be removed, and it can be paired again.`}
        confirmLabel="Delete round" onConfirm={() => void remove()} onCancel={() => setAsking(false)} />
    </div>
  );
}
