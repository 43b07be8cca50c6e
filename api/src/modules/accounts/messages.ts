/** Self-service account texts (password reset, profile, e-mail change, avatar, deletion, layout), merged into the API's dictionary by i18n/messages.ts. Placeholders are `{name}`. */
const en = {} as const;

const nl: Record<keyof typeof en, string> = {};

export const selfServiceMessages = { en, nl };
