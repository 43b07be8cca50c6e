import type { RemoteName } from '../bootstrap/bootstrap';

/**
 * Slots: places where one remote shows a widget inside another's page (DESIGN.md step 4). Each slot's
 * props are its contract; fillers must accept exactly these.
 */
/** A slot whose fillers take no props. */
type NoProps = Record<never, never>;

export interface SlotProps {
  /** Account dialogs (login, register, reset) and session notices; rendered once by the shell. */
  'shell.account-dialogs': NoProps;
  /** The header's account entry (login/register buttons or the profile menu). */
  'header.account': NoProps;
  /** The header's notifications bell. */
  'header.notifications': NoProps;
  /**
   * Issue 26 (MD-02): the score strip at the top of the home page, above the news: the live matches,
   * else today's, else the next one with its countdown. Server-rendered with its data. Issue 27
   * (CLB-02): above the strip, the fan's club section (its match, table window, news and threads) when
   * the visitor chose a club; the filler's elements are the page grid's, each spanning the page.
   */
  'home.score-strip': NoProps;
  /** The home page's sidebar widgets. */
  'home.sidebar': NoProps;
  /** The comments section under an article or any other resource. */
  'article.comments': { resourceType: string; resourceId: string };
  /** The match thread (the comments of a fixture) under a match. */
  'match.comments': { fixtureId: string };
  /** The match prediction widget inside an article. */
  'article.match-prediction': { fixtureId: string };
  /**
   * Issue 27 (CLB-04): the compact pick of a match card or match page: "Predict: closes in 8 h" and the
   * three bets while the match's game is open, the fan's pick once locked, with the points once
   * settled; nothing for a match without a game. `kickOff` (ISO 8601) names the pool week to read, so
   * every card of a week shares one request for that week's games.
   */
  'match.pick': { fixtureId: string; kickOff: string };
  /**
   * The community parts of a public profile (/user/{username}, ACC-17, KAR-02, PRF-01), below its header:
   * `userId` is known once the page has the profile (the session's for the viewer's own page).
   */
  'user.profile': { userId: number; username: string };
  /**
   * Issue 16: the site-wide extras (SB-01 smart bar, OVL-01 promotion overlay), rendered once by the
   * shell, hydrated when the browser is idle. The smart bar is server-rendered, marked
   * `data-smart-bar="pending"` until hydrated (issue 26); the overlay is decided in the browser.
   */
  'shell.site-extras': NoProps;
  /**
   * Issue 27 (CLB-01): the offer to choose a club, rendered once by the shell in the browser only, and
   * only from the visitor's second page view on (no interruption opens on the first, decision 0028),
   * so its code is not even loaded before. The filler decides the rest (decision 0038).
   */
  'shell.club-offer': NoProps;
  /**
   * Issue 27 (CLB-02): the news about one club (decision 0040), newest first, under its own heading
   * that names the club: on the home page's "My club" section and on the team page. `limit` articles at
   * most; nothing at all when the club has no news.
   */
  'club.news': { teamId: number; clubName: string; limit: number };
  /**
   * Issue 27 (CLB-02): the fans' threads about one club, by latest activity: forum topics that name
   * it and the match threads of its matches, under their own heading; nothing when there are none.
   */
  'club.threads': { teamId: number; clubName: string; limit: number };
}

export type SlotName = keyof SlotProps;

interface SlotFiller {
  remote: RemoteName;
  expose: string;
}

/**
 * Which remote fills which slot with which expose. Static, so the shell renders only fillers of
 * remotes the tenant runs (PLT-09) without loading anything first.
 */
export const slotFillers: { readonly [Name in SlotName]: readonly SlotFiller[] } = {
  'shell.account-dialogs': [{ remote: 'mf_account', expose: './account-dialogs' }],
  'header.account': [{ remote: 'mf_account', expose: './header-account' }],
  'header.notifications': [{ remote: 'mf_community', expose: './header-notifications' }],
  'home.score-strip': [{ remote: 'mf_matchcenter', expose: './score-strip' }],
  'home.sidebar': [
    { remote: 'mf_matchcenter', expose: './home-sidebar' },
    { remote: 'mf_community', expose: './home-sidebar' },
  ],
  'article.comments': [{ remote: 'mf_community', expose: './comments-section' }],
  'match.comments': [{ remote: 'mf_community', expose: './match-thread' }],
  'article.match-prediction': [{ remote: 'mf_football_pool', expose: './match-prediction' }],
  'match.pick': [{ remote: 'mf_football_pool', expose: './match-pick' }],
  'user.profile': [
    { remote: 'mf_community', expose: './profile-community' },
    { remote: 'mf_content', expose: './user-articles' },
  ],
  'shell.site-extras': [{ remote: 'mf_content', expose: './site-extras' }],
  'shell.club-offer': [{ remote: 'mf_matchcenter', expose: './club-offer' }],
  'club.news': [{ remote: 'mf_content', expose: './club-news' }],
  'club.threads': [{ remote: 'mf_community', expose: './club-threads' }],
};
