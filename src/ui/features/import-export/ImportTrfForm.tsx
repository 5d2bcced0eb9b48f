import { useState } from 'react';
import type { FormEvent } from 'react';
import { systemPresets } from '../../../core/systems';
import { useUi } from '../../../store/ui';
import { ErrorMessage } from '../../components/ErrorMessage';
import { importTrfInWorker } from '../../pairing';

/** The import form's choice "as the file says" (the worker's `systemFromFile`). */
const fromFile = 'from-file';

/** Reads a TRF file into a new tournament (its start ranks become the locked seeding). */
export function ImportTrfForm() {
  const navigate = useUi((s) => s.navigate);
  const [error, setError] = useState<{ field?: string; detail: string } | null>(null);
  const [busy, setBusy] = useState(false);
  /** A file imported with warnings (fields kept as written): shown before the tournament opens. */
  const [imported, setImported] = useState<{ readonly id: number; readonly tab: 'rounds' | 'players'; readonly file: string; readonly warnings: readonly string[] } | null>(null);

  const onImport = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const file = form.get('file');
    if (!(file instanceof File) || file.size === 0) {
      setError({ field: 'TRF file', detail: 'Choose a TRF file to import.' });
      return;
    }
    const text = await file.text();
    setImported(null);
    setBusy(true);
    // Read, checked and stored in the worker (one transaction): a 10,000-player file takes the
    // page's thread no time.
    const r = await importTrfInWorker({ text, fileName: file.name, system: String(form.get('system') ?? fromFile), randomSeed: Math.floor(Math.random() * 0x7fffffff), now: Date.now() })
      .finally(() => setBusy(false));
    if (r.kind === 'failed') {
      setError(r.error.field === undefined ? { detail: r.error.detail } : { field: r.error.field, detail: r.error.detail });
      return;
    }
    setError(null);
    const { tournamentId, tab, warnings } = r;
    if (warnings.length > 0) {
      setImported({ id: tournamentId, tab, file: file.name, warnings });
      return;
    }
    navigate({ screen: 'tournament', tournamentId, tab });
  };

  return (
    <>
      <form onSubmit={(e) => void onImport(e)} className="inline-form" aria-label="Import TRF">
        <label>TRF file <input name="file" type="file" accept=".trf,.txt,text/plain" /></label>
        <label>Pairing system
          <select name="system" aria-label="Pairing system of the file" defaultValue={fromFile}>
            <option value={fromFile}>As the file says (192 / PWS)</option>
            {systemPresets.map((c) => <option key={c.key} value={c.key}>{c.label}</option>)}
          </select>
        </label>
        <button type="submit" className="primary" disabled={busy}>Import TRF</button>
        <span role="status" className="progress">{busy ? 'Importing…' : ''}</span>
      </form>
      <ErrorMessage error={error} />
      {imported !== null && (
        <section aria-label="Import warnings" className="notice">
          <p>{imported.file} was imported. {imported.warnings.length === 1 ? 'One thing' : `${imported.warnings.length} things`} in it {imported.warnings.length === 1 ? 'was' : 'were'} kept as written or read as the file&apos;s own points say:</p>
          <ul>{imported.warnings.slice(0, 50).map((w) => <li key={w}>{w}</li>)}</ul>
          {imported.warnings.length > 50 && <p>and {imported.warnings.length - 50} more.</p>}
          <button type="button" onClick={() => navigate({ screen: 'tournament', tournamentId: imported.id, tab: imported.tab })}>Open the tournament</button>
        </section>
      )}
    </>
  );
}
