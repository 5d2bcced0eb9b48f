import type { ReactNode } from 'react';
import { headerOf, tableHeadHeight, rowHeight } from './paper';
import type { PageLayout } from './paper';

/** The pieces every printed sheet is made of: the page with its header, a table of fixed rows. */

/** Everything a sheet's header says: event, printout, round, date and page. */
export interface Heading {
  readonly event: string;
  /** From the tournament details (TRF-16 header): place, federation, dates, chief arbiter. */
  readonly details: string;
  readonly title: string;
  readonly round: string;
  readonly date: string;
}

export const mm = (n: number): string => `${n}mm`;

export function Sheet(props: { readonly layout: PageLayout; readonly heading: Heading; readonly page: number; readonly pages: number; readonly children: ReactNode; readonly bare?: boolean }) {
  const { layout, heading } = props;
  return (
    <section className="sheet" data-page={props.page} aria-label={`Page ${props.page} of ${props.pages}`}
      style={{ width: mm(layout.width), height: mm(layout.height) }}>
      {props.bare ? null : (
        <header className="sheet-header" style={{ height: mm(headerOf(layout)) }}>
          {/* Wrapped, never cut: the layout's header is as tall as this text (paper.ts withHeader). */}
          <div className="event">{heading.event}</div>
          {heading.details ? <div className="event-details">{heading.details}</div> : null}
          <div className="line">
            <span>{heading.title}</span>{heading.round ? <span>{heading.round}</span> : null}
            <span>{heading.date}</span><span>Page {props.page} of {props.pages}</span>
          </div>
        </header>
      )}
      {props.children}
    </section>
  );
}

/** A column heading over numbers: right-aligned, as the numbers below it. */
export interface NumHead { readonly num: string }
export const num = (text: string): NumHead => ({ num: text });

export function Table(props: { readonly label: string; readonly widths: readonly number[]; readonly heads: readonly (string | NumHead)[]; readonly children: ReactNode }) {
  return (
    <table className="sheet-table" aria-label={props.label}>
      <colgroup>{props.widths.map((w, i) => <col key={i} style={{ width: `${w}%` }} />)}</colgroup>
      <thead><tr style={{ height: mm(tableHeadHeight) }}>{props.heads.map((h, i) => (typeof h === 'string'
        ? <th key={i} scope="col">{h}</th> : <th key={i} scope="col" className="num">{h.num}</th>))}</tr></thead>
      <tbody>{props.children}</tbody>
    </table>
  );
}

export const rowStyle = { height: mm(rowHeight) };
/** A rating cell's class: "unrated" prints a size smaller so the word fits a column sized for four digits. */
export const ratingClass = (rating: number): string => (rating > 0 ? 'num' : 'num unrated');

