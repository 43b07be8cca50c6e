/** Texts of POL-01: polls, merged by i18n/messages.ts. Keys start with 'polls.'. */
const en = {} as const;

const nl: Record<keyof typeof en, string> = {};

export const pollsMessages = { en, nl };
