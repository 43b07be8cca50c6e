/** Contact form texts (CON-01), merged into the API's dictionary by i18n/messages.ts. Placeholders are `{name}`. */
const en = {
  'contact.field.name': 'name',
  'contact.field.message': 'message',
  'contact.sent': 'Thank you for your message. We will get back to you as soon as possible.',
  'contact.mail.subject': 'Contact form {tenant}: message from {name}',
  'contact.mail.intro': '{name} <{email}> sent this message through the contact form of {tenant}:',
  'contact.mail.member': 'Sent while logged in as {username} (account {id}).',
  'contact.mail.reply': 'Reply to this e-mail to answer {name}.',
} as const;

const nl: Record<keyof typeof en, string> = {
  'contact.field.name': 'naam',
  'contact.field.message': 'bericht',
  'contact.sent': 'Bedankt voor je bericht. We reageren zo snel mogelijk.',
  'contact.mail.subject': 'Contactformulier {tenant}: bericht van {name}',
  'contact.mail.intro': '{name} <{email}> stuurde dit bericht via het contactformulier van {tenant}:',
  'contact.mail.member': 'Verstuurd terwijl ingelogd als {username} (account {id}).',
  'contact.mail.reply': 'Beantwoord deze e-mail om {name} te antwoorden.',
};

export const contactMessages = { en, nl };
