import { useLiveQuery } from 'dexie-react-hooks';
import { appDb } from '../../../db/appDb';
import { loadSystemState } from '../../../db/repository';
import type { Snapshot } from '../../../db/repository';
import { asSystem } from '../../../core/systems';
import { openingsKind, roundOpenings } from './settings';
import { TableScroll } from '../../components/Card';

/**
 * An engine event's Openings tab: the TO's opening list and, round by round, the opening each
 * match plays (one per pair of games, from the order stored at creation).
 */
export default function OpeningsView(props: { readonly snapshot: Snapshot }) {
  const db = appDb();
  const { row, tournament } = props.snapshot;
  const stored = useLiveQuery(async () => (await loadSystemState(db, row.id, openingsKind)) ?? null, [db, row.id]);
  const s = asSystem(tournament.settings, 'engine-swiss');
  const names = new Map(tournament.players.map((p) => [p.id as number, p.name]));
  return (
    <section aria-labelledby="openings-heading">
      <h2 id="openings-heading">Openings</h2>
      {s === null || s.openings.length === 0 ? <p>This event has no opening list: each match starts from the initial position.</p> : (
        <>
          <p className="meta">
            {s.openings.length} opening{s.openings.length === 1 ? '' : 's'}, {s.randomOpenings ? 'shuffled once when the event was created' : 'in the order given'};
            {' '}{s.gamesPerMatch} games per match ({s.gamesPerMatch / 2} opening{s.gamesPerMatch === 2 ? '' : 's'} a match, colours swapped);
            {' '}{s.uniquePerMatchOnly ? 'every board of a round plays the same openings' : 'each board plays its own openings'}.
          </p>
          {stored === undefined ? <p role="status">Loading…</p> : tournament.rounds.length === 0 ? <p>The openings of each match show here once round 1 is paired.</p> : (
            <TableScroll label="Openings by round, scrollable">
              <table aria-label="Openings by round" className="openings-table">
                <thead><tr><th scope="col" className="num">Round</th><th scope="col" className="num">Board</th><th scope="col">Players</th><th scope="col">Openings</th></tr></thead>
                <tbody>
                  {tournament.rounds.flatMap((r) => {
                    const byBoard = roundOpenings(tournament, stored, r.number);
                    return r.pairings.map((p) => (
                      <tr key={`${r.number}-${p.board}`}>
                        <td className="num">{r.number}</td><td className="num">{p.board}</td>
                        <td>{names.get(p.white) ?? p.white} – {names.get(p.black) ?? p.black}</td>
                        {/* one line per opening; a FEN's long fields wrap inside the cell instead of running into the next column */}
                        <td className="opening">{(byBoard?.get(p.board) ?? []).map((o, i) => <span key={i} className="opening-text">{o}</span>)}</td>
                      </tr>
                    ));
                  })}
                </tbody>
              </table>
            </TableScroll>
          )}
          <details className="panel-disclosure">
            <summary>The opening list ({s.openings.length})</summary>
            <ol className="opening-list">{s.openings.map((o, i) => <li key={i}>{o}</li>)}</ol>
          </details>
        </>
      )}
    </section>
  );
}
