import { assertNever } from '../../../core/model';
import { tabs } from '../../../store/ui';
import type { Tab } from '../../../store/ui';
import type { SystemModule } from '../../../core/systems';

const tabLabel = (t: Tab): string => {
  switch (t) {
    case 'players': return 'Players';
    case 'seeding': return 'Seeding';
    case 'rounds': return 'Rounds';
    case 'standings': return 'Standings';
    case 'statistics': return 'Statistics';
    case 'cut': return 'Cut and export';
    case 'openings': return 'Openings';
    default: return assertNever(t);
  }
};

/** The tabs an event has: the five of every event, and its system's own (asked of its module). */
export const tabsOf = (m: SystemModule): readonly Tab[] =>
  tabs.filter((t) => (t === 'cut' ? m.netrunner !== undefined : t === 'openings' ? m.openings !== undefined : true));

/** The event's section tabs: the tab open is the current page. */
export function EventTabs(props: { readonly tabs: readonly Tab[]; readonly current: Tab; readonly onGo: (t: Tab) => void }) {
  return (
    <nav aria-label="Tournament sections" className="tabs">
      {props.tabs.map((t) => (
        <button key={t} type="button" aria-current={props.current === t ? 'page' : undefined} onClick={() => props.onGo(t)}>{tabLabel(t)}</button>
      ))}
    </nav>
  );
}
