import { useIntl } from 'react-intl';
import { Button, Modal } from '@tribune/shared';
import { threadMessages } from './thread-messages';

interface ConfirmDialogProps {
  question: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a comment is deleted (CMT-04) or reported (CMT-06). */
export function ConfirmDialog({ question, confirmLabel, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const intl = useIntl();
  return (
    <Modal title={question} onClose={onCancel}>
      <div className="cm-confirm">
        <Button variant="danger" busy={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {intl.formatMessage(threadMessages.cancel)}
        </Button>
      </div>
    </Modal>
  );
}
