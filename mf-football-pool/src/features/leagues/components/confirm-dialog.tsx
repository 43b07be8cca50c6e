import { useIntl } from 'react-intl';
import { Button, Modal } from '@tribune/shared';
import { leagueMessages } from './league-messages';

interface ConfirmDialogProps {
  question: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before leaving, removing a member or deleting a league: none of them can be undone here. */
export function ConfirmDialog({ question, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const intl = useIntl();
  return (
    <Modal title={question} onClose={onCancel}>
      <div className="fp-confirm">
        <Button variant="danger" busy={busy} onClick={onConfirm}>
          {intl.formatMessage(leagueMessages.confirm)}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {intl.formatMessage(leagueMessages.cancel)}
        </Button>
      </div>
    </Modal>
  );
}
