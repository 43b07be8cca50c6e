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
} as const;

const nl: Record<keyof typeof en, string> = {
  'shareImages.kickOff': 'Aftrap',
  'shareImages.live': 'Live',
  'shareImages.halfTime': 'Rust',
  'shareImages.fullTime': 'Afgelopen',
  'shareImages.postponed': 'Uitgesteld',
  'shareImages.cancelled': 'Afgelast',
};

export const shareImagesMessages = { en, nl };
