import { useState } from 'react';
import { appDb } from '../../../db/appDb';
import { setTieBreaks } from '../../../db/repository';
import type { ChangeFailure } from '../../../db/repository';
import { parseTieBreak } from '../../../core/standings';
import { ErrorMessage } from '../../components/ErrorMessage';

/** Codes offered in the "add" list (C.07 2026, Art. 5 table, with the usual modifiers). */
const offered = [
  'BH', 'BH/C1', 'BH/C2', 'BH/M1', 'BH/M2', 'BH/P', 'FB', 'AOB', 'SB', 'SB/C1', 'DE', 'WIN', 'WON', 'BPG', 'BWG',
  'PS', 'PS/C1', 'KS', 'ARO', 'ARO/C1', 'TPR', 'PTP', 'APRO', 'APPO', 'REP', 'STD', 'RTNG', 'TPN', 'BYES',
] as const;

const isCode = (c: string): boolean => parseTieBreak(c) !== null;

/**
 * The TO's tie-break order for this tournament (C.07 4.1: announced before the event; TRF-2026
 * record 202 carries it): reorder, remove, add; saved on the tournament in one change.
 */
export function TieBreakEditor(props: {
  readonly tournamentId: number;
  readonly current: readonly string[];
  readonly own: boolean;
  readonly systemList: readonly string[];
  /** Open on first show (the standings are refused until the order or the rating changes). */
  readonly open?: boolean;
}) {
  const [draft, setDraft] = useState<readonly string[]>(props.current);
  const [toAdd, setToAdd] = useState<string>('');
  const [error, setError] = useState<ChangeFailure | null>(null);
  const [saved, setSaved] = useState<string>('');
  const move = (i: number, by: -1 | 1) => {
    const next = [...draft];
    const [x] = next.splice(i, 1);
    if (x !== undefined) next.splice(i + by, 0, x);
    setDraft(next);
  };
  const save = async (list: readonly string[] | null) => {
    const r = await setTieBreaks(appDb(), props.tournamentId, list, isCode, Date.now());
    setError(r.ok ? null : r);
    if (r.ok) {
      setSaved(list ? `Saved: ${list.join(', ')}.` : `Back to the system's order: ${props.systemList.join(', ')}.`);
      if (!list) setDraft(props.systemList);
    }
  };
  const addable = offered.filter((c) => !draft.includes(c));
  const changed = draft.join(',') !== props.current.join(',');
  return (
    <details className="tie-break-editor" open={props.open}>
      <summary>Tie-break order{props.own ? '' : " (the system's)"}</summary>
      <ol aria-label="Tie-break order">
        {draft.map((code, i) => (
          <li key={code}>
            <span>{code}</span>{' '}
            <button type="button" aria-label={`Move ${code} up`} disabled={i === 0} onClick={() => move(i, -1)}>↑</button>
            <button type="button" aria-label={`Move ${code} down`} disabled={i === draft.length - 1} onClick={() => move(i, 1)}>↓</button>
            <button type="button" aria-label={`Remove ${code}`} onClick={() => setDraft(draft.filter((c) => c !== code))}>✕</button>
          </li>
        ))}
      </ol>
      <label>Tie-break to add{' '}
        <select value={toAdd} onChange={(e) => setToAdd(e.target.value)}>
          <option value="">—</option>
          {addable.map((c) => <option key={c} value={c}>{c}</option>)}
        </select>
      </label>{' '}
      <button type="button" disabled={toAdd === ''} onClick={() => { setDraft([...draft, toAdd]); setToAdd(''); }}>Add</button>
      <p>
        <button type="button" disabled={!changed || draft.length === 0} onClick={() => void save(draft)}>Save order</button>{' '}
        {props.own ? <button type="button" onClick={() => void save(null)}>Use the system&apos;s order</button> : null}
      </p>
      {saved ? <p role="status">{saved}</p> : null}
      <ErrorMessage error={error} />
    </details>
  );
}
