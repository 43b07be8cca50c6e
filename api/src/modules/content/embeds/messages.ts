/** Texts of EMB-01: embeds, merged by i18n/messages.ts. Keys start with 'embeds.'. */
const en = {} as const;

const nl: Record<keyof typeof en, string> = {};

export const embedsMessages = { en, nl };
