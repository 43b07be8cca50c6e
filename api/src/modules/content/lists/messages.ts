/** Texts of ART-03..ART-08: lists, tags, the guest section, merged by i18n/messages.ts. Keys start with 'lists.'. */
const en = {
  'lists.unknownTag': 'Unknown tag.',
  'lists.unknownScope': 'Unknown list.',
  'lists.invalidKinds': 'The exclude_types field may only name news, photo_report and bio, separated by commas.',
  // The lists' labels, in the tenant's language (`by_translation`, `comments_translation`, the HTML lists).
  'lists.label.by': 'by',
  'lists.label.comments': 'comments',
  'lists.label.oneComment': '1 comment',
  'lists.label.manyComments': '{count} comments',
  'lists.label.photoReport': 'Photo report',
  'lists.label.sticky': 'Featured',
  // ART-08: the invitation logged-out visitors see.
  'lists.guest.title': 'Join {site}',
  // The prediction game is named only on a tenant that runs it (issue 26).
  'lists.guest.text':
    'With a free account you can comment on articles, like the comments of other fans and vote in polls.',
  'lists.guest.textWithPredictions':
    'With a free account you can comment on articles, like the comments of other fans, vote in polls and predict the scores.',
  'lists.guest.login': 'Log in',
  'lists.guest.register': 'Create an account',
  'lists.guest.or': 'or',
} as const;

const nl: Record<keyof typeof en, string> = {
  'lists.unknownTag': 'Onbekende tag.',
  'lists.unknownScope': 'Onbekende lijst.',
  'lists.invalidKinds': 'Het veld exclude_types mag alleen news, photo_report en bio noemen, gescheiden door komma’s.',
  'lists.label.by': 'door',
  'lists.label.comments': 'reacties',
  'lists.label.oneComment': '1 reactie',
  'lists.label.manyComments': '{count} reacties',
  'lists.label.photoReport': 'Fotoreportage',
  'lists.label.sticky': 'Uitgelicht',
  'lists.guest.title': 'Word lid van {site}',
  'lists.guest.text':
    'Met een gratis account reageer je op artikelen, like je de reacties van andere fans en stem je in polls.',
  'lists.guest.textWithPredictions':
    'Met een gratis account reageer je op artikelen, like je de reacties van andere fans, stem je in polls en voorspel je de uitslagen.',
  'lists.guest.login': 'Inloggen',
  'lists.guest.register': 'Account aanmaken',
  'lists.guest.or': 'of',
};

export const listsMessages = { en, nl };
