import { Route, Routes } from 'react-router';
import { NotFoundPage, RemoteIntlProvider } from '@tribune/shared';
import { loadMessages } from '../i18n/load-messages';
import { MatchcenterHomePage } from '../app/matchcenter-home-page';
import { MatchPage } from '../features/match-page/components/match-page';
import { TeamPage } from '../features/team-page/components/team-page';
import { PlayerPage } from '../features/player-page/components/player-page';
import { LeagueRankingPage } from '../features/rankings/components/league-ranking-page';
import '../styles/matchcenter.css';

/** The pages mf_matchcenter owns (see the route table in @tribune/shared); paths from the site root. */
export default function MatchcenterRoutes() {
  return (
    <RemoteIntlProvider loadMessages={loadMessages}>
      <Routes>
        <Route path="matchcenter" element={<MatchcenterHomePage />} />
        <Route path="matchcenter/match/:fixtureId/:slug?" element={<MatchPage />} />
        <Route path="matchcenter/rankings/league/:league" element={<LeagueRankingPage />} />
        <Route path="matchcenter/team/:teamId" element={<TeamPage />} />
        <Route path="matchcenter/player/:playerId" element={<PlayerPage />} />
        {/* The route table gives this remote all of /matchcenter/…: what has no page yet is not found. */}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </RemoteIntlProvider>
  );
}
