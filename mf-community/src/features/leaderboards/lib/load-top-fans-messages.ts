import { createMessagesLoader } from '@tribune/shared';

/**
 * The top fans' own messages (`home-top-fans` in src/i18n/bundles.json, written by scripts/i18n.mjs):
 * they come with the widget's lazily loaded chunk, so the home page's first load carries none of them.
 */
export const loadTopFansMessages = createMessagesLoader({
  en: () => import(/* webpackChunkName: "messages-home-top-fans-en" */ '../../../i18n/compiled/home-top-fans.en.json'),
  nl: () => import(/* webpackChunkName: "messages-home-top-fans-nl" */ '../../../i18n/compiled/home-top-fans.nl.json'),
});
