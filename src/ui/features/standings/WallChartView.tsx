import { useMemo, useState } from 'react';
import type { Tournament } from '../../../core/model';
import { tieBreakLegend } from '../../../core/standings';
import type { StandingsReport } from '../../../core/standings';
import { crosstable, standingsFinal } from '../../../core/sheets';
import { CrossRowCells } from '../print/CrossRowCells';
import { TableScroll } from '../../components/Card';

type WallOrder = 'number' | 'rank';

/**
 * The crosstable of a Swiss (the wall chart) on screen, as the printed one: one cell per round,
 * "opponent colour result". By start rank while the event runs; by rank (the final ranking
 * crosstable, as Swiss-Manager prints it) each row also carries title, federation, the tie-breaks
 * and the rank, and every opponent is named by their line in the table, so a row's opponents are
 * found by counting down the table.
 */
export function WallChartView(props: { readonly t: Tournament; readonly report: StandingsReport }) {
  const { t, report } = props;
  const final = standingsFinal(t);
  const [order, setOrder] = useState<WallOrder>(final ? 'rank' : 'number');
  const byRank = order === 'rank' ? report : undefined;
  const rows = useMemo(() => crosstable(t, byRank), [t, byRank]);
  const codes = byRank?.rows[0]?.tieBreaks.map((x) => x.code) ?? [];
  const ranked = byRank !== undefined;
  const label = ranked ? (final ? 'Final crosstable' : 'Crosstable by rank') : 'Crosstable by start rank';
  return (
    <section aria-labelledby="wall-chart-heading" className="crosstable">
      <h3 id="wall-chart-heading">{label}</h3>
      <fieldset className="inline-form">
        <legend>Order</legend>
        <label><input type="radio" name="wall-order" checked={order === 'number'} onChange={() => setOrder('number')} /> By start rank</label>
        <label><input type="radio" name="wall-order" checked={order === 'rank'} onChange={() => setOrder('rank')} /> {final ? 'By final rank, with tie-breaks' : 'By rank, with tie-breaks'}</label>
      </fieldset>
      <TableScroll label={`${label}, scrolls sideways`}>
        <table aria-label={label}>
          <thead>
            <tr>
              {ranked ? <th scope="col">#</th> : null}
              <th scope="col">No.</th><th scope="col">Name</th>
              {ranked ? <><th scope="col">Title</th><th scope="col">Fed</th></> : null}
              <th scope="col">Rating</th>
              {t.rounds.map((r) => <th key={r.number} scope="col">R{r.number}</th>)}
              <th scope="col">Points</th>
              {ranked ? <>{codes.map((c) => <th key={c} scope="col">{c}</th>)}<th scope="col">Rank</th></> : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id}>
                <CrossRowCells row={r} ranked={ranked} name={<th scope="row">{r.name}</th>} />
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {ranked ? (
        <p className="tie-break-legend" aria-label="Crosstable legend">Opponents by their place in this table (w White, b Black).{codes.length > 0 ? ` ${tieBreakLegend(codes)}` : ''}</p>
      ) : (
        <p className="tie-break-legend" aria-label="Crosstable legend">Opponents by their start rank (w White, b Black).</p>
      )}
    </section>
  );
}
