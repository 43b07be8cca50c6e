import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { LazyPage, NotFoundPage, RemoteIntlProvider } from '@tribune/shared';
import { loadMessages } from '../i18n/load-messages';
import '../styles/matchcenter.css';

/**
 * Each page is a chunk of its own (issue 30, the JavaScript budget): a match page does not download,
 * parse and run the code of the team, player, league and match-centre pages too. The loaders are named
 * so the page a visitor lands on can be fetched before React asks for it (below).
 */
const pageLoaders = {
  home: () => import(/* webpackChunkName: "matchcenter-home-page" */ '../app/matchcenter-home-page'),
  match: () => import(/* webpackChunkName: "match-page" */ '../features/match-page/components/match-page'),
  ranking: () =>
    import(/* webpackChunkName: "league-ranking-page" */ '../features/rankings/components/league-ranking-page'),
  team: () => import(/* webpackChunkName: "team-page" */ '../features/team-page/components/team-page'),
  player: () => import(/* webpackChunkName: "player-page" */ '../features/player-page/components/player-page'),
};
type PageName = keyof typeof pageLoaders;

function lazyPage<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const MatchcenterHomePage = lazyPage(pageLoaders.home, 'MatchcenterHomePage');
const MatchPage = lazyPage(pageLoaders.match, 'MatchPage');
const LeagueRankingPage = lazyPage(pageLoaders.ranking, 'LeagueRankingPage');
const TeamPage = lazyPage(pageLoaders.team, 'TeamPage');
const PlayerPage = lazyPage(pageLoaders.player, 'PlayerPage');

/** Which page a path of this remote shows (the same paths as the routes below), or null. */
export function pageOfPath(pathname: string): PageName | null {
  if (/^\/matchcenter\/?$/.test(pathname)) return 'home';
  if (/^\/matchcenter\/match\/[^/]+(\/[^/]*)?\/?$/.test(pathname)) return 'match';
  if (/^\/matchcenter\/rankings\/league\/[^/]+\/?$/.test(pathname)) return 'ranking';
  if (/^\/matchcenter\/team\/[^/]+\/?$/.test(pathname)) return 'team';
  if (/^\/matchcenter\/player\/[^/]+\/?$/.test(pathname)) return 'player';
  return null;
}

// In the browser, the page the visitor landed on starts loading as soon as this chunk runs, beside the
// messages, instead of when hydration reaches it: no extra round trip for the split. (Webpack loads a
// chunk once; React.lazy's own call later gets the same promise.)
if (typeof window !== 'undefined') {
  const landed = pageOfPath(window.location.pathname);
  if (landed) void pageLoaders[landed]().catch(() => undefined);
}

/** The pages mf_matchcenter owns (see the route table in @tribune/shared); paths from the site root. */
export default function MatchcenterRoutes() {
  return (
    <RemoteIntlProvider loadMessages={loadMessages}>
      <Routes>
        <Route path="matchcenter" element={<LazyPage page={MatchcenterHomePage} />} />
        <Route path="matchcenter/match/:fixtureId/:slug?" element={<LazyPage page={MatchPage} />} />
        <Route path="matchcenter/rankings/league/:league" element={<LazyPage page={LeagueRankingPage} />} />
        <Route path="matchcenter/team/:teamId" element={<LazyPage page={TeamPage} />} />
        <Route path="matchcenter/player/:playerId" element={<LazyPage page={PlayerPage} />} />
        {/* The route table gives this remote all of /matchcenter/…: what has no page yet is not found. */}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </RemoteIntlProvider>
  );
}
