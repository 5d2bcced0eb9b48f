import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

/**
 * A modal yes/no question (React Aria Components: focus kept inside, Escape and a tap outside
 * cancel, focus goes back to what opened it). Cancel has the focus first; the confirming button is
 * red when what it does cannot be undone (`danger`, the default).
 */
export function ConfirmDialog(props: {
  readonly open: boolean;
  readonly title: string;
  readonly message: string;
  readonly confirmLabel: string;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
  readonly danger?: boolean;
}) {
  return (
    <ModalOverlay className="modal-overlay" isOpen={props.open} isDismissable onOpenChange={(open) => { if (!open) props.onCancel(); }}>
      <Modal className="modal">
        <Dialog>
          <Heading slot="title">{props.title}</Heading>
          <p>{props.message}</p>
          <div className="actions">
            <button type="button" onClick={props.onCancel} autoFocus>Cancel</button>
            <button type="button" className={props.danger === false ? 'primary' : 'danger solid'} onClick={props.onConfirm}>{props.confirmLabel}</button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
