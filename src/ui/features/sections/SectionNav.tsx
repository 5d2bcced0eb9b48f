import { useLiveQuery } from 'dexie-react-hooks';
import type { TournamentRow } from '../../../db/repository';
import { appDb } from '../../../db/appDb';
import { loadEventSections } from '../../../db/repository';
import { useUi } from '../../../store/ui';
import type { Tab } from '../../../store/ui';

/** The sections of the event this tournament belongs to, to move between them (same tab). */
export function SectionNav(props: { readonly row: TournamentRow; readonly tab: Tab }) {
  const event = props.row.event;
  const db = appDb();
  const navigate = useUi((s) => s.navigate);
  const sections = useLiveQuery(async () => (event ? loadEventSections(db, event.key) : []), [db, event?.key]);
  if (!event || !sections) return null;
  return (
    <nav aria-label={`Sections of ${event.name}`} className="section-nav">
      <span className="meta">{event.name}:</span>
      {sections.map((s) => (
        <button key={s.id} type="button" aria-current={s.id === props.row.id ? 'page' : undefined}
          onClick={() => navigate({ screen: 'tournament', tournamentId: s.id, tab: props.tab })}>{s.event?.section ?? s.name}</button>
      ))}
    </nav>
  );
}
