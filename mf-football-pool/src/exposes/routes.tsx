import { Route, Routes } from 'react-router';
import { NotFoundPage, RemoteIntlProvider } from '@tribune/shared';
import { loadMessages } from '../i18n/load-messages';
import { FootballPoolPage } from '../app/football-pool-page';
import { JoinLeaguePage } from '../app/join-league-page';
import { LeaguePage } from '../app/league-page';
import { PredictionsPage } from '../app/predictions-page';
import { RankingsPage } from '../app/rankings-page';
import { UserPredictionsPage } from '../app/user-predictions-page';
import '../styles/prediction-options.css';
import '../styles/football-pool.css';

/** The pages mf_football_pool owns (see the route table in @tribune/shared); paths from the site root. */
export default function FootballPoolRoutes() {
  return (
    <RemoteIntlProvider loadMessages={loadMessages}>
      <Routes>
        <Route path="football-pool" element={<FootballPoolPage />} />
        <Route path="football-pool/predictions" element={<PredictionsPage />} />
        <Route path="football-pool/rankings" element={<RankingsPage />} />
        <Route path="football-pool/user/:userId" element={<UserPredictionsPage />} />
        <Route path="football-pool/leagues/join/:code" element={<JoinLeaguePage />} />
        <Route path="football-pool/leagues/:leagueId" element={<LeaguePage />} />
        {/* The route table gives this remote all of /football-pool/…: what has no page is not found. */}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </RemoteIntlProvider>
  );
}
