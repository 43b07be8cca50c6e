import { defineMessages, FormattedMessage } from 'react-intl';
import { useParams } from 'react-router';
import { Alert, Button, HydrateWhen, isApiError, sharedMessages, Slot, Spinner } from '@tribune/shared';
import { useArticle } from '../features/articles/api/get-article';
import { ArticleView } from '../features/articles/components/article-view';
import { RelatedArticles } from '../features/articles/components/related-articles';
import { ArticleHead } from '../features/articles/components/article-head';
import { useRecordVisit } from '../features/visits/hooks/use-record-visit';
import { ArticleNotFound } from './not-found';

const messages = defineMessages({
  loadFailed: {
    id: 'content.article.load-failed',
    defaultMessage: 'The article could not be loaded.',
    description: 'Article page: loading the article failed (not a 404)',
  },
});

/** Article ids are numbers; anything else cannot be an article, so it is not asked for. */
const articleIdPattern = /^\d+$/;

/** /article/:id/:slug? (ART-01). */
export function ArticlePage() {
  const { id = '' } = useParams();
  if (!articleIdPattern.test(id)) return <ArticleNotFound />;
  return <ArticleContent key={id} id={id} />;
}

function ArticleContent({ id }: { id: string }) {
  const { data: article, error, mutate } = useArticle(id);
  useRecordVisit(article ? article.id : null);

  if (!article) {
    if (isApiError(error, 404)) return <ArticleNotFound />;
    if (error !== undefined) {
      return (
        <Alert tone="danger">
          <p className="content-alert__text">
            <FormattedMessage {...messages.loadFailed} />
          </p>
          <Button variant="secondary" onClick={() => void mutate()}>
            <FormattedMessage {...sharedMessages.retry} />
          </Button>
        </Alert>
      );
    }
    return <Spinner />;
  }
  return (
    <div className="content-article-page">
      <ArticleHead article={article} />
      <ArticleView article={article} />
      {/* FP-06: an article about a match carries the prediction widget. Its code loads only as a reader
          nears it (not when the browser idles): most readers never reach the end of an article. */}
      {article.fixture_id != null ? (
        <HydrateWhen near="400px" className="content-article-page__prediction">
          <Slot name="article.match-prediction" fixtureId={String(article.fixture_id)} />
        </HydrateWhen>
      ) : null}
      <RelatedArticles articleId={id} />
      {/* CMT-01: the comments' code loads only as a reader nears them; the wrapper keeps the #comments
          anchor of deep links (CMT-02) on the page from the start. */}
      <div id="comments" className="content-article-page__comments">
        <HydrateWhen near="400px">
          <Slot name="article.comments" resourceType="article" resourceId={String(article.id)} />
        </HydrateWhen>
      </div>
    </div>
  );
}
