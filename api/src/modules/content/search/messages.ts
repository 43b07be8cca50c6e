/** Texts of ART-04: search, merged by i18n/messages.ts. Keys start with 'search.'. */
const en = {
  'search.queryRequired': 'Type what you are looking for.',
  'search.queryTooLong': 'A search may be at most {max} characters long.',
} as const;

const nl: Record<keyof typeof en, string> = {
  'search.queryRequired': 'Typ waar je naar zoekt.',
  'search.queryTooLong': 'Een zoekopdracht mag hoogstens {max} tekens lang zijn.',
};

export const searchMessages = { en, nl };
