/** Texts of LB-01: live blogs, merged by i18n/messages.ts. Keys start with 'liveblog.'. */
const en = {} as const;

const nl: Record<keyof typeof en, string> = {};

export const liveblogMessages = { en, nl };
