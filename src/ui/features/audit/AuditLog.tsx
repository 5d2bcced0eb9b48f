import { useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { appDb } from '../../../db/appDb';
import { loadAudit } from '../../../db/repository';
import { TableScroll } from '../../components/Card';

const shownAtFirst = 50;

/** Every change to the tournament with its time, newest first (the repository writes one row per change). */
export default function AuditLog(props: { readonly tournamentId: number }) {
  const db = appDb();
  const rows = useLiveQuery(() => loadAudit(db, props.tournamentId), [db, props.tournamentId]);
  const [all, setAll] = useState(false);
  if (!rows) return <p role="status">Loading…</p>;
  const shown = all ? rows : rows.slice(0, shownAtFirst);
  return (
    <section aria-labelledby="audit-heading" className="audit-log">
      <h3 id="audit-heading">Audit log ({rows.length} changes)</h3>
      <TableScroll label="Audit log, scrollable">
      <table aria-label="Audit log">
        <thead><tr><th scope="col">Time</th><th scope="col">Change</th><th scope="col">Detail</th></tr></thead>
        <tbody>
          {shown.map((a) => (
            <tr key={a.id}>
              <td><time dateTime={new Date(a.at).toISOString()}>{new Date(a.at).toLocaleString()}</time></td>
              <td>{a.action}</td>
              <td>{a.detail}</td>
            </tr>
          ))}
        </tbody>
      </table>
      </TableScroll>
      {!all && rows.length > shownAtFirst ? <button type="button" onClick={() => setAll(true)}>Show all {rows.length} changes</button> : null}
    </section>
  );
}
