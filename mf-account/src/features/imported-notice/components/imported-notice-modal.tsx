import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useAtom } from 'jotai';
import { Button, Modal } from '@tribune/shared';
import { importedNoticeAtom } from '../imported-notice-atom';

const messages = defineMessages({
  title: {
    id: 'account.imported-notice.title',
    defaultMessage: 'Welcome to our new website',
    description: 'Title of the modal shown once to a user whose account was moved over from the previous website',
  },
  ok: {
    id: 'account.imported-notice.ok',
    defaultMessage: 'OK, got it',
    description: 'Button that closes the notice for users moved over from the previous website',
  },
});

/** ACC-18: the imported-user notice, once, after the login that brought it. */
export function ImportedNoticeModal() {
  const intl = useIntl();
  const [notice, setNotice] = useAtom(importedNoticeAtom);
  if (notice === null) return null;
  const close = () => setNotice(null);
  return (
    <Modal title={intl.formatMessage(messages.title)} onClose={close} className="imported-notice">
      {/* Plain text from the server: it is rendered as text, never as HTML. */}
      <p className="imported-notice__text">{notice}</p>
      <Button onClick={close} className="imported-notice__ok">
        <FormattedMessage {...messages.ok} />
      </Button>
    </Modal>
  );
}
