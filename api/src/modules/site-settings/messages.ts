/** Site settings texts (pop-up, admin front-end code, operator settings), merged into the API's dictionary by i18n/messages.ts. Placeholders are `{name}`. */
const en = {
  'siteSettings.adminOnly': 'This is only available to the site’s administrators.',
} as const;

const nl: Record<keyof typeof en, string> = {
  'siteSettings.adminOnly': 'Dit is alleen beschikbaar voor de beheerders van de site.',
};

export const siteSettingsMessages = { en, nl };
