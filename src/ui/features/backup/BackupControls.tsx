import { useState } from 'react';
import type { FormEvent } from 'react';
import { appDb } from '../../../db/appDb';
import { exportBackup, restoreTournament } from '../../../db/repository';
import { useUi } from '../../../store/ui';
import { ErrorMessage } from '../../components/ErrorMessage';

const download = (name: string, text: string) => {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

/** Downloads everything stored about the tournament as a versioned JSON backup. */
export function ExportBackupButton(props: { readonly tournamentId: number; readonly name: string }) {
  const onExport = async () => {
    const backup = await exportBackup(appDb(), props.tournamentId, Date.now());
    if (!backup) return;
    download(`${props.name.replace(/[^\w.-]+/g, '_') || 'tournament'}.pairwise.json`, JSON.stringify(backup, null, 1));
  };
  return <button type="button" onClick={() => void onExport()}>Export backup</button>;
}

/** Restores a JSON backup as a new tournament; a refused file changes nothing and says why. */
export function RestoreBackupForm() {
  const navigate = useUi((s) => s.navigate);
  const [error, setError] = useState<{ field?: string; detail: string } | null>(null);
  const onRestore = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const file = new FormData(e.currentTarget).get('file');
    if (!(file instanceof File) || file.size === 0) {
      setError({ field: 'Backup file', detail: 'Choose a backup file (.json) to restore.' });
      return;
    }
    const r = await restoreTournament(appDb(), await file.text(), Date.now());
    if (!r.ok) {
      setError({ detail: `${file.name}: ${r.detail}` });
      return;
    }
    setError(null);
    navigate({ screen: 'tournament', tournamentId: r.value, tab: 'players' });
  };
  return (
    <>
      <form onSubmit={(e) => void onRestore(e)} className="inline-form" aria-label="Restore backup">
        <label>Backup file <input name="file" type="file" accept=".json,application/json" /></label>
        <button type="submit" className="primary">Restore backup</button>
      </form>
      <ErrorMessage error={error} />
    </>
  );
}
