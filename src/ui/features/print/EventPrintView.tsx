import { useEffect } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { appDb } from '../../../db/appDb';
import { loadEventSections, loadSnapshot } from '../../../db/repository';
import type { Snapshot } from '../../../db/repository';
import { moduleOf } from '../../../core/systems';
import type { OutputRoute } from './outputRoute';
import { PrintoutSheets } from './PrintView';
import { currentRound } from '../../../core/sheets';
import { defaultOrientation, margin, pageLayout, printoutLabel } from './paper';
import type { Printout } from './paper';
import './print.css';

type EventRoute = Extract<OutputRoute, { screen: 'print-event' }>;

/**
 * The printout for each section of an event, one section after another (each starts on a new page
 * with its own heading "Event – Section"). "crosstable" prints each section's main view: the
 * crosstable of a round robin, the standings of a Swiss; round-based sheets take each section's
 * latest round.
 */
export default function EventPrintView(props: { readonly route: EventRoute }) {
  const { route } = props;
  const db = appDb();
  const sections = useLiveQuery(async () => {
    const rows = await loadEventSections(db, route.eventKey);
    const out: Snapshot[] = [];
    for (const r of rows) {
      const s = await loadSnapshot(db, r.id);
      if (s) out.push(s);
    }
    return out;
  }, [db, route.eventKey]);
  const printoutFor = (s: Snapshot): Printout => (route.printout === 'crosstable' && moduleOf(s.row).standings?.mainView !== 'crosstable' ? 'standings' : route.printout);
  const longest = Math.max(0, ...(sections ?? []).map((s) => s.tournament.rounds.length));
  const orientation = route.orientation ?? defaultOrientation(route.printout, longest);
  const layout = pageLayout(route.paper, orientation);
  const ready = sections !== undefined && sections.length > 0;

  useEffect(() => {
    if (!ready) return;
    document.title = `${sections[0]!.row.event?.name ?? ''} – ${printoutLabel(route.printout)} – every section`;
    if (!route.auto) return;
    const id = requestAnimationFrame(() => window.print());
    return () => cancelAnimationFrame(id);
  }, [ready]); // eslint-disable-line react-hooks/exhaustive-deps

  if (sections === undefined) return <p role="status">Loading…</p>;
  if (sections.length === 0) return <p role="alert">This event has no sections (they may have been deleted).</p>;
  return (
    <div className="print-root" data-ready="true" data-orientation={orientation} data-paper={route.paper}>
      <style>{`@page { size: ${layout.cssSize}; margin: ${margin}mm; }`}</style>
      <div className="print-toolbar">
        <span>{sections[0]!.row.event?.name} · {sections.length} sections · {route.paper === 'a4' ? 'A4' : 'Letter'} {orientation}</span>
        <button type="button" onClick={() => window.print()}>Print</button>
      </div>
      {sections.map((s) => (
        <div key={s.row.id} className="print-section" data-section={s.row.event?.section ?? ''}>
          <PrintoutSheets snapshot={s} printout={printoutFor(s)} round={currentRound(s.tournament)} layout={layout} />
        </div>
      ))}
    </div>
  );
}
