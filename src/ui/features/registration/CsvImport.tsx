import { useMemo, useState } from 'react';
import type { ChangeEvent } from 'react';
import { appDb } from '../../../db/appDb';
import { addPlayers } from '../../../db/repository';
import { playerInputFromTrf } from './trfPlayers';
import type { PlayerRow } from '../../../db/repository';
import { csvFields, describeProblem, fieldLabel, guessMapping, playersFromCsv, readCsv } from '../../../core/csv';
import type { CsvField, CsvMapping, CsvProblem, CsvTable } from '../../../core/csv';

const previewRows = 8;
/** The columns only a Netrunner event has. */
const netrunnerFields: ReadonlySet<CsvField> = new Set<CsvField>(['corpIdentity', 'runnerIdentity', 'pronouns']);

/**
 * CSV import: choose a file, check the column for each field (a first guess from the headers),
 * look at the preview and the problems (each naming the row and field); the players are stored
 * all at once, or not at all.
 */
export default function CsvImport(props: {
  readonly tournamentId: number; readonly registered: readonly PlayerRow[]; readonly onDone: (message: string) => void;
  /** A Netrunner event: identities and pronouns are columns to map; a chess event has none of them. */
  readonly netrunner: boolean;
}) {
  const [file, setFile] = useState<{ name: string; table: CsvTable } | null>(null);
  /** The organiser chose to import only the rows whose players are not registered yet. */
  const [skipRegistered, setSkipRegistered] = useState(false);
  const fields = useMemo(() => csvFields.filter((f) => props.netrunner || !netrunnerFields.has(f)), [props.netrunner]);
  const [readProblems, setReadProblems] = useState<readonly CsvProblem[]>([]);
  const [mapping, setMapping] = useState<CsvMapping>({});
  const [storeError, setStoreError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const f = input.files?.[0];
    setStoreError(null);
    setSkipRegistered(false);
    if (!f) return;
    const text = await f.text();
    // Emptied once read, so choosing the same file again (corrected, or after an import) reads it again.
    input.value = '';
    const r = readCsv(text);
    if (!r.ok) {
      setFile(null);
      setReadProblems(r.problems);
      return;
    }
    setReadProblems([]);
    setFile({ name: f.name, table: r.table });
    const guessed = guessMapping(r.table.headers);
    setMapping(Object.fromEntries(Object.entries(guessed).filter(([k]) => props.netrunner || !netrunnerFields.has(k as CsvField))) as CsvMapping);
  };

  /** Players only, from a TRF file's 001 lines (in start-rank order); all stored or none. */
  const onTrf = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const f = input.files?.[0];
    setStoreError(null);
    if (!f) return;
    const text = await f.text();
    input.value = '';
    const { readTrf } = await import('../../../core/trf');
    const read = readTrf(text);
    if (!read.ok) {
      setStoreError(`${f.name}, line ${read.error.line}, column ${read.error.column}: ${read.error.message} Nothing was imported.`);
      return;
    }
    const lines = [...read.doc.players].sort((a, b) => a.startRank - b.startRank);
    const r = await addPlayers(appDb(), props.tournamentId, lines.map(playerInputFromTrf), lines.map((p) => `${f.name}, player ${p.startRank}`), f.name, Date.now());
    if (!r.ok) {
      setStoreError(`${r.field ? `${r.field}: ` : ''}${r.detail} Nothing was imported.`);
      return;
    }
    props.onDone(`${r.value.length} players imported from ${f.name}.`);
  };

  const checked = useMemo(() => (file ? playersFromCsv(file.table, mapping, props.registered, { skipRegistered }) : null), [file, mapping, props.registered, skipRegistered]);
  const problems = readProblems.length > 0 ? readProblems : checked && !checked.ok ? checked.problems : [];
  // Only already-registered players stand in the way: offer to import the other rows.
  const onlyRegistered = problems.length > 0 && problems.every((p) => p.registered);

  const choose = (f: CsvField, value: string) => {
    const next: CsvMapping = { ...mapping };
    if (value === '') delete next[f];
    else next[f] = Number(value);
    setMapping(next);
  };

  const onImport = async () => {
    if (!file || !checked?.ok) return;
    setBusy(true);
    const r = await addPlayers(appDb(), props.tournamentId, checked.players, checked.rows.map((row) => `row ${row}`), file.name, Date.now());
    setBusy(false);
    if (!r.ok) {
      setStoreError(`${r.field ? `${r.field}: ` : ''}${r.detail} Nothing was imported.`);
      return;
    }
    setFile(null);
    const skipped = checked.skipped.length;
    props.onDone(`${r.value.length} players imported from ${file.name}.${skipped > 0 ? ` ${skipped} already registered ${skipped === 1 ? 'was' : 'were'} left out (row${skipped === 1 ? '' : 's'} ${checked.skipped.join(', ')}).` : ''}`);
  };

  const cell = (row: readonly string[], f: CsvField): string => {
    const i = mapping[f];
    return i === undefined ? '' : (row[i] ?? '');
  };

  return (
    <section aria-labelledby="csv-heading" className="csv-import">
      <h3 id="csv-heading">Import players from CSV or TRF</h3>
      <label>CSV file <input type="file" accept=".csv,text/csv,text/plain" onChange={(e) => void onFile(e)} /></label>
      <label>TRF file (players only) <input type="file" accept=".trf,.txt,text/plain" onChange={(e) => void onTrf(e)} /></label>
      {file ? (
        <>
          <fieldset className="csv-mapping">
            <legend>Columns of {file.name}</legend>
            {fields.map((f) => (
              <label key={f}>{fieldLabel(f)}
                <select aria-label={`Column for ${fieldLabel(f)}`} value={mapping[f] ?? ''} onChange={(e) => choose(f, e.currentTarget.value)}>
                  <option value="">(not imported)</option>
                  {file.table.headers.map((h, i) => <option key={i} value={i}>{h || `column ${i + 1}`}</option>)}
                </select>
              </label>
            ))}
          </fieldset>
          <table aria-label="CSV preview">
            <caption>First {Math.min(previewRows, file.table.rows.length)} of {file.table.rows.length} rows</caption>
            <thead><tr><th scope="col">Row</th>{fields.filter((f) => mapping[f] !== undefined).map((f) => <th key={f} scope="col">{fieldLabel(f)}</th>)}</tr></thead>
            <tbody>
              {file.table.rows.slice(0, previewRows).map((row, i) => (
                <tr key={i}><td>{i + 2}</td>{fields.filter((f) => mapping[f] !== undefined).map((f) => <td key={f}>{cell(row, f)}</td>)}</tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
      {problems.length > 0 ? (
        <div role="alert" className="error">
          <p>{problems.length} problem{problems.length === 1 ? '' : 's'}; nothing will be imported until they are fixed{onlyRegistered ? ', or until you choose to leave those players out' : ''}:</p>
          <ul aria-label="CSV problems">{problems.slice(0, 50).map((p, i) => <li key={i}>{describeProblem(p)}</li>)}</ul>
        </div>
      ) : null}
      {onlyRegistered ? (
        <button type="button" onClick={() => setSkipRegistered(true)}>
          Import only the new players (leave out the {problems.length} already registered)
        </button>
      ) : null}
      {skipRegistered && checked?.ok ? (
        <p role="status">{checked.skipped.length} already registered player{checked.skipped.length === 1 ? '' : 's'} will be left out (row{checked.skipped.length === 1 ? '' : 's'} {checked.skipped.join(', ')}).</p>
      ) : null}
      {storeError ? <p role="alert" className="error">{storeError}</p> : null}
      {file ? (
        <button type="button" disabled={!checked?.ok || busy} onClick={() => void onImport()}>
          Import {checked?.ok ? checked.players.length : file.table.rows.length} players
        </button>
      ) : null}
    </section>
  );
}
