import { useState } from 'react';
import { appDb } from '../../../db/appDb';
import { setWithdrawal } from '../../../db/repository';
import type { Snapshot } from '../../../db/repository';
import { ErrorMessage } from '../../components/ErrorMessage';

type Problem = { field?: string; detail: string } | null;

/** Netrunner drops on the Rounds screen: a player leaves from the next round on, or is reinstated. */
export function NetrunnerDrops(props: { readonly snapshot: Snapshot }) {
  const db = appDb();
  const { row: t, tournament, playerRows } = props.snapshot;
  const [error, setError] = useState<Problem>(null);
  const [dropChoice, setDropChoice] = useState('');
  const nextRound = tournament.rounds.length + 1;
  if (t.status === 'registration' || nextRound > t.totalRounds) return null;
  const dropped = tournament.players.filter((p) => p.withdrawnFromRound !== undefined);
  const active = tournament.players.filter((p) => p.withdrawnFromRound === undefined);

  const drop = async (id: number, from: number | null) => {
    const key = playerRows.get(id)?.id;
    if (key === undefined) return;
    const r = await setWithdrawal(db, key, from, Date.now());
    setError(r.ok ? null : r.field === undefined ? { detail: r.detail } : { field: r.field, detail: r.detail });
  };

  return (
    <>
      <div className="inline-form drops" role="group" aria-label="Drops">
        <label>Player
          <select aria-label="Player" value={dropChoice} onChange={(e) => setDropChoice(e.target.value)}>
            <option value="">—</option>
            {active.map((p) => <option key={p.id} value={p.id}>{p.name} ({p.id})</option>)}
          </select>
        </label>
        <button type="button" disabled={dropChoice === ''} onClick={() => { void drop(Number(dropChoice), nextRound); setDropChoice(''); }}>
          Drop from round {nextRound}
        </button>
        {dropped.map((p) => (
          <span key={p.id} className="dropped">{p.name} dropped from round {p.withdrawnFromRound}
            <button type="button" className="small" onClick={() => void drop(p.id, null)} aria-label={`Reinstate ${p.name}`}>Reinstate</button>
          </span>
        ))}
      </div>
      <ErrorMessage error={error} />
    </>
  );
}
