/** Texts of The forum (FRM-*), merged by i18n/messages.ts. */
const en = {};

const nl: Record<keyof typeof en, string> = {};

export const forumMessages = { en, nl };
