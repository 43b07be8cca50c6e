import { createMessagesLoader } from '@tribune/shared';

/** This remote's compiled messages, one chunk per language, loaded for the tenant's language only. */
export const loadMessages = createMessagesLoader({
  en: () => import(/* webpackChunkName: "messages-en" */ './compiled/en.json'),
  nl: () => import(/* webpackChunkName: "messages-nl" */ './compiled/nl.json'),
});
