import { Route, Routes } from 'react-router';
import { LazyPage, RemoteIntlProvider } from '@tribune/shared';
import { loadPageMessages } from '../i18n/load-messages';
import { lazyWithMessages } from '../i18n/lazy-with-messages';
import { ArticlePage } from '../app/article-page';
import { HomePage } from '../app/home-page';
import { PageNotFound } from '../app/not-found';
import '../content.css';

/** A page of its own chunk, loaded when its route is first shown, with the whole message catalogue. */
const lazyPage = lazyWithMessages;

// The list pages are chunks of their own (issue 15, "JavaScript budget"): the home and article pages,
// which are at their limits, carry none of their code.
const TagPage = lazyPage(() => import(/* webpackChunkName: "tag-page" */ '../app/tag-page'), 'TagPage');
const SearchPage = lazyPage(() => import(/* webpackChunkName: "search-page" */ '../app/search-page'), 'SearchPage');
const MostReadPage = lazyPage(
  () => import(/* webpackChunkName: "most-read-page" */ '../app/most-read-page'),
  'MostReadPage',
);
const BioPage = lazyPage(() => import(/* webpackChunkName: "bio-page" */ '../app/bio-page'), 'BioPage');
const NetBinnenPage = lazyPage(
  () => import(/* webpackChunkName: "net-binnen-page" */ '../app/net-binnen-page'),
  'NetBinnenPage',
);

const CollectionsPage = lazyPage(
  () => import(/* webpackChunkName: "collections-page" */ '../app/collections-page'),
  'CollectionsPage',
);
const CollectionPage = lazyPage(
  () => import(/* webpackChunkName: "collection-page" */ '../app/collection-page'),
  'CollectionPage',
);
const HeadlineTestsPage = lazyPage(
  () => import(/* webpackChunkName: "headline-tests-page" */ '../app/headline-tests-page'),
  'HeadlineTestsPage',
);
const NewsroomPage = lazyPage(
  () => import(/* webpackChunkName: "newsroom-page" */ '../app/newsroom-page'),
  'NewsroomPage',
);
const NewsroomArticlePage = lazyPage(
  () => import(/* webpackChunkName: "newsroom-article-page" */ '../app/newsroom-article-page'),
  'NewsroomArticlePage',
);
const NewsroomPreviewPage = lazyPage(
  () => import(/* webpackChunkName: "newsroom-preview-page" */ '../app/newsroom-preview-page'),
  'NewsroomPreviewPage',
);
const SmartBarPage = lazyPage(
  () => import(/* webpackChunkName: "smart-bar-page" */ '../app/smart-bar-page'),
  'SmartBarPage',
);

/** The pages mf_content owns (see the route table in @tribune/shared). */
export default function ContentRoutes() {
  return (
    <RemoteIntlProvider loadMessages={loadPageMessages}>
      <Routes>
        <Route index element={<HomePage />} />
        <Route path="article/:id/:slug?" element={<ArticlePage />} />
        <Route path="tag/:slug" element={<LazyPage page={TagPage} />} />
        <Route path="search" element={<LazyPage page={SearchPage} />} />
        <Route path="most-read" element={<LazyPage page={MostReadPage} />} />
        <Route path="bio" element={<LazyPage page={BioPage} />} />
        <Route path="net-binnen" element={<LazyPage page={NetBinnenPage} />} />
        <Route path="collection" element={<LazyPage page={CollectionsPage} />} />
        <Route path="collection/:id" element={<LazyPage page={CollectionPage} />} />
        <Route path="headline-tests" element={<LazyPage page={HeadlineTestsPage} />} />
        <Route path="smart-bar" element={<LazyPage page={SmartBarPage} />} />
        <Route path="newsroom" element={<LazyPage page={NewsroomPage} />} />
        <Route path="newsroom/new" element={<LazyPage page={NewsroomArticlePage} />} />
        <Route path="newsroom/article/:id" element={<LazyPage page={NewsroomArticlePage} />} />
        <Route path="newsroom/article/:id/preview" element={<LazyPage page={NewsroomPreviewPage} />} />
        <Route path="*" element={<PageNotFound />} />
      </Routes>
    </RemoteIntlProvider>
  );
}
