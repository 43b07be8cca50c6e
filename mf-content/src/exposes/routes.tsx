import { Route, Routes } from 'react-router';
import { RemoteIntlProvider } from '@tribune/shared';
import { loadMessages } from '../i18n/load-messages';
import { HomePage } from '../app/home-page';

/** The pages mf_content owns (see the route table in @tribune/shared). */
export default function ContentRoutes() {
  return (
    <RemoteIntlProvider loadMessages={loadMessages}>
      <Routes>
        <Route index element={<HomePage />} />
      </Routes>
    </RemoteIntlProvider>
  );
}
