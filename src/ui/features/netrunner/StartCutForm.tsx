import { useMemo, useState } from 'react';
import type { PlayerId, Tournament } from '../../../core/model';
import { cutSeeds } from '../../../core/netrunner';
import { appDb } from '../../../db/appDb';
import { startCut } from '../../../db/repository';
import type { Outcome } from './problem';

/**
 * The TO's choice of cut, kept by the Cut and export tab (not the form), so a cut cancelled shows
 * the form again as it was: elimination, size, third-place game, and who advances if changed.
 */
export const useCutChoice = (tournament: Tournament) => {
  const [elimination, setElimination] = useState<'single' | 'double'>('double');
  const [size, setSize] = useState(8);
  /** Single elimination: the losing semi-finalists play for third place. */
  const [thirdPlace, setThirdPlace] = useState(false);
  /** The TO's override of who advances: seed i+1 → player, and why. */
  const [override, setOverride] = useState<{ seeds: number[]; reason: string } | null>(null);
  const automatic = useMemo(() => cutSeeds(tournament, size), [tournament, size]);
  return { elimination, setElimination, size, setSize, thirdPlace, setThirdPlace, override, setOverride, automatic };
};

export type CutChoice = ReturnType<typeof useCutChoice>;

/** "Start the cut": elimination, top N of the players still in, third-place game, and the seeds (the standings', or changed by the TO with a reason). */
export function StartCutForm(props: {
  readonly tournamentId: number;
  readonly tournament: Tournament;
  readonly choice: CutChoice;
  readonly name: (p: PlayerId | null) => string;
  readonly onResult: (r: Outcome) => void;
}) {
  const db = appDb();
  const { tournament, name } = props;
  const { elimination, setElimination, size, setSize, thirdPlace, setThirdPlace, override, setOverride, automatic } = props.choice;
  const active = tournament.players.filter((p) => p.withdrawnFromRound === undefined);
  const stillIn = active.length;
  return (
    <form className="inline-form" aria-label="Start the cut" onSubmit={(e) => {
      e.preventDefault();
      const seeds = override ? override.seeds : automatic.map(Number);
      void startCut(db, props.tournamentId, elimination, seeds, Date.now(), override?.reason ?? '', elimination === 'single' && size >= 4 && thirdPlace).then((r) => { props.onResult(r); if (r.ok) setOverride(null); });
    }}>
      <label>Elimination
        <select aria-label="Elimination" value={elimination} onChange={(e) => { const v = e.target.value === 'single' ? 'single' : 'double'; setElimination(v); if (v === 'double' && size === 3) setSize(4); }}>
          <option value="double">Double elimination</option>
          <option value="single">Single elimination</option>
        </select>
      </label>
      <label>Top
        <select aria-label="Top" value={size} onChange={(e) => setSize(Number(e.target.value))}>
          {(elimination === 'single' ? [3, 4, 8, 16] : [4, 8, 16]).filter((n) => n <= stillIn).map((n) => <option key={n} value={n}>{n}</option>)}
        </select>
      </label>
      {elimination === 'single' && size >= 4 ? (
        <label className="inline-toggle"><input type="checkbox" checked={thirdPlace} onChange={(e) => setThirdPlace(e.target.checked)} /> Third-place game</label>
      ) : null}
      <button type="submit">Start the cut</button>
      <div className="cut-seeds">
        <p>Seeds (the top {size} still in the event{override ? ', changed by the TO' : ''}):</p>
        <ol aria-label="Cut seeds">
          {(override ? override.seeds : automatic.map(Number)).map((p, i) => (
            <li key={i}>
              {override ? (
                <select aria-label={`Seed ${i + 1}`} value={p} onChange={(e) => setOverride({ ...override, seeds: override.seeds.map((x, j) => (j === i ? Number(e.target.value) : x)) })}>
                  {active.map((a) => <option key={a.id} value={a.id}>{a.name} ({a.id})</option>)}
                </select>
              ) : name(p as PlayerId)}
            </li>
          ))}
        </ol>
        {override ? (
          <>
            <label>Reason for the change <input aria-label="Reason for the change" value={override.reason} maxLength={200}
              onChange={(e) => setOverride({ ...override, reason: e.target.value })} /></label>{' '}
            <button type="button" onClick={() => setOverride(null)}>Use the standings</button>
          </>
        ) : (
          <button type="button" onClick={() => setOverride({ seeds: automatic.map(Number), reason: '' })}>Change who advances…</button>
        )}
      </div>
    </form>
  );
}
