import { useState } from 'react';
import type { TrfDocument } from '../../../core/trf';
import type { FormEvent } from 'react';
import { appDb } from '../../../db/appDb';
import { importTournament } from '../../../db/repository';
import { gamesPerBoard, systemPresets } from '../../../core/systems';
import { useUi } from '../../../store/ui';
import { ErrorMessage } from '../../components/ErrorMessage';

/** The import form's choice "as the file says". */
const fromFile = 'from-file';

/** 001 columns of the fields the repository may refuse (TRF-16 player section). */
const fieldColumns: Readonly<Record<string, number>> = { name: 15, rating: 49, title: 11, federation: 54, fideId: 58, birthDate: 70, sex: 10 };

/** "line L, column C" of a refusal the repository names as "player N, field" (else the field as named). */
const placeOf = (doc: TrfDocument, field: string | undefined): string => {
  const m = /^player (\d+), (\w+)$/.exec(field ?? '');
  const index = m ? doc.players.findIndex((p) => p.startRank === Number(m[1])) : -1;
  if (m === null || index < 0) return field ?? 'the file';
  const line = index + 1 + doc.records.filter((r) => r.playersBefore <= index).length;
  return `line ${line}, column ${fieldColumns[m[2] ?? ''] ?? 1} (player ${m[1]}, ${m[2]})`;
};

/** Reads a TRF file into a new tournament (its start ranks become the locked seeding). */
export function ImportTrfForm() {
  const navigate = useUi((s) => s.navigate);
  const [error, setError] = useState<{ field?: string; detail: string } | null>(null);
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
    // The TRF code is loaded only when a file is imported (keeps the first screen small).
    const { byPairingNumber, readTrf, systemOfTrf, tournamentFromTrf } = await import('../../../core/trf');
    setImported(null);
    const read = readTrf(text);
    if (!read.ok) {
      setError({ field: `${file.name}, line ${read.error.line}, column ${read.error.column}`, detail: read.error.message });
      return;
    }
    // "As the file says": its PWS record (Pairwise) or its 192 code; else the system the TO chose.
    const named = systemOfTrf(read.doc.settings);
    if (!named.ok) {
      setError({ field: `${file.name}, line ${named.error.line}, column ${named.error.column}`, detail: named.error.message });
      return;
    }
    const chosen = form.get('system');
    const settings = chosen === fromFile ? named.settings : systemPresets.find((c) => c.key === chosen)?.settings ?? null;
    if (settings === null) {
      setError({ field: 'Pairing system of the file', detail: `${file.name} does not say which pairing system it uses${read.doc.settings.system ? ` (192 ${read.doc.settings.system} is not one Pairwise has)` : ' (no 192 record)'}; choose the system.` });
      return;
    }
    const choice = { settings };
    const randomSeed = Math.floor(Math.random() * 0x7fffffff);
    // XXC rank (JaVaFo): the order of the 001 lines gives the pairing numbers; the event is
    // stored renumbered, so the file is not kept as the export's base.
    const numbered = byPairingNumber(read.doc);
    const built = tournamentFromTrf(numbered.doc, { settings: choice.settings, gamesPerRound: gamesPerBoard({ settings: choice.settings, totalRounds: 1 }, 1), randomSeed });
    if (!built.ok) {
      setError({ field: `${file.name}, line ${built.error.line}, column ${built.error.column}`, detail: built.error.message });
      return;
    }
    const stored = await importTournament(appDb(), built.tournament, randomSeed, Date.now(), read.doc.settings.pairByRank ? undefined : text);
    if (!stored.ok) {
      setError({ field: `${file.name}, ${placeOf(numbered.doc, stored.field)}`, detail: stored.detail });
      return;
    }
    setError(null);
    const tab = built.tournament.rounds.length > 0 ? 'rounds' : 'players';
    const warnings = [
      ...read.warnings.map((w) => `line ${w.line}, column ${w.column}: ${w.message}`),
      ...(read.doc.settings.pairByRank ? ['XXC rank: players are numbered in the order of their 001 lines (the pairing numbers the file asks for)'] : []),
    ];
    if (warnings.length > 0) {
      setImported({ id: stored.value, tab, file: file.name, warnings });
      return;
    }
    navigate({ screen: 'tournament', tournamentId: stored.value, tab });
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
        <button type="submit" className="primary">Import TRF</button>
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
