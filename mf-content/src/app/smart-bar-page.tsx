import { useIntl } from 'react-intl';
import { SmartBarEditor } from '../features/smart-bar/components/smart-bar-editor';
import { smartBarEditorMessages as messages } from '../features/smart-bar/components/smart-bar-editor-messages';
import { EditorsPage } from './editors-page';

/** /smart-bar (SB-01): the editors' page that sets the announcement bar at the bottom of every page. */
export function SmartBarPage() {
  const intl = useIntl();
  return (
    <EditorsPage
      className="smart-bar-editor"
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
      path="/smart-bar"
      editorsOnly={intl.formatMessage(messages.editorsOnly)}
    >
      <SmartBarEditor />
    </EditorsPage>
  );
}
