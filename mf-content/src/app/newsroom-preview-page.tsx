import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import {
  Alert,
  Button,
  interruptionsAttribute,
  isApiError,
  PageHead,
  sharedMessages,
  Spinner,
  useSession,
} from '@tribune/shared';
import { previewPath, usePreviewArticle } from '../features/newsroom/api/preview-article';
import { ArticleView } from './article-view';
import '../features/articles/components/article-layout.css';
import './newsroom-preview-page.css';

const messages = defineMessages({
  banner: {
    id: 'content.newsroom.preview.banner',
    defaultMessage: 'Preview — not published',
    description: 'NR-05: the banner over an article’s preview page (readers do not see this page)',
  },
  pageTitle: {
    id: 'content.newsroom.preview.page-title',
    defaultMessage: 'Article preview',
    description: 'NR-05: the browser tab’s title of the preview page before the article is there',
  },
  notAllowed: {
    id: 'content.newsroom.preview.not-allowed',
    defaultMessage: 'Log in with a newsroom account to preview articles.',
    description: 'NR-05: the preview page for someone who is not a newsroom user',
  },
  notFound: {
    id: 'content.newsroom.preview.not-found',
    defaultMessage: 'There is no such article, or it is not yours to see.',
    description: 'NR-05: the preview page of an article the user may not see (the API answered 404)',
  },
  loadFailed: {
    id: 'content.newsroom.preview.load-failed',
    defaultMessage: 'The preview could not be loaded.',
    description: 'NR-05: loading the preview failed (not a 404)',
  },
});

const titleMessage = defineMessage<{ title: string }>({
  id: 'content.newsroom.preview.title',
  defaultMessage: 'Preview: {title}',
  description: 'NR-05: the browser tab’s title of an article’s preview; {title} is the headline',
});

/** Article ids are numbers; anything else cannot be an article, so it is not asked for. */
const articleIdPattern = /^[1-9]\d{0,9}$/;

/**
 * /newsroom/article/:id/preview (issue 33, NR-05): the article exactly as a reader will see it, drawn by
 * the reader's ArticleView (its polls, embeds, numbered images and lightbox come alive as on the article
 * page) from the API's preview, which answers drafts and scheduled articles too. The session lives in
 * the browser (ACC-11) and a server render is a guest's (decision 0010), so the server renders the banner
 * and a loading state and the article comes after hydration; the page is `noindex`, and the server keeps
 * no copy of it (api/src/modules/web/get-page.ts). The editor shows this page in a frame.
 */
export function NewsroomPreviewPage() {
  const intl = useIntl();
  const session = useSession();
  const { id = '' } = useParams();
  const articleId = articleIdPattern.test(id) ? Number(id) : null;
  const mayPreview = session.isRestored && session.isLoggedIn && session.mayUseNewsroom && articleId !== null;
  const { data: article, error, mutate } = usePreviewArticle(mayPreview ? articleId : null);

  let body;
  if (!session.isRestored) {
    body = <p role="status">{intl.formatMessage(sharedMessages.loading)}</p>;
  } else if (!(session.isLoggedIn && session.mayUseNewsroom)) {
    body = (
      <Alert tone="info">
        <p>{intl.formatMessage(messages.notAllowed)}</p>
      </Alert>
    );
  } else if (article !== undefined) {
    body = (
      <div className="content-article-layout">
        <div className="content-article-page">
          <ArticleView article={article} />
        </div>
      </div>
    );
  } else if (articleId === null || isApiError(error, 404)) {
    body = (
      <Alert tone="danger">
        <p>{intl.formatMessage(messages.notFound)}</p>
      </Alert>
    );
  } else if (error !== undefined) {
    body = (
      <Alert tone="danger">
        <p className="content-alert__text">{intl.formatMessage(messages.loadFailed)}</p>
        <Button variant="secondary" onClick={() => void mutate()}>
          <FormattedMessage {...sharedMessages.retry} />
        </Button>
      </Alert>
    );
  } else {
    body = <Spinner />;
  }

  // The editor reads the article here, as a reader would, without the fans' pop-ups over it (decision 0028).
  return (
    <div className="newsroom-preview-page" {...{ [interruptionsAttribute]: 'blocked' }}>
      <PageHead
        title={
          article === undefined
            ? intl.formatMessage(messages.pageTitle)
            : intl.formatMessage(titleMessage, { title: article.title })
        }
        path={articleId === null ? undefined : previewPath(articleId)}
      />
      {/* Never for search engines (the server says so in X-Robots-Tag too). */}
      <meta name="robots" content="noindex, nofollow" />
      <p className="newsroom-preview-page__banner" role="note">
        {intl.formatMessage(messages.banner)}
      </p>
      {body}
    </div>
  );
}
