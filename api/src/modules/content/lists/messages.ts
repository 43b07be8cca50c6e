/** Texts of ART-03..ART-08: lists, tags, the guest section, merged by i18n/messages.ts. Keys start with 'lists.'. */
const en = {} as const;

const nl: Record<keyof typeof en, string> = {};

export const listsMessages = { en, nl };
