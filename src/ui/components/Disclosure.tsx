import { useState } from 'react';
import type { ReactNode } from 'react';

/**
 * A `<details>` whose content exists only while it is open. A closed disclosure of a big event
 * (the rating changes of 1000 players, a norm check's list of every player) would otherwise build
 * its rows again after every result, on the main thread, while the TO types: the standings screen
 * is rendered in the background behind the other tabs, and each key interrupts and restarts that
 * render, so its cost is paid many times over.
 */
export function Disclosure(props: {
  readonly summary: ReactNode;
  readonly className?: string;
  /** Rendered when the TO opens the disclosure (a function, so nothing of it is built before). */
  readonly children: () => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <details className={props.className} open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{props.summary}</summary>
      {open ? props.children() : null}
    </details>
  );
}
