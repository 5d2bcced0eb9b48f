import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { describeFileName, isListMonth, ratingTypes } from '../../../core/ratingList';
import type { RatingType } from '../../../core/ratingList';
import { appDb } from '../../../db/appDb';
import { discardUnusedRatingLists } from '../../../db/repository';
import { createPairingClient } from '../../../worker/client';
import type { PairingClient } from '../../../worker/client';
import { useRatingLists } from './useListed';

type Progress = { readonly read: number; readonly total: number; readonly players: number };
const monthText = (m: string): string => new Date(`${m}-01T00:00:00Z`).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const typeText: Readonly<Record<RatingType, string>> = { standard: 'Standard', rapid: 'Rapid', blitz: 'Blitz' };

/**
 * The FIDE rating list on this device: which list supplies each rating type, and the import of a
 * file the TO downloaded from FIDE (the zip as published, or its unzipped .xml/.txt), read in a
 * worker of its own (Cancel stops it; nothing of a cancelled or refused file is kept), with its
 * progress. Loaded only when opened: the reader is not part of the first screen.
 */
export default function RatingListPanel() {
  const lists = useRatingLists();
  const [file, setFile] = useState<File | null>(null);
  const [month, setMonth] = useState('');
  const [type, setType] = useState<'' | RatingType>('');
  const [progress, setProgress] = useState<Progress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const client = useRef<PairingClient | null>(null);
  useEffect(() => () => client.current?.cancel(), []);
  const named = file === null ? null : describeFileName(file.name);

  const onFile = (f: File | null) => {
    setFile(f);
    setError(null);
    setNotice(null);
    const n = f === null ? null : describeFileName(f.name);
    if (n?.month) setMonth(n.month);
  };

  const onImport = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (file === null) return setError('Choose the file you downloaded from FIDE (players_list.zip, players_list_xml.zip or a standard, rapid or blitz list).');
    if (month !== '' && !isListMonth(month)) return setError(`The month must be written YYYY-MM, not "${month}".`);
    setError(null);
    setNotice(null);
    setProgress({ read: 0, total: file.size, players: 0 });
    client.current ??= createPairingClient();
    const answer = await client.current.send('import-rating-list', { file, fileName: file.name, month: month === '' ? null : month, type: type === '' ? null : type, now: Date.now() }, { onProgress: setProgress });
    setProgress(null);
    if (answer.kind === 'failed') {
      if (answer.error.reason === 'cancelled') {
        setError('Import cancelled: the list you had is unchanged.');
        // The cancelled import's rows (the worker stopped mid-way) are never searched; delete them now.
        void discardUnusedRatingLists(appDb());
      } else setError(answer.error.detail);
      return;
    }
    setNotice(`${answer.players.toLocaleString('en-GB')} players imported: the ${monthText(answer.month)} list, ${answer.types.map((t) => typeText[t].toLowerCase()).join(', ')}.`);
    setFile(null);
    (e.target as HTMLFormElement).reset();
  };

  const percent = progress === null || progress.total === 0 ? 0 : Math.round((progress.read / progress.total) * 100);
  return (
    <section className="rating-list" aria-label="FIDE rating list">
      {lists.length === 0 ? <p>No list on this device yet.</p> : (
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Rating lists (scrolls sideways)"><table aria-label="Rating lists on this device">
          <thead><tr><th scope="col">Ratings</th><th scope="col">List</th><th scope="col">Players</th><th scope="col">File</th></tr></thead>
          <tbody>
            {ratingTypes.map((t) => {
              const l = lists.find((x) => x.types.includes(t));
              return <tr key={t}><td>{typeText[t]}</td><td>{l ? monthText(l.month) : '–'}</td><td>{l ? l.players.toLocaleString('en-GB') : ''}</td><td>{l?.fileName ?? ''}</td></tr>;
            })}
          </tbody>
        </table></div>
      )}
      <form className="inline-form" aria-label="Import a FIDE rating list" onSubmit={(e) => void onImport(e)}>
        <label>List file (.zip, .xml or .txt from ratings.fide.com)
          <input type="file" name="file" accept=".zip,.xml,.txt" onChange={(e) => onFile(e.target.files?.[0] ?? null)} disabled={progress !== null} />
        </label>
        <label>Month of the list
          <input type="month" name="month" value={month} onChange={(e) => setMonth(e.target.value)} placeholder="YYYY-MM" required={named !== null && named.month === null} disabled={progress !== null} />
        </label>
        <label>Ratings
          <select name="type" value={type} onChange={(e) => setType(e.target.value as '' | RatingType)} disabled={progress !== null}>
            <option value="">as the file says{named?.type ? ` (${named.type})` : ''}</option>
            {ratingTypes.map((t) => <option key={t} value={t}>{typeText[t]} only</option>)}
          </select>
        </label>
        <button type="submit" className="primary" disabled={progress !== null}>Import list</button>
      </form>
      <p className="hint">The combined list (players_list.zip, or players_list_xml.zip) fills the standard, rapid and blitz ratings; a standard, rapid or blitz list replaces that type only. The month is read from the file where it says it; otherwise give it.</p>
      {progress !== null ? (
        <div className="import-progress" role="group" aria-label="Import progress">
          <progress max={100} value={percent} aria-label="Import progress">{percent}%</progress>
          <span role="status">{percent}% read, {progress.players.toLocaleString('en-GB')} players stored</span>
          <button type="button" onClick={() => client.current?.cancel()}>Cancel</button>
        </div>
      ) : null}
      {error ? <p role="alert" className="error">{error}</p> : null}
      {notice ? <p role="status">{notice}</p> : null}
    </section>
  );
}
