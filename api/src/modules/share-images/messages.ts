/**
 * Texts drawn into share images (CLB-05), merged into the API's dictionary by i18n/messages.ts. An image
 * is drawn in its tenant's language, never the requester's: a crawler's Accept-Language says nothing
 * about the fans who will see the card.
 */
const en = {
  'shareImages.kickOff': 'Kick-off',
  'shareImages.live': 'Live',
  'shareImages.halfTime': 'Half-time',
  'shareImages.fullTime': 'Full time',
  'shareImages.postponed': 'Postponed',
  'shareImages.cancelled': 'Cancelled',
  // A club's place in its league's table: an ordinal by the language's ordinal rule, and its points.
  'shareImages.standing': '{position} · {points}',
  'shareImages.ordinalOne': '{n}st',
  'shareImages.ordinalTwo': '{n}nd',
  'shareImages.ordinalFew': '{n}rd',
  'shareImages.ordinalOther': '{n}th',
  'shareImages.onePoint': '{points} pt',
  'shareImages.points': '{points} pts',
} as const;

const nl: Record<keyof typeof en, string> = {
  'shareImages.kickOff': 'Aftrap',
  'shareImages.live': 'Live',
  'shareImages.halfTime': 'Rust',
  'shareImages.fullTime': 'Afgelopen',
  'shareImages.postponed': 'Uitgesteld',
  'shareImages.cancelled': 'Afgelast',
  'shareImages.standing': '{position} · {points}',
  // Dutch writes every ordinal with -e (1e, 2e, 3e); only English tells one, two and few apart.
  'shareImages.ordinalOne': '{n}e',
  'shareImages.ordinalTwo': '{n}e',
  'shareImages.ordinalFew': '{n}e',
  'shareImages.ordinalOther': '{n}e',
  'shareImages.onePoint': '{points} pt',
  'shareImages.points': '{points} ptn',
};

export const shareImagesMessages = { en, nl };
