import { useIntl } from 'react-intl';
import { RemoteIntlProvider } from '@tribune/shared';
import { NewsroomList } from '../features/newsroom/list/components/newsroom-list';
import { newsroomListMessages as messages } from '../features/newsroom/list/components/newsroom-list-messages';
import { loadNewsroomMessages } from '../i18n/load-messages';
import { EditorsPage } from './editors-page';

/**
 * /newsroom (issue 33, NR-01): the newsroom's list of articles, for guest authors, junior editors and
 * managers. Its texts are the lazy "newsroom" bundle, so they come with this page only.
 */
export function NewsroomPage() {
  return (
    <RemoteIntlProvider loadMessages={loadNewsroomMessages}>
      <NewsroomListPage />
    </RemoteIntlProvider>
  );
}

function NewsroomListPage() {
  const intl = useIntl();
  return (
    <EditorsPage
      className="newsroom-page"
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
      path="/newsroom"
      editorsOnly={intl.formatMessage(messages.notForYou)}
      mayView={(session) => session.mayUseNewsroom}
    >
      <NewsroomList />
    </EditorsPage>
  );
}
