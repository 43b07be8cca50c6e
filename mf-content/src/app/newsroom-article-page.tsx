import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import {
  Alert,
  interruptionsAttribute,
  PageHead,
  RemoteIntlProvider,
  sharedMessages,
  useSession,
} from '@tribune/shared';
import { ArticleEditor } from '../features/newsroom/article-editor/components/article-editor';
import { articleEditorMessages as messages } from '../features/newsroom/article-editor/components/article-editor-messages';
import { loadNewsroomMessages } from '../i18n/load-messages';
import { newsroomEditorParts } from './newsroom-editor-parts';

/**
 * /newsroom/new and /newsroom/article/:id (issue 33, NR-02, NR-04, NR-05): writing an article. The
 * session lives in the browser (ACC-11), so the server renders the loading state; a newsroom user
 * (guest author, junior editor, manager) gets the editor, anyone else a clear message (the API checks
 * again). The first save of a new article moves to its address in place, the editor kept as it is.
 */
export function NewsroomArticlePage() {
  return (
    <RemoteIntlProvider loadMessages={loadNewsroomMessages}>
      <NewsroomArticleContent />
    </RemoteIntlProvider>
  );
}

function NewsroomArticleContent() {
  const intl = useIntl();
  const session = useSession();
  const navigate = useNavigate();
  const { id } = useParams();
  const articleId = id === undefined ? null : Number(id);
  const title = intl.formatMessage(articleId === null ? messages.newTitle : messages.editTitle);
  const onCreated = useCallback(
    (created: number) => void navigate(`/newsroom/article/${created}`, { replace: true }),
    [navigate],
  );

  let body;
  if (!session.isRestored) {
    body = <p role="status">{intl.formatMessage(sharedMessages.loading)}</p>;
  } else if (!(session.isLoggedIn && session.mayUseNewsroom)) {
    body = (
      <Alert tone="info">
        <p>{intl.formatMessage(messages.notAllowed)}</p>
      </Alert>
    );
  } else if (articleId !== null && !(Number.isInteger(articleId) && articleId > 0)) {
    body = (
      <Alert tone="danger">
        <p>{intl.formatMessage(messages.loadFailed)}</p>
      </Alert>
    );
  } else {
    body = <ArticleEditor articleId={articleId} onCreated={onCreated} parts={newsroomEditorParts} />;
  }
  // A work page: the fans' pop-up, overlay and club offer wait (decision 0028).
  return (
    <div className="newsroom-article-page" {...{ [interruptionsAttribute]: 'blocked' }}>
      <PageHead
        title={title}
        description={intl.formatMessage(messages.description)}
        path={articleId === null ? '/newsroom/new' : `/newsroom/article/${articleId}`}
      />
      <h1>{title}</h1>
      {body}
    </div>
  );
}
