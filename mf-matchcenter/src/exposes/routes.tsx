import { Route, Routes } from 'react-router';
import { NotFoundPage, RemoteIntlProvider } from '@tribune/shared';
import { loadMessages } from '../i18n/load-messages';
import { MatchcenterHomePage } from '../app/matchcenter-home-page';
import '../styles/matchcenter.css';

/** The pages mf_matchcenter owns (see the route table in @tribune/shared); paths from the site root. */
export default function MatchcenterRoutes() {
  return (
    <RemoteIntlProvider loadMessages={loadMessages}>
      <Routes>
        <Route path="matchcenter" element={<MatchcenterHomePage />} />
        {/* The route table gives this remote all of /matchcenter/…: what has no page yet is not found. */}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </RemoteIntlProvider>
  );
}
