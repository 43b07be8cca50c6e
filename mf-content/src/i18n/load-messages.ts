import { createMessagesLoader } from '@tribune/shared';

/** This remote's compiled messages, one chunk per language, loaded for the tenant's language only. */
export const loadMessages = createMessagesLoader({
  en: () => import(/* webpackChunkName: "messages-en" */ './compiled/en.json'),
  nl: () => import(/* webpackChunkName: "messages-nl" */ './compiled/nl.json'),
});

/**
 * The messages of what the routes expose imports up front (src/i18n/bundles.json, written by
 * scripts/i18n.mjs): the home and article pages. Everything the pages load lazily (live blogs, polls,
 * embeds, the list pages…) brings the whole catalogue with it (`lazyWithMessages`), so the two pages at
 * their JavaScript limits do not carry the texts of features most of their readers never see.
 */
export const loadPageMessages = createMessagesLoader({
  en: () => import(/* webpackChunkName: "messages-pages-en" */ './compiled/pages.en.json'),
  nl: () => import(/* webpackChunkName: "messages-pages-nl" */ './compiled/pages.nl.json'),
});

/**
 * The texts of the site-wide extras (SB-01 smart bar, OVL-01 overlay; bundle "site-extras"): they show
 * on any page of the site, so they bring only their own few texts.
 */
export const loadSiteExtrasMessages = createMessagesLoader({
  en: () => import(/* webpackChunkName: "messages-site-extras-en" */ './compiled/site-extras.en.json'),
  nl: () => import(/* webpackChunkName: "messages-site-extras-nl" */ './compiled/site-extras.nl.json'),
});

/**
 * The heading of a club's news (CLB-02, bundle "club-news"): it shows on the match centre's team page,
 * which loads no other messages of this remote, and on the home page, which loads only the pages' few;
 * so it brings its one text, not the whole catalogue.
 */
export const loadClubNewsMessages = createMessagesLoader({
  en: () => import(/* webpackChunkName: "messages-club-news-en" */ './compiled/club-news.en.json'),
  nl: () => import(/* webpackChunkName: "messages-club-news-nl" */ './compiled/club-news.nl.json'),
});

/**
 * The newsroom's texts (issue 33, bundle "newsroom" of src/i18n/lazy-bundles.json): only editors load
 * them, with the newsroom's chunks, so no reader's page carries them in the catalogue.
 */
export const loadNewsroomMessages = createMessagesLoader({
  en: () => import(/* webpackChunkName: "messages-newsroom-en" */ './compiled/newsroom.en.json'),
  nl: () => import(/* webpackChunkName: "messages-newsroom-nl" */ './compiled/newsroom.nl.json'),
});
