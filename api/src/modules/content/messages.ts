/** Content texts (ART-*) that the API puts into what it sends, merged into the API's dictionary by i18n/messages.ts. */
const en = {
  // The accessible name of a YouTube player in an article body that has no title of its own; the same
  // text as mf-content's `content.article.video`, which the page used when it sanitized bodies itself.
  'content.article.video': 'Video',
  'content.article.removed': 'This article has been removed.',
} as const;

const nl: Record<keyof typeof en, string> = {
  'content.article.video': 'Video',
  'content.article.removed': 'Dit artikel is verwijderd.',
};

export const contentMessages = { en, nl };
