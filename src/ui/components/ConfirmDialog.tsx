import { useEffect, useId, useRef } from 'react';

/** A modal yes/no question (native <dialog>: focus trap and Escape for free). */
export function ConfirmDialog(props: {
  readonly open: boolean;
  readonly title: string;
  readonly message: string;
  readonly confirmLabel: string;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  // Unique per dialog: several dialogs may be on one screen, each named by its own title.
  const titleId = useId();
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (props.open && !d.open) d.showModal();
    if (!props.open && d.open) d.close();
  }, [props.open]);
  return (
    <dialog ref={ref} aria-labelledby={titleId} onCancel={(e) => { e.preventDefault(); props.onCancel(); }}>
      <h2 id={titleId}>{props.title}</h2>
      <p>{props.message}</p>
      <div className="actions">
        <button type="button" onClick={props.onCancel} autoFocus>Cancel</button>
        <button type="button" className="danger" onClick={props.onConfirm}>{props.confirmLabel}</button>
      </div>
    </dialog>
  );
}
