import { Suspense } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { useLocation, useParams } from 'react-router';
import {
  Alert,
  Button,
  HydrateWhen,
  isApiError,
  PageRedirect,
  sharedMessages,
  Slot,
  Spinner,
  useSession,
} from '@tribune/shared';
import { AdSlot } from '../features/ads/components/ad-slot';
import { useArticle } from '../features/articles/api/get-article';
import { ArticleView } from './article-view';
import { RelatedArticles } from '../features/articles/components/related-articles';
import { ArticleHead } from '../features/articles/components/article-head';
import { useRecordVisit } from '../features/visits/hooks/use-record-visit';
import { ArticleGone, ArticleNotFound } from './not-found';
import '../features/articles/components/article-layout.css';
import { lazyWithMessages } from '../i18n/lazy-with-messages';

// Everything the page adds to an article is a chunk of its own, fetched only for an article that has
// it, or when a reader nears it or reaches for it: the article page is at its JavaScript limit
// (e2e/tests/javascript-budget.spec.ts), and a plain article loads none of this.
const LiveBlog = lazyWithMessages(() => import('../features/liveblog/components/live-blog'), 'LiveBlog');
const ArticlePollEditor = lazyWithMessages(() => import('./article-poll-editor'), 'ArticlePollEditor');
const ArticleReactions = lazyWithMessages(() => import('./article-reactions'), 'ArticleReactions');
const ContentSidebar = lazyWithMessages(() => import('../features/lists/components/content-sidebar'), 'ContentSidebar');
const MoreOnTag = lazyWithMessages(() => import('../features/lists/components/more-on-tag'), 'MoreOnTag');
const GuestSection = lazyWithMessages(() => import('../features/lists/components/guest-section'), 'GuestSection');

/** The slug of a tag page address (`/tag/{slug}`), or null for any other address. */
function tagSlugOf(url: string): string | null {
  const slug = /^\/tag\/([^/?#]+)$/.exec(url)?.[1];
  return slug === undefined ? null : decodeURIComponent(slug);
}

const messages = defineMessages({
  loadFailed: {
    id: 'content.article.load-failed',
    defaultMessage: 'The article could not be loaded.',
    description: 'Article page: loading the article failed (not a 404)',
  },
});

/** Whether two paths name the same page, whichever characters either has percent-encoded. */
function isSamePath(a: string, b: string): boolean {
  const decoded = (path: string) => {
    try {
      return decodeURI(path);
    } catch {
      return path;
    }
  };
  return decoded(a) === decoded(b);
}

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
  const { isLoggedIn, isManager } = useSession();
  const { pathname } = useLocation();
  // One address per article (issue 30): under another slug, the page says where it lives (a 301 from
  // the server) and records no visit here.
  const misplaced = article !== undefined && !isSamePath(pathname, article.url);
  useRecordVisit(article && !misplaced ? article.id : null);

  if (misplaced) return <PageRedirect to={article.url} />;
  if (!article) {
    if (isApiError(error, 404)) return <ArticleNotFound />;
    if (isApiError(error, 410)) return <ArticleGone />;
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
  const tagSlug = tagSlugOf(article.primary_tag.url);
  return (
    <div className="content-article-layout">
      <div className="content-article-page">
        <ArticleHead article={article} />
        <ArticleView article={article} />
        {/* LB-01: a live blog is live from the start (real-time entries), so its code comes with it. */}
        {article.liveblog_id != null ? (
          <Suspense fallback={null}>
            <LiveBlog articleId={article.id} liveblogId={article.liveblog_id} />
          </Suspense>
        ) : null}
        {/* POL-01: editors write polls into the article from the page; no one else loads the editor. */}
        {isManager ? (
          <Suspense fallback={null}>
            <ArticlePollEditor content={article.content} />
          </Suspense>
        ) : null}
        {/* ART-01: the push alert (when the article carried a web push) and the claps, server-rendered;
            their code comes when a reader reaches for them, and that first click is kept. */}
        <HydrateWhen interaction>
          <ArticleReactions articleId={article.id} webPush={article.web_push === 1} />
        </HydrateWhen>
        {/* ADS-01: below the article; its size is kept from the server's render on. */}
        <AdSlot slug="article-bottom" />
        {/* FP-06: an article about a match carries the prediction widget. Its code loads only as a reader
            nears it (not when the browser idles): most readers never reach the end of an article. */}
        {article.fixture_id != null ? (
          <HydrateWhen near="400px" className="content-article-page__prediction">
            <Slot name="article.match-prediction" fixtureId={String(article.fixture_id)} />
          </HydrateWhen>
        ) : null}
        <RelatedArticles articleId={id} />
        {tagSlug !== null ? (
          <HydrateWhen near="400px">
            <MoreOnTag slug={tagSlug} title={article.primary_tag.title} articleId={article.id} />
          </HydrateWhen>
        ) : null}
        {/* ART-08: for guests only (the server renders a guest's page; a session takes it away). */}
        {isLoggedIn ? null : (
          <HydrateWhen near="400px">
            <GuestSection />
          </HydrateWhen>
        )}
        {/* CMT-01: the comments' code loads only as a reader nears them; the wrapper keeps the #comments
            anchor of deep links (CMT-02) on the page from the start. */}
        <div id="comments" className="content-article-page__comments">
          <HydrateWhen near="400px">
            <Slot name="article.comments" resourceType="article" resourceId={String(article.id)} />
          </HydrateWhen>
        </div>
      </div>
      {/* ART-05: beside the article from 1024 px, under it below; server-rendered, its code comes when a
          reader reaches for it (a load-more button). */}
      <HydrateWhen interaction>
        <ContentSidebar />
      </HydrateWhen>
    </div>
  );
}
