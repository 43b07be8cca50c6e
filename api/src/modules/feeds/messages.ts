/** Feed texts, merged into the API's dictionary by i18n/messages.ts. Placeholders are `{name}`. */
const en = {
  'feeds.rssDescription': 'The latest news from {tenant}',
} as const;

const nl: Record<keyof typeof en, string> = {
  'feeds.rssDescription': 'Het laatste nieuws van {tenant}',
};

export const feedsMessages = { en, nl };
