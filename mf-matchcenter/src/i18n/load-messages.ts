import { createMessagesLoader } from '@tribune/shared';

/** This remote's compiled messages, one chunk per language, loaded for the tenant's language only. */
export const loadMessages = createMessagesLoader({
  en: () => import(/* webpackChunkName: "messages-en" */ './compiled/en.json'),
  nl: () => import(/* webpackChunkName: "messages-nl" */ './compiled/nl.json'),
});

/**
 * The home sidebar's messages only (src/i18n/bundles.json, written by scripts/i18n.mjs): the widget
 * is on every home page, and the whole remote's catalogue is ~3 kB gzip more (issue 10 §3).
 */
export const loadHomeSidebarMessages = createMessagesLoader({
  en: () => import(/* webpackChunkName: "messages-home-sidebar-en" */ './compiled/home-sidebar.en.json'),
  nl: () => import(/* webpackChunkName: "messages-home-sidebar-nl" */ './compiled/home-sidebar.nl.json'),
});

/**
 * Each page's messages only (bundles named after the page's chunk, src/i18n/bundles.json): a match page
 * does not download the team, player, league and match-centre pages' texts (issue 30's budget).
 */
export const pageMessages = {
  matchcenterHome: createMessagesLoader({
    en: () =>
      import(/* webpackChunkName: "messages-matchcenter-home-page-en" */ './compiled/matchcenter-home-page.en.json'),
    nl: () =>
      import(/* webpackChunkName: "messages-matchcenter-home-page-nl" */ './compiled/matchcenter-home-page.nl.json'),
  }),
  match: createMessagesLoader({
    en: () => import(/* webpackChunkName: "messages-match-page-en" */ './compiled/match-page.en.json'),
    nl: () => import(/* webpackChunkName: "messages-match-page-nl" */ './compiled/match-page.nl.json'),
  }),
  leagueRanking: createMessagesLoader({
    en: () =>
      import(/* webpackChunkName: "messages-league-ranking-page-en" */ './compiled/league-ranking-page.en.json'),
    nl: () =>
      import(/* webpackChunkName: "messages-league-ranking-page-nl" */ './compiled/league-ranking-page.nl.json'),
  }),
  team: createMessagesLoader({
    en: () => import(/* webpackChunkName: "messages-team-page-en" */ './compiled/team-page.en.json'),
    nl: () => import(/* webpackChunkName: "messages-team-page-nl" */ './compiled/team-page.nl.json'),
  }),
  player: createMessagesLoader({
    en: () => import(/* webpackChunkName: "messages-player-page-en" */ './compiled/player-page.en.json'),
    nl: () => import(/* webpackChunkName: "messages-player-page-nl" */ './compiled/player-page.nl.json'),
  }),
};
