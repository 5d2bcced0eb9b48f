import { useRef } from 'react';
import { Menu, MenuItem, Popover, Separator } from 'react-aria-components';
import type { Agreement, BoardResult } from '../../core/model';

/** The results a TO can enter on a game, in the order the menu lists them, with the key that types each. */
export const resultChoices: readonly { readonly result: BoardResult; readonly key: string }[] = [
  { result: 'white-wins', key: '1' },
  { result: 'draw', key: '=' },
  { result: 'black-wins', key: '0' },
  { result: 'white-wins-forfeit', key: '+' },
  { result: 'black-wins-forfeit', key: '-' },
  { result: 'double-forfeit', key: '*' },
];

/**
 * The results menu of one game: opened from a result cell by click, tap, Enter, Space or
 * ArrowDown (the cell's own keys, 1 0 = + - *, still enter a result without it). One menu serves a
 * whole table: it is anchored to the cell that opened it. The words are the system's
 * (`module.resultText`): "1-0", "½-½" for chess, "Corp win", "Tie" for Netrunner. React Aria
 * Components give it the menu role, arrow keys, type-ahead and focus back to the cell on close.
 */
export function ResultMenu(props: {
  /** The cell that opened the menu, or null when it is closed. */
  readonly anchor: HTMLElement | null;
  /** The menu's accessible name: "Board 3 result". */
  readonly label: string;
  readonly current: BoardResult | null;
  readonly wording: (r: BoardResult) => string;
  readonly onChoose: (r: BoardResult | null) => void;
  readonly onClose: () => void;
  /** Agreed results the system offers on this board (Netrunner single-sided: the intentional draw), in its words. */
  readonly agreements?: readonly { readonly agreement: Agreement; readonly label: string; readonly key: string }[];
  /** The agreement entered on the board, if any (its item is checked instead of the game's result). */
  readonly currentAgreement?: Agreement;
  readonly onAgree?: (a: Agreement) => void;
}) {
  const anchor = useRef<HTMLElement | null>(null);
  anchor.current = props.anchor;
  if (props.anchor === null) return null;
  return (
    <Popover className="popover" triggerRef={anchor} isOpen onOpenChange={(open) => { if (!open) props.onClose(); }} placement="bottom start">
      <Menu className="menu" aria-label={props.label} autoFocus="first"
        onAction={(key) => {
          const k = String(key);
          const agreed = props.agreements?.find((a) => `agree-${a.agreement}` === k);
          if (agreed) props.onAgree?.(agreed.agreement);
          else props.onChoose(k === 'clear' ? null : (k as BoardResult));
        }}>
        {resultChoices.map((c) => {
          const entered = c.result === props.current && props.currentAgreement === undefined;
          return (
          <MenuItem key={c.result} id={c.result} textValue={props.wording(c.result)} className="menu-item">
            <span>{props.wording(c.result)}{entered ? <span className="visually-hidden"> (entered)</span> : null}</span>
            {entered ? <span aria-hidden="true">✓</span> : null}
            <kbd className="shortcut" aria-hidden="true">{c.key}</kbd>
          </MenuItem>
          );
        })}
        {(props.agreements ?? []).map((a) => (
          <MenuItem key={a.agreement} id={`agree-${a.agreement}`} textValue={a.label} className="menu-item">
            <span>{a.label}{a.agreement === props.currentAgreement ? <span className="visually-hidden"> (entered)</span> : null}</span>
            {a.agreement === props.currentAgreement ? <span aria-hidden="true">✓</span> : null}
            <kbd className="shortcut" aria-hidden="true">{a.key}</kbd>
          </MenuItem>
        ))}
        <Separator className="menu-separator" />
        <MenuItem id="clear" textValue="Clear the result" className="menu-item" isDisabled={props.current === null}>
          <span>Clear the result</span><kbd className="shortcut" aria-hidden="true">Del</kbd>
        </MenuItem>
      </Menu>
    </Popover>
  );
}
