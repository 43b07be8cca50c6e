/** Social login texts (ACC-03), merged into the API's dictionary by i18n/messages.ts. Placeholders are `{name}`. */
const en = {} as const;

const nl: Record<keyof typeof en, string> = {};

export const socialLoginMessages = { en, nl };
