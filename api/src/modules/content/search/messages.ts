/** Texts of ART-04: search, merged by i18n/messages.ts. Keys start with 'search.'. */
const en = {} as const;

const nl: Record<keyof typeof en, string> = {};

export const searchMessages = { en, nl };
