import { Navigate, Route, Routes } from 'react-router';
import { NotFoundPage, RemoteIntlProvider } from '@tribune/shared';
import { loadMessages } from '../i18n/load-messages';
import { PredictionsPage } from '../app/predictions-page';
import '../styles/football-pool.css';

/** The pages mf_football_pool owns (see the route table in @tribune/shared); paths from the site root. */
export default function FootballPoolRoutes() {
  return (
    <RemoteIntlProvider loadMessages={loadMessages}>
      <Routes>
        <Route path="football-pool" element={<Navigate to="/football-pool/predictions" replace />} />
        <Route path="football-pool/predictions" element={<PredictionsPage />} />
        {/* The route table gives this remote all of /football-pool/…: what has no page yet is not found. */}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </RemoteIntlProvider>
  );
}
