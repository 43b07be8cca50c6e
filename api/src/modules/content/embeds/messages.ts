/** Texts of EMB-01: embeds, merged by i18n/messages.ts. Keys start with 'embeds.'. */
const en = {
  'embeds.notTwitterUrl': 'This is not a link to a post or a profile on X (Twitter).',
  'embeds.notFound': 'This post is not available: it may have been removed or made private.',
  'embeds.providerFailed': '{provider} could not be reached. Try again later.',
} as const;

const nl: Record<keyof typeof en, string> = {
  'embeds.notTwitterUrl': 'Dit is geen link naar een bericht of profiel op X (Twitter).',
  'embeds.notFound': 'Dit bericht is niet beschikbaar: het is misschien verwijderd of afgeschermd.',
  'embeds.providerFailed': '{provider} is niet bereikbaar. Probeer het later nog eens.',
};

export const embedsMessages = { en, nl };
