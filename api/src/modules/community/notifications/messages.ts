/** Texts of notifications and their mail (NOT-*), merged into the API's dictionary by i18n/messages.ts. */
const en = {
  'notifications.liked': '{actor} liked your comment',
  'notifications.likedWithOne': '{actor} and 1 other liked your comment',
  'notifications.likedWithOthers': '{actor} and {count} others liked your comment',
  'notifications.replied': '{actor} replied to your comment',
  'notifications.none': 'You have no notifications yet.',
  'notifications.unknown': 'This notification does not exist.',
  'mail.notifications.subject': 'News about your comments on {tenant}',
  'mail.notifications.intro': 'This is what happened to your comments on {tenant}:',
  'mail.notifications.open': 'Open',
  'mail.notifications.settings':
    'You get this e-mail because you asked for it in your profile settings, where you can also turn it off.',
} as const;

const nl: Record<keyof typeof en, string> = {
  'notifications.liked': '{actor} vond je reactie leuk',
  'notifications.likedWithOne': '{actor} en 1 ander vonden je reactie leuk',
  'notifications.likedWithOthers': '{actor} en {count} anderen vonden je reactie leuk',
  'notifications.replied': '{actor} reageerde op je reactie',
  'notifications.none': 'Je hebt nog geen meldingen.',
  'notifications.unknown': 'Deze melding bestaat niet.',
  'mail.notifications.subject': 'Nieuws over je reacties op {tenant}',
  'mail.notifications.intro': 'Dit gebeurde er met je reacties op {tenant}:',
  'mail.notifications.open': 'Bekijken',
  'mail.notifications.settings':
    'Je krijgt deze e-mail omdat je daarom vroeg in je profielinstellingen; daar kun je hem ook uitzetten.',
};

export const notificationsMessages = { en, nl };
