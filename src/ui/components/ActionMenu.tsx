import { useState } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { ConfirmDialog } from './ConfirmDialog';

/** One entry of an action menu; `confirm` asks first (a modal question) before `onAction` runs. */
export interface MenuAction {
  readonly id: string;
  readonly label: string;
  readonly onAction: () => void;
  readonly disabled?: boolean;
  /** Shown in red: it removes or replaces something. */
  readonly danger?: boolean;
  readonly confirm?: { readonly title: string; readonly message: string; readonly confirmLabel: string };
}

/**
 * A button that opens a menu of actions (React Aria Components: click, tap, Enter, Space or
 * ArrowDown; arrows and type-ahead inside; Escape closes). Destructive actions go here, each
 * behind its confirmation, rather than as buttons of their own beside the everyday ones.
 */
export function ActionMenu(props: { readonly label: string; readonly actions: readonly MenuAction[]; readonly buttonLabel?: string }) {
  const [asking, setAsking] = useState<MenuAction | null>(null);
  if (props.actions.length === 0) return null;
  const run = (id: string) => {
    const a = props.actions.find((x) => x.id === id);
    if (!a) return;
    if (a.confirm) setAsking(a);
    else a.onAction();
  };
  return (
    <>
      <MenuTrigger>
        <Button className="button menu-button" aria-label={props.buttonLabel === undefined ? undefined : props.label}>{props.buttonLabel ?? props.label}</Button>
        <Popover className="popover" placement="bottom end">
          <Menu className="menu" aria-label={props.label} onAction={(key) => run(String(key))}
            disabledKeys={props.actions.filter((a) => a.disabled).map((a) => a.id)}>
            {props.actions.map((a) => (
              <MenuItem key={a.id} id={a.id} textValue={a.label} className={a.danger ? 'menu-item danger' : 'menu-item'}>{a.label}</MenuItem>
            ))}
          </Menu>
        </Popover>
      </MenuTrigger>
      <ConfirmDialog open={asking !== null} title={asking?.confirm?.title ?? ''} message={asking?.confirm?.message ?? ''}
        confirmLabel={asking?.confirm?.confirmLabel ?? ''} danger={asking?.danger ?? true}
        onCancel={() => setAsking(null)} onConfirm={() => { const a = asking; setAsking(null); a?.onAction(); }} />
    </>
  );
}
