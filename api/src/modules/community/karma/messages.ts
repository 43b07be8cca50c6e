/** Texts of Leaderboards, karma and profile comments (COM-01, KAR-*, PRF-01), merged by i18n/messages.ts. */
const en = {};

const nl: Record<keyof typeof en, string> = {};

export const karmaMessages = { en, nl };
