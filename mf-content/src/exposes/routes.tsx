import { Route, Routes } from 'react-router';
import { RemoteIntlProvider } from '@tribune/shared';
import { loadMessages } from '../i18n/load-messages';
import { ArticlePage } from '../app/article-page';
import { HomePage } from '../app/home-page';
import { PageNotFound } from '../app/not-found';
import '../content.css';

/** The pages mf_content owns (see the route table in @tribune/shared). */
export default function ContentRoutes() {
  return (
    <RemoteIntlProvider loadMessages={loadMessages}>
      <Routes>
        <Route index element={<HomePage />} />
        <Route path="article/:id/:slug?" element={<ArticlePage />} />
        <Route path="*" element={<PageNotFound />} />
      </Routes>
    </RemoteIntlProvider>
  );
}
