/** Site settings texts (pop-up, admin front-end code, operator settings), merged into the API's dictionary by i18n/messages.ts. Placeholders are `{name}`. */
const en = {} as const;

const nl: Record<keyof typeof en, string> = {};

export const siteSettingsMessages = { en, nl };
