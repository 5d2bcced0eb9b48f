import { useId, useRef, useState } from 'react';
import type { InputHTMLAttributes, KeyboardEvent } from 'react';
import { listedFields } from '../../../core/ratingList';
import type { ListedFields, RatingType } from '../../../core/ratingList';
import { ratingText } from '../../../core/model';
import { appDb } from '../../../db/appDb';
import { findInRatingList } from '../../../db/repository';
import type { ListedPlayer } from '../../../db/repository';

const shownFlag = (flag: string): string => (flag.includes('i') ? ' · inactive' : '');

/**
 * A registration field (the name or the FIDE ID) that suggests players from the FIDE rating list
 * while the TO types: a few letters of the name in any order, without accents, or the first digits
 * of the ID. A combobox (WAI-ARIA 1.2 pattern): ArrowDown/ArrowUp move through the suggestions,
 * Enter picks, Escape closes; a click picks. Picking hands the list's fields to `onPick`.
 */
export function ListLookup(props: {
  readonly label: string;
  readonly type: RatingType;
  readonly enabled: boolean;
  readonly onPick: (fields: ListedFields) => void;
  readonly input: InputHTMLAttributes<HTMLInputElement> & { readonly name: string };
}) {
  const [found, setFound] = useState<readonly ListedPlayer[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const asked = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const listId = useId();

  const search = (text: string) => {
    if (!props.enabled) return;
    if (timer.current !== null) clearTimeout(timer.current);
    const q = text.trim();
    if (q.length < 2) { setFound([]); setOpen(false); return; }
    // A short pause while typing, and only the latest question's answer is shown.
    timer.current = setTimeout(() => {
      const n = ++asked.current;
      const start = performance.now();
      void findInRatingList(appDb(), q, 8).then((r) => {
        // A User Timing measure per lookup (the rating-list bench reads them; a trace shows them).
        performance.measure('pairwise:list-lookup', { start, end: performance.now(), detail: q });
        if (n !== asked.current) return;
        setFound(r);
        setOpen(true);
        setActive(r.length > 0 ? 0 : -1);
      });
    }, 80);
  };

  const pick = (entry: ListedPlayer) => {
    props.onPick(listedFields(entry.player, props.type));
    setOpen(false);
    setFound([]);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!open || found.length === 0) return;
    if (e.key === 'ArrowDown') { e.preventDefault(); setActive((a) => (a + 1) % found.length); }
    else if (e.key === 'ArrowUp') { e.preventDefault(); setActive((a) => (a <= 0 ? found.length - 1 : a - 1)); }
    else if (e.key === 'Enter' && active >= 0) { e.preventDefault(); pick(found[active]!); }
    else if (e.key === 'Escape') { e.preventDefault(); setOpen(false); }
  };

  const optionId = (i: number) => `${listId}-${i}`;
  return (
    <label className="list-lookup">{props.label}{' '}
      <input {...props.input} autoComplete="off" role={props.enabled ? 'combobox' : undefined}
        aria-expanded={props.enabled ? open && found.length > 0 : undefined} aria-controls={props.enabled ? listId : undefined} aria-autocomplete={props.enabled ? 'list' : undefined}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        onChange={(e) => { props.input.onChange?.(e); search(e.target.value); }}
        onKeyDown={onKeyDown} onBlur={() => setTimeout(() => setOpen(false), 150)} />
      {props.enabled && open ? (
        found.length === 0 ? <span className="list-lookup-none" role="status">Not on the FIDE list</span> : (
          <ul id={listId} role="listbox" aria-label={`FIDE list players for ${props.label}`} className="list-lookup-options">
            {found.map((f, i) => {
              const p = f.player;
              const r = p[props.type]?.rating ?? 0;
              return (
                <li key={p.fideId} id={optionId(i)} role="option" aria-selected={i === active} className={i === active ? 'active' : undefined}
                  onMouseDown={(e) => { e.preventDefault(); pick(f); }} onMouseEnter={() => setActive(i)}>
                  <span className="name">{p.name}</span>
                  <span className="details">{[p.title || p.womanTitle, p.federation, ratingText(r), p.born ?? '', p.fideId].filter((x) => x !== '').join(' · ')}{shownFlag(p.flag)}</span>
                </li>
              );
            })}
          </ul>
        )
      ) : null}
    </label>
  );
}
