import { ratingText } from '../../../core/model';
import type { ReactNode } from 'react';
import type { CrossRow } from '../../../core/sheets';

/**
 * The cells of one wall-chart row, the same on screen (WallChartView) and on paper (PrintView):
 * place and tie-breaks when ordered by rank, pairing number, the name cell each gives, title and
 * federation, rating, one cell per round, points.
 */
export function CrossRowCells(props: { readonly row: CrossRow; readonly ranked: boolean; readonly name: ReactNode; readonly ratings?: boolean }) {
  const { row: r, ranked } = props;
  // Title, federation and rating only for a system that registers them (not Netrunner).
  const ratings = props.ratings ?? true;
  return (
    <>
      {ranked ? <td className="num">{r.position}</td> : null}
      <td className="num">{r.id}</td>
      {props.name}
      {ranked && ratings ? <><td>{r.title}</td><td>{r.federation}</td></> : null}
      {ratings ? <td className={r.rating > 0 ? 'num' : 'num unrated'}>{ratingText(r.rating)}</td> : null}
      {r.cells.map((c, j) => <td key={j} className="cell">{c}</td>)}
      <td className="num">{r.total}</td>
      {ranked ? <>{(r.tieBreaks ?? []).map((x, j) => <td key={j} className="num">{x}</td>)}<td className="num">{r.rank ?? ''}</td></> : null}
    </>
  );
}
