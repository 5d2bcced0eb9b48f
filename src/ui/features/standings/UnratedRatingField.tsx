import { useState } from 'react';
import { appDb } from '../../../db/appDb';
import { setUnratedRating, unratedRatingBounds } from '../../../db/repository';
import type { ChangeFailure } from '../../../db/repository';
import { ErrorMessage } from '../../components/ErrorMessage';

/**
 * The rating unrated players count at in ARO, TPR, PTP, APRO and APPO, as the tournament
 * regulations publish it (C.07 Art. 10). Empty = none: those tie-breaks are then refused while an
 * unrated player takes part, and the standings say so.
 */
export function UnratedRatingField(props: { readonly tournamentId: number; readonly current: number | undefined }) {
  const shown = props.current === undefined ? '' : String(props.current);
  const [text, setText] = useState<string>(shown);
  // The stored value changed (saved here or in another tab): show it (React's "adjust state when a
  // prop changes"; remounting on a key would also drop the "saved" message).
  const [stored, setStored] = useState<string>(shown);
  if (stored !== shown) {
    setStored(shown);
    setText(shown);
  }
  const [error, setError] = useState<ChangeFailure | null>(null);
  const [saved, setSaved] = useState<string>('');
  const save = async () => {
    const trimmed = text.trim();
    const rating = trimmed === '' ? null : Number(trimmed);
    const r = await setUnratedRating(appDb(), props.tournamentId, rating, Date.now());
    setError(r.ok ? null : r);
    if (r.ok) setSaved(rating === null ? 'No rating for unrated players.' : `Unrated players count as ${rating}.`);
  };
  return (
    <div className="unrated-rating inline-form">
      <label>Rating for unrated players{' '}
        <input type="number" inputMode="numeric" min={unratedRatingBounds.min} max={unratedRatingBounds.max} size={5} placeholder="none"
          value={text} onChange={(e) => setText(e.target.value)} />
      </label>{' '}
      <button type="button" disabled={text.trim() === shown} onClick={() => void save()}>Save rating</button>{' '}
      <small>C.07 Art. 10: used by ARO, TPR, PTP, APRO and APPO; empty = none.</small>
      {saved ? <p role="status">{saved}</p> : null}
      <ErrorMessage error={error} />
    </div>
  );
}
