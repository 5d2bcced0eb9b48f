import { useId } from 'react';
import type { ReactNode } from 'react';

/**
 * A card: a titled box for one task (new event, import, a panel). A region named by its title, so
 * a screen reader's landmarks list it; `level` keeps the heading order of the screen it sits on.
 */
export function Card(props: {
  readonly title: string;
  readonly level?: 2 | 3;
  readonly hint?: ReactNode;
  readonly className?: string;
  readonly children: ReactNode;
}) {
  const id = useId();
  const Heading = props.level === 3 ? 'h3' : 'h2';
  return (
    <section className={props.className ? `card ${props.className}` : 'card'} aria-labelledby={id}>
      <Heading id={id} className="card-title">{props.title}</Heading>
      {props.hint ? <p className="card-hint">{props.hint}</p> : null}
      {props.children}
    </section>
  );
}

/** A row of controls for one screen or table (wraps on a phone). */
export function Toolbar(props: { readonly label?: string; readonly className?: string; readonly children: ReactNode }) {
  return (
    <div className={props.className ? `toolbar ${props.className}` : 'toolbar'} role={props.label ? 'group' : undefined} aria-label={props.label}>
      {props.children}
    </div>
  );
}

/**
 * A wide table's own sideways scroll box (a phone is 390 px wide; the page itself never scrolls
 * sideways). Focusable and named, so a keyboard user can scroll a table with no control in it.
 */
export function TableScroll(props: { readonly label: string; readonly children: ReactNode }) {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={props.label}>
      {props.children}
    </div>
  );
}
