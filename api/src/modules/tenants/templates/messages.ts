/** Texts of PLT-04's template files (operator API), merged by i18n/messages.ts. Keys start with 'templates.'. */
const en = {
  'templates.badSource': 'The template cannot be read: {reason}',
  'templates.notFound': 'The tenant has no template file {name}.',
} as const;

const nl: Record<keyof typeof en, string> = {
  'templates.badSource': 'Het sjabloon is niet te lezen: {reason}',
  'templates.notFound': 'De site heeft geen sjabloonbestand {name}.',
};

export const tenantTemplatesMessages = { en, nl };
