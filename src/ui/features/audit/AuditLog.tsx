import { useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { appDb } from '../../../db/appDb';
import { loadAudit } from '../../../db/repository';
import type { Snapshot } from '../../../db/repository';
import { boardResults } from '../../../core/model';
import type { BoardResult } from '../../../core/model';
import { resultText } from '../../../core/systems';
import { TableScroll } from '../../components/Card';

const shownAtFirst = 50;

type AuditRow = NonNullable<Awaited<ReturnType<typeof loadAudit>>>[number];

/**
 * A result's row in words: the board, its players by name, the result as printed, and who entered
 * it when it came from the venue network ("entered by Deputy Anna (arbiter)"). Rows written before
 * results were kept with their board keep their stored detail.
 */
export const resultWords = (a: AuditRow, snapshot: Snapshot | undefined): string => {
  const r = a.result;
  if (!r || !snapshot) return a.detail;
  const name = (rank: number): string => snapshot.playerRows.get(rank)?.name ?? `No. ${rank}`;
  const result = r.result === null ? 'cleared' : (boardResults as readonly string[]).includes(r.result) ? resultText(snapshot.tournament, r.result as BoardResult) : r.result;
  const game = snapshot.tournament.rounds[r.round - 1]?.pairings.find((p) => p.board === r.board)?.games.length ?? 1;
  const source = r.source ? ` (${r.source.role === 'both players reported it' ? `reported by ${r.source.person}, both players` : `entered by ${r.source.person}, ${r.source.role}`}${r.source.device ? `; device ${r.source.device}` : ''})` : '';
  const later = a.detail.includes('stay as paired') ? `; ${a.detail.slice(a.detail.indexOf('rounds '))}` : '';
  return `Round ${r.round}, board ${r.board}${game > 1 ? `, game ${r.game + 1}` : ''}: ${name(r.white)} – ${name(r.black)} ${result}${source}${later}`;
};

/** Every change to the tournament with its time, newest first (the repository writes one row per change). */
export default function AuditLog(props: { readonly tournamentId: number; readonly snapshot?: Snapshot }) {
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
              <td>{resultWords(a, props.snapshot)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      </TableScroll>
      {!all && rows.length > shownAtFirst ? <button type="button" onClick={() => setAll(true)}>Show all {rows.length} changes</button> : null}
    </section>
  );
}
