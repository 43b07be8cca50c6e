import { Navigate, Route, Routes } from 'react-router';
import { RemoteIntlProvider } from '@tribune/shared';
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
      </Routes>
    </RemoteIntlProvider>
  );
}
