import { lazy, type ComponentType } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import { LazyPage, NotFoundPage, RemoteIntlProvider } from '@tribune/shared';
import { pageMessages } from '../i18n/load-messages';
import '../styles/matchcenter.css';

function lazyPage<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(async () => ({ default: (await load())[name] }));
}

/**
 * The pages mf_matchcenter owns (see the route table in @tribune/shared), paths from the site root. Each
 * page is a chunk of its own (issue 30, the JavaScript budget): a match page does not download, parse and
 * run the code of the team, player, league and match-centre pages too. Each page's loader is kept beside
 * its path so the page a visitor lands on can be fetched before React asks for it (below).
 */
const pages = [
  {
    path: 'matchcenter',
    load: () => import(/* webpackChunkName: "matchcenter-home-page" */ '../app/matchcenter-home-page'),
    name: 'MatchcenterHomePage',
    messages: pageMessages.matchcenterHome,
  },
  {
    path: 'matchcenter/match/:fixtureId/:slug?',
    load: () => import(/* webpackChunkName: "match-page" */ '../app/match-page'),
    name: 'MatchPage',
    messages: pageMessages.match,
  },
  {
    path: 'matchcenter/rankings/league/:league',
    load: () => import(/* webpackChunkName: "league-ranking-page" */ '../app/league-ranking-page'),
    name: 'LeagueRankingPage',
    messages: pageMessages.leagueRanking,
  },
  {
    path: 'matchcenter/team/:teamId',
    load: () => import(/* webpackChunkName: "team-page" */ '../app/team-page'),
    name: 'TeamPage',
    messages: pageMessages.team,
  },
  {
    path: 'matchcenter/player/:playerId',
    load: () => import(/* webpackChunkName: "player-page" */ '../app/player-page'),
    name: 'PlayerPage',
    messages: pageMessages.player,
  },
] as const;

const lazyPages = pages.map((page) => ({
  path: page.path,
  Page: lazyPage(page.load as () => Promise<Record<string, ComponentType>>, page.name),
  messages: page.messages,
}));

/** The name of the page component a path of this remote shows, matched as the routes below match it. */
export function pageOfPath(pathname: string): (typeof pages)[number]['name'] | null {
  return pages.find((page) => matchPath(`/${page.path}`, pathname))?.name ?? null;
}

// In the browser, the page the visitor landed on starts loading as soon as this chunk runs, beside the
// messages, instead of when hydration reaches it: no extra round trip for the split. (Webpack loads a
// chunk once; React.lazy's own call later gets the same promise.)
if (typeof window !== 'undefined') {
  const landed = pages.find((page) => matchPath(`/${page.path}`, window.location.pathname));
  if (landed) void landed.load().catch(() => undefined);
}

/** The routes of the pages above; anything else under /matchcenter is not found. */
export default function MatchcenterRoutes() {
  return (
    <Routes>
      {lazyPages.map(({ path, Page, messages }) => (
        <Route
          key={path}
          path={path}
          element={
            // Each page brings its own texts only (src/i18n/bundles.json), loaded beside its chunk.
            <RemoteIntlProvider loadMessages={messages}>
              <LazyPage page={Page} />
            </RemoteIntlProvider>
          }
        />
      ))}
      {/* The route table gives this remote all of /matchcenter/…: what has no page yet is not found. */}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
