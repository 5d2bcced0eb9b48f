import { useState } from 'react';
import type { FormEvent } from 'react';
import { appDb } from '../../../db/appDb';
import { gamesPerBoard, importTournament } from '../../../db/repository';
import { useUi } from '../../../store/ui';
import { ErrorMessage } from '../../components/ErrorMessage';
import { systemChoices } from '../tournaments/systems';

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
    const choice = systemChoices.find((c) => c.value === form.get('system')) ?? systemChoices[0]!;
    const text = await file.text();
    // The TRF code is loaded only when a file is imported (keeps the first screen small).
    const { readTrf, tournamentFromTrf } = await import('../../../core/trf');
    const read = readTrf(text);
    if (!read.ok) {
      setError({ field: `${file.name}, line ${read.error.line}, column ${read.error.column}`, detail: read.error.message });
      return;
    }
    const randomSeed = Math.floor(Math.random() * 0x7fffffff);
    const built = tournamentFromTrf(read.doc, { settings: choice.settings, gamesPerRound: gamesPerBoard(choice), randomSeed });
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
        <select name="system" aria-label="Pairing system of the file" defaultValue="tcec-single">
          {systemChoices.map((c) => <option key={c.value} value={c.value}>{c.label}</option>)}
        </select>
        <button type="submit">Import TRF</button>
      </form>
      <ErrorMessage error={error} />
    </>
  );
}
