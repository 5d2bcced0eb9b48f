import { ratingText } from '../../../core/model';
import { standingsNames } from '../../../core/systems';
import { useMemo, useState } from 'react';
import type { Tournament } from '../../../core/model';
import { formatTenths } from '../../../core/model';
import { crossCellText, crossGrid, crossGridCsv, crossOrders } from '../../../core/standings';
import type { CrossOrder, StandingsReport } from '../../../core/standings';
import { downloadText, fileStem } from './download';
import { TableScroll } from '../../components/Card';

const orderLabel: Readonly<Record<CrossOrder, string>> = { rank: 'By rank', number: 'By pairing number' };

/**
 * The crosstable of an all-play-all event (a round robin's main view): every player against every
 * other, in rank or pairing-number order, each cell the row player's results against the column
 * player (one per meeting); results the standings do not count (a withdrawal, FIDE's rule) in
 * brackets, with the reason below the table.
 */
export function CrosstableView(props: { readonly t: Tournament; readonly report: StandingsReport; readonly fileName: string }) {
  const { t, report } = props;
  const [order, setOrder] = useState<CrossOrder>('rank');
  const grid = useMemo(() => crossGrid(t, report, order), [t, report, order]);
  const names = new Map(t.players.map((p) => [p.id, p] as const));
  const shownNames = useMemo(() => standingsNames(t), [t]);
  const notes = grid.rows.filter((r) => r.excluded !== undefined);
  return (
    <section aria-labelledby="crosstable-heading" className="crosstable">
      <h3 id="crosstable-heading">Crosstable</h3>
      <fieldset className="inline-form">
        <legend>Order</legend>
        {crossOrders.map((o) => (
          <label key={o}><input type="radio" name="cross-order" checked={order === o} onChange={() => setOrder(o)} /> {orderLabel[o]}</label>
        ))}
        <button type="button" onClick={() => downloadText(`${fileStem(props.fileName)}-crosstable-grid.csv`, crossGridCsv(t, grid), 'text/csv')}>Export crosstable grid CSV</button>
      </fieldset>
      <TableScroll label="Crosstable, scrolls sideways">
        <table aria-label="Crosstable">
          <thead>
            <tr>
              <th scope="col">#</th><th scope="col">No.</th><th scope="col">Name</th><th scope="col">Rating</th>
              {grid.rows.map((r) => <th key={r.player} scope="col" className="num">{r.position}</th>)}
              <th scope="col">Points</th>
              {grid.tieBreaks.map((c) => <th key={c} scope="col">{c}</th>)}
              <th scope="col">Rank</th>
            </tr>
          </thead>
          <tbody>
            {grid.rows.map((r) => (
              <tr key={r.player} className={r.excluded ? 'excluded' : undefined}>
                <td className="num">{r.position}</td>
                <td className="num">{r.player}</td>
                <th scope="row">{shownNames.get(r.player) ?? `#${r.player}`}</th>
                <td className="num">{ratingText(names.get(r.player)?.rating ?? 0)}</td>
                {r.cells.map((c, i) => <td key={i} className={c === null ? 'self' : 'cell'}>{crossCellText(c)}</td>)}
                <td className="num">{r.excluded ? `(${formatTenths(r.points)})` : formatTenths(r.points)}</td>
                {grid.tieBreaks.map((_, i) => <td key={i} className="num">{r.tieBreaks[i]?.text ?? ''}</td>)}
                <td className="num">{r.rank ?? '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {notes.length > 0 ? (
        <ul aria-label="Not ranked" className="notes">
          {notes.map((r) => <li key={r.player}>{r.excluded}</li>)}
        </ul>
      ) : null}
    </section>
  );
}
