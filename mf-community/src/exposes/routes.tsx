import { Route, Routes } from 'react-router';
import { RemoteIntlProvider } from '@tribune/shared';
import { loadMessages } from '../i18n/load-messages';
import { CommunityPage } from '../app/community-page';
import '../styles/community.css';

/** The pages mf_community owns (see the route table in @tribune/shared); paths from the site root. */
export default function CommunityRoutes() {
  return (
    <RemoteIntlProvider loadMessages={loadMessages}>
      <Routes>
        <Route path="community" element={<CommunityPage />} />
      </Routes>
    </RemoteIntlProvider>
  );
}
