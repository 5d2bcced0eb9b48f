import { useState } from 'react';
import type { FormEvent } from 'react';
import { appDb } from '../../../db/appDb';
import { importTournament } from '../../../db/repository';
import { gamesPerBoard, systemPresets } from '../../../core/systems';
import { useUi } from '../../../store/ui';
import { ErrorMessage } from '../../components/ErrorMessage';

/** The import form's choice "as the file says". */
const fromFile = 'from-file';

/** Reads a TRF file into a new tournament (its start ranks become the locked seeding). */
export function ImportTrfForm() {
  const navigate = useUi((s) => s.navigate);
  const [error, setError] = useState<{ field?: string; detail: string } | null>(null);

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
    const { readTrf, systemOfTrf, tournamentFromTrf } = await import('../../../core/trf');
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
    const built = tournamentFromTrf(read.doc, { settings: choice.settings, gamesPerRound: gamesPerBoard({ settings: choice.settings, totalRounds: 1 }, 1), randomSeed });
    if (!built.ok) {
      setError({ field: `${file.name}, line ${built.error.line}, column ${built.error.column}`, detail: built.error.message });
      return;
    }
    const stored = await importTournament(appDb(), built.tournament, randomSeed, Date.now());
    if (!stored.ok) {
      setError({ field: `${file.name}: ${stored.field ?? ''}`, detail: stored.detail });
      return;
    }
    setError(null);
    navigate({ screen: 'tournament', tournamentId: stored.value, tab: built.tournament.rounds.length > 0 ? 'rounds' : 'players' });
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
    </>
  );
}
