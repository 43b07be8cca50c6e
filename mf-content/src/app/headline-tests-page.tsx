import { useIntl } from 'react-intl';
import { Alert, PageHead, sharedMessages, useSession } from '@tribune/shared';
import { HeadlineTestsReadout } from '../features/headline-test/components/headline-tests-readout';
import { headlineTestsMessages as messages } from '../features/headline-test/components/headline-tests-messages';

/**
 * /headline-tests (AB-01): the editors' readout of the headline A/B tests. The session lives in the
 * browser (ACC-11), so the server renders the loading state; once it is known, an editor (the manager
 * flag, as the live blog's editor panel checks it) gets the readout and anyone else a clear message.
 * The API checks the role again (401/403).
 */
export function HeadlineTestsPage() {
  const intl = useIntl();
  const session = useSession();
  const editor = session.isLoggedIn && session.isManager;
  let body;
  if (!session.isRestored) {
    body = (
      <p role="status" className="headline-tests__loading">
        {intl.formatMessage(sharedMessages.loading)}
      </p>
    );
  } else if (!editor) {
    body = (
      <Alert tone="info">
        <p>{intl.formatMessage(messages.editorsOnly)}</p>
      </Alert>
    );
  } else {
    body = <HeadlineTestsReadout />;
  }
  return (
    <div className="headline-tests">
      <PageHead
        title={intl.formatMessage(messages.title)}
        description={intl.formatMessage(messages.description)}
        path="/headline-tests"
      />
      <h1>{intl.formatMessage(messages.title)}</h1>
      {body}
    </div>
  );
}
