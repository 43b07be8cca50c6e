import { createMessagesLoader } from '@tribune/shared';

/** This remote's compiled messages, one chunk per language, loaded for the tenant's language only. */
export const loadMessages = createMessagesLoader({
  en: () => import(/* webpackChunkName: "messages-en" */ './compiled/en.json'),
  nl: () => import(/* webpackChunkName: "messages-nl" */ './compiled/nl.json'),
});

/**
 * The article widget's messages only (src/i18n/bundles.json, written by scripts/i18n.mjs): it loads on
 * article pages, which need none of the pool's pages' strings.
 */
export const loadMatchPredictionMessages = createMessagesLoader({
  en: () => import(/* webpackChunkName: "messages-match-prediction-en" */ './compiled/match-prediction.en.json'),
  nl: () => import(/* webpackChunkName: "messages-match-prediction-nl" */ './compiled/match-prediction.nl.json'),
});

/** The match card's pick's messages only (CLB-04): match-centre pages need none of the pool's pages' strings. */
export const loadMatchPickMessages = createMessagesLoader({
  en: () => import(/* webpackChunkName: "messages-match-pick-en" */ './compiled/match-pick.en.json'),
  nl: () => import(/* webpackChunkName: "messages-match-pick-nl" */ './compiled/match-pick.nl.json'),
});
