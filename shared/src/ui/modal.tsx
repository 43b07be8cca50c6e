import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { sharedMessages } from '../i18n/shared-messages';

interface ModalProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Extra class for the dialog box. */
  className?: string;
}

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * An accessible modal dialog: labelled by its title, focus moved inside and kept there, Escape and the
 * backdrop close it, focus returns to where it was. In the browser it is rendered at the end of <body>
 * (a portal), so no sticky or transformed box it is opened from (the newsroom's sidebar) holds it under
 * the site's header; React events still reach the component that opened it.
 */
export function Modal({ title, onClose, children, className }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const intl = useIntl();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    const firstField = dialog?.querySelector<HTMLElement>('input, textarea, select');
    if (firstField) firstField.focus();
    else dialog?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current();
      if (event.key !== 'Tab' || !dialog) return;
      const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(focusableSelector));
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      previouslyFocused?.focus();
    };
  }, []);

  const dialog = (
    // Escape closes the dialog for the keyboard; a click on the backdrop is the pointer's shortcut for it.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className="modal-backdrop" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={['modal', className].filter(Boolean).join(' ')}
      >
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button
            type="button"
            className="modal__close"
            aria-label={intl.formatMessage(sharedMessages.close)}
            onClick={onClose}
          >
            ×
          </button>
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </div>
  );
  // A dialog is opened by a visitor, so never on the server; should one be, it stays where it is there.
  return typeof document === 'undefined' ? dialog : createPortal(dialog, document.body);
}
