import type { Snapshot } from '../../../db/repository';
import { abrExport } from '../../../core/netrunner';
import { appDb } from '../../../db/appDb';
import { setEventDetails } from '../../../db/repository';
import type { CutView } from './cut';
import type { Outcome, Problem } from './problem';

/**
 * The AlwaysBeRunning export: the event date and organiser it needs, and the NRTM JSON download
 * (the Swiss rounds, and the cut once it is under way).
 */
export function AbrExport(props: {
  readonly snapshot: Snapshot;
  readonly view: CutView | string | null;
  readonly onResult: (r: Outcome) => void;
  readonly onProblem: (p: Problem) => void;
}) {
  const db = appDb();
  const { row: t, tournament } = props.snapshot;
  const { view } = props;

  const download = () => {
    const cut = view && typeof view !== 'string' && view.state.ok
      ? { size: view.format.size, elimination: view.format.elimination, ...(view.format.elimination === 'single' && view.format.thirdPlace ? { thirdPlace: true } : {}), seeds: view.seeds, winners: view.winners, corpOf: new Map([...view.sides].flatMap(([g, s]) => (s.kind === 'corp' ? [[g, s.corp] as const] : []))) }
      : undefined;
    if (!t.eventDate) {
      props.onProblem({ field: 'eventDate', detail: 'Set the event date first: AlwaysBeRunning lists the event on the day it was held.' });
      return;
    }
    const json = abrExport(tournament, { date: t.eventDate, ...(t.organiser ? { organiser: t.organiser } : {}), ...(cut ? { cut } : {}) });
    const url = URL.createObjectURL(new Blob([JSON.stringify(json, null, 2)], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `${t.name.replace(/[^\w.-]+/g, '_')}.abr.json`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <>
      <form className="inline-form" aria-label="Event details" key={`${t.eventDate ?? ''}|${t.organiser ?? ''}`} onSubmit={(e) => {
        e.preventDefault();
        const f = new FormData(e.currentTarget);
        void setEventDetails(db, t.id, { eventDate: String(f.get('eventDate') ?? ''), organiser: String(f.get('organiser') ?? '') }, Date.now()).then(props.onResult);
      }}>
        <label>Event date <input type="date" name="eventDate" aria-label="Event date" defaultValue={t.eventDate ?? ''} /></label>
        <label>Organiser (NetrunnerDB username) <input name="organiser" aria-label="Organiser" maxLength={60} defaultValue={t.organiser ?? ''} /></label>
        <button type="submit">Save event details</button>
      </form>
      <p><button type="button" onClick={download}>Export for AlwaysBeRunning</button> <span className="hint">NRTM JSON, for upload to ABR when online.</span></p>
    </>
  );
}
