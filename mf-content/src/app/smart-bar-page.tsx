import { useIntl } from 'react-intl';
import { Alert, PageHead, sharedMessages, useSession } from '@tribune/shared';
import { SmartBarEditor } from '../features/smart-bar/components/smart-bar-editor';
import { smartBarEditorMessages as messages } from '../features/smart-bar/components/smart-bar-editor-messages';

/**
 * /smart-bar (SB-01): the editors' page that sets the announcement bar at the bottom of every page. The
 * session lives in the browser (ACC-11), so the server renders the loading state; once it is known, an
 * editor (the manager flag) gets the form and anyone else a clear message. The API checks the role again.
 */
export function SmartBarPage() {
  const intl = useIntl();
  const session = useSession();
  const editor = session.isLoggedIn && session.isManager;
  let body;
  if (!session.isRestored) {
    body = (
      <p role="status" className="smart-bar-editor__loading">
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
    body = <SmartBarEditor />;
  }
  return (
    <div className="smart-bar-editor">
      <PageHead
        title={intl.formatMessage(messages.title)}
        description={intl.formatMessage(messages.description)}
        path="/smart-bar"
      />
      <h1>{intl.formatMessage(messages.title)}</h1>
      {body}
    </div>
  );
}
