/** Texts of the favourite team (MC-11), merged into the API's dictionary by i18n/messages.ts. */
const en = {
  'favouriteTeam.unknownTeam': 'There is no club with this id. Pick a club from the list.',
} as const;

const nl: Record<keyof typeof en, string> = {
  'favouriteTeam.unknownTeam': 'Er is geen club met dit id. Kies een club uit de lijst.',
};

export const favouriteTeamMessages = { en, nl };
