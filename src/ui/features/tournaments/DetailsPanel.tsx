import { useState } from 'react';
import type { FormEvent } from 'react';
import type { TournamentDetails } from '../../../core/model';
import { appDb } from '../../../db/appDb';
import { setTournamentDetails } from '../../../db/repository';
import type { Snapshot } from '../../../db/repository';
import { ErrorMessage } from '../../components/ErrorMessage';

/** Field labels as the error messages name them. */
const labels: Readonly<Record<string, string>> = {
  city: 'City', federation: 'Federation', startDate: 'Start date', endDate: 'End date', type: 'Type of tournament',
  chiefArbiter: 'Chief arbiter', deputyArbiters: 'Deputy arbiters', timeControl: 'Time control', roundDates: 'Round dates',
};
const labelOf = (field: string): string => {
  const m = /^(roundDates|deputyArbiters)\.(\d+)$/.exec(field);
  if (m) return m[1] === 'roundDates' ? `Round ${m[2]} date` : `Deputy arbiter ${m[2]}`;
  return labels[field] ?? field;
};

/**
 * The tournament details: the TRF-16 header (022 city, 032 federation, 042/052 dates, 092 type,
 * 102/112 arbiters, 122 time control, 132 round dates). Filled from an imported TRF, shown on the
 * printouts, written by Export TRF; 062/072 (players, rated players) are counted, not typed.
 */
export function DetailsPanel(props: { readonly snapshot: Snapshot }) {
  const { row, tournament } = props.snapshot;
  const d = row.details ?? {};
  const [error, setError] = useState<{ field?: string; detail: string } | null>(null);
  const [saved, setSaved] = useState(false);
  const rated = tournament.players.filter((p) => p.rating > 0).length;

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const text = (k: string): string => String(f.get(k) ?? '');
    const raw: TournamentDetails = {
      city: text('city'), federation: text('federation'), startDate: text('startDate'), endDate: text('endDate'), type: text('type'),
      chiefArbiter: text('chiefArbiter'), deputyArbiters: text('deputyArbiters').split('\n'), timeControl: text('timeControl'),
      roundDates: Array.from({ length: row.totalRounds }, (_, i) => text(`round${i + 1}`)),
    };
    const r = await setTournamentDetails(appDb(), row.id, raw, Date.now());
    setSaved(r.ok);
    setError(r.ok ? null : r.field === undefined ? { detail: r.detail } : { field: labelOf(r.field), detail: r.detail });
  };

  return (
    <details className="details-panel">
      <summary>Tournament details</summary>
      <form aria-label="Tournament details" className="player-form" onSubmit={(e) => void onSubmit(e)} onChange={() => setSaved(false)}
        key={JSON.stringify(d) + String(row.totalRounds)}>
        <label>City <input name="city" defaultValue={d.city ?? ''} maxLength={60} /></label>
        <label>Federation <input name="federation" defaultValue={d.federation ?? ''} size={4} maxLength={3} /></label>
        <label>Start date <input name="startDate" defaultValue={d.startDate ?? ''} placeholder="YYYY/MM/DD" size={11} /></label>
        <label>End date <input name="endDate" defaultValue={d.endDate ?? ''} placeholder="YYYY/MM/DD" size={11} /></label>
        {/* No placeholder: grey sample text read as a value while the TRF got no 092 line. The example is a description. */}
        <label>Type of tournament <input name="type" defaultValue={d.type ?? ''} maxLength={80} aria-describedby="details-type-hint" /></label>
        <span id="details-type-hint" className="hint">Type of tournament: TRF 092, written only when filled in; e.g. Individual: Swiss-System</span>
        <label>Chief arbiter <input name="chiefArbiter" defaultValue={d.chiefArbiter ?? ''} maxLength={80} /></label>
        <label>Deputy arbiters (one per line) <textarea name="deputyArbiters" defaultValue={(d.deputyArbiters ?? []).join('\n')} rows={2} /></label>
        <label>Time control <input name="timeControl" defaultValue={d.timeControl ?? ''} placeholder="90 min/40 moves + 30 min, 30 s/move" maxLength={80} /></label>
        <fieldset>
          <legend>Round dates</legend>
          {Array.from({ length: row.totalRounds }, (_, i) => (
            <label key={i}>Round {i + 1} <input name={`round${i + 1}`} defaultValue={d.roundDates?.[i] ?? ''} placeholder="YYYY/MM/DD" size={11} /></label>
          ))}
        </fieldset>
        <p className="hint">Players: {tournament.players.length}, rated: {rated} (TRF 062 and 072, counted). Dates as 2026/05/01, 2026-05-01, 2026.05.01, 26/05/01 (as TRF 132 writes them) or 01.05.2026.</p>
        <button type="submit">Save details</button>
        {saved ? <span role="status">Details saved.</span> : null}
      </form>
      <ErrorMessage error={error} />
    </details>
  );
}
