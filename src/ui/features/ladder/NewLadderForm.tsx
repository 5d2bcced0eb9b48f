import { useState } from 'react';
import type { FormEvent } from 'react';
import { appDb } from '../../../db/appDb';
import { createLadder } from '../../../db/repository';
import { useUi } from '../../../store/ui';
import { ErrorMessage } from '../../components/ErrorMessage';
import { defaultLadderParams, ladderStart } from '../../../core/systems';

/** The old ranking as typed: one engine per line, best first; blank lines skipped. */
export const rankingFromText = (text: string): string[] => text.split(/\r\n|\r|\n/).map((l) => l.trim()).filter((l) => l !== '');

/**
 * Creates a rolling round-robin ladder (H.G. Muller's "New tournament form"): the TO types the old ranking (new entrants
 * already placed where the TO wants them) and the three parameters.
 */
export function NewLadderForm() {
  const db = appDb();
  const navigate = useUi((s) => s.navigate);
  const [error, setError] = useState<{ field?: string; detail: string } | null>(null);

  const onCreate = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const ranking = rankingFromText(String(form.get('ranking') ?? ''));
    const params = {
      regionSize: Number(form.get('regionSize')),
      minGamesToDrop: Number(form.get('minGamesToDrop')),
      unparkThreshold: Number(form.get('unparkThreshold')),
    };
    // Step 1: the active region is the bottom of the old ranking.
    const started = ladderStart(ranking, params);
    if (!started.ok) { setError({ field: 'Ladder', detail: started.detail }); return; }
    const r = await createLadder(db, String(form.get('name') ?? ''), started.state, ranking.length, Date.now());
    if (!r.ok) { setError(r.field === undefined ? { detail: r.detail } : { field: r.field, detail: r.detail }); return; }
    setError(null);
    navigate({ screen: 'tournament', tournamentId: r.value, tab: 'rounds' });
  };

  return (
    <div className="new-ladder">
      <form onSubmit={(e) => void onCreate(e)} className="inline-form new-ladder-form" aria-label="New ladder">
        <label>Ladder name <input name="name" required maxLength={100} /></label>
        <label>Old ranking (one engine per line, best first; place new entrants where they belong)
          <textarea name="ranking" rows={8} cols={30} required spellCheck={false} />
        </label>
        <label>Active region size <input name="regionSize" type="number" min={2} defaultValue={defaultLadderParams.regionSize} required /></label>
        <label>Minimum games before dropping out <input name="minGamesToDrop" type="number" min={0} defaultValue={defaultLadderParams.minGamesToDrop} required /></label>
        <label>Unpark threshold <input name="unparkThreshold" type="number" min={1} defaultValue={defaultLadderParams.unparkThreshold} required /></label>
        <button type="submit" className="primary">Create ladder</button>
      </form>
      <ErrorMessage error={error} />
    </div>
  );
}
