import { createMessagesLoader } from '@tribune/shared';

/** This remote's compiled messages, one chunk per language, loaded for the tenant's language only. */
export const loadMessages = createMessagesLoader({
  en: () => import(/* webpackChunkName: "messages-en" */ './compiled/en.json'),
  nl: () => import(/* webpackChunkName: "messages-nl" */ './compiled/nl.json'),
});

/**
 * The home sidebar's messages only (src/i18n/bundles.json, written by scripts/i18n.mjs): the widget is
 * on every home page, and the whole remote's catalogue (comments, notifications, moderation) is not.
 */
export const loadHomeSidebarMessages = createMessagesLoader({
  en: () => import(/* webpackChunkName: "messages-home-sidebar-en" */ './compiled/home-sidebar.en.json'),
  nl: () => import(/* webpackChunkName: "messages-home-sidebar-nl" */ './compiled/home-sidebar.nl.json'),
});

/**
 * A club's threads (CLB-02, bundle "club-threads"): the slot shows on the home page of a fan with a club
 * and on the team page, which load none of this remote's pages, so it brings its own few texts.
 */
export const loadClubThreadsMessages = createMessagesLoader({
  en: () => import(/* webpackChunkName: "messages-club-threads-en" */ './compiled/club-threads.en.json'),
  nl: () => import(/* webpackChunkName: "messages-club-threads-nl" */ './compiled/club-threads.nl.json'),
});

/**
 * The comments' messages only (bundle "comments", from the match thread's expose, whose imports hold the
 * comments section's and the thread's title): a match or an article page shows its comments without the
 * rest of this remote's catalogue (notifications, moderation, the forum, the leaderboards; issue 30).
 */
export const loadCommentsMessages = createMessagesLoader({
  en: () => import(/* webpackChunkName: "messages-comments-en" */ './compiled/comments.en.json'),
  nl: () => import(/* webpackChunkName: "messages-comments-nl" */ './compiled/comments.nl.json'),
});
