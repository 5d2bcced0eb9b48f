import { useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { appDb } from '../../../db/appDb';
import { loadIdentityList, saveIdentityList } from '../../../db/repository';
import { readIdentityFile } from '../../../core/netrunner';
import { ErrorMessage } from '../../components/ErrorMessage';

/**
 * Where the identity pick lists come from: the list shipped with the app, or the identities of a
 * NetrunnerDB card-data file the TO downloaded once (core `readIdentityFile`), kept on this device
 * for every event, filtered by a format when the file's card pools give one. A file that cannot be
 * read says why and changes nothing.
 */
export function IdentityListLoader() {
  const db = appDb();
  const list = useLiveQuery(() => loadIdentityList(db), [db]);
  const [error, setError] = useState<{ detail: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const load = async (file: File) => {
    const r = readIdentityFile(await file.text(), file.name);
    if (!r.ok) {
      setError({ detail: r.detail });
      setNotice(null);
      return;
    }
    await saveIdentityList(db, r.list);
    setError(null);
    setNotice(`${r.list.identities.length} identities loaded from ${file.name}.`);
  };

  return (
    <details className="panel-disclosure identity-list">
      <summary>Identity list: {list ? `${list.identities.length} identities from ${list.source}` : 'the list shipped with the app (to Elevation)'}</summary>
      <p className="hint">Download NetrunnerDB&apos;s card data once (https://netrunnerdb.com/api/2.0/public/cards, or netrunner-cards-json&apos;s v2 cards) and load it here: the pick lists then offer every identity it has.</p>
      <label>NetrunnerDB card data <input type="file" accept=".json,application/json" aria-label="NetrunnerDB card data"
        onChange={(e) => { const f = e.target.files?.[0]; if (f) void load(f); e.target.value = ''; }} /></label>
      {list && list.formats.length > 0 ? (
        <label>Format
          <select aria-label="Format" value={list.format ?? ''} onChange={(e) => void saveIdentityList(db, { ...list, format: e.target.value === '' ? null : e.target.value })}>
            <option value="">every identity in the file</option>
            {list.formats.map((f) => <option key={f.id} value={f.id}>{f.name}</option>)}
          </select>
        </label>
      ) : list ? <p className="hint">The file names no formats (card pools): every identity in it is offered.</p> : null}
      {list ? <button type="button" onClick={() => { void saveIdentityList(db, null); setNotice('Back to the list shipped with the app.'); }}>Use the shipped list</button> : null}
      <ErrorMessage error={error} />
      {notice ? <p role="status">{notice}</p> : null}
    </details>
  );
}
