/** Admin feedback texts (ACC-20), merged into the API's dictionary by i18n/messages.ts. Placeholders are `{name}`. */
const en = {
  'adminFeedback.adminOnly': 'This is only available to the site’s administrators.',
  'adminFeedback.sent': 'Thank you. Your feedback was sent to the site’s team.',
  'adminFeedback.noDestination':
    'Feedback cannot be sent yet: this site has no address for it. Ask the operator to set one.',
  'adminFeedback.notDelivered': 'Your feedback could not be sent right now. Please try again in a moment.',
  'attribute.message': 'message',
  'attribute.page_url': 'page address',
  'adminFeedback.mail.subject': 'Feedback on {tenant} from {name}',
  'adminFeedback.mail.intro': '{name} (account {id}, {email}) sent this feedback from {tenant}:',
  'adminFeedback.mail.page': 'Page: {url}',
  'adminFeedback.mail.noPage': 'Page: not included',
  'adminFeedback.mail.browser': 'Browser: {userAgent}',
  'adminFeedback.mail.site': 'Site: {tenant} ({tenantId})',
  'adminFeedback.mail.reply': 'Reply to this e-mail to answer {name}.',
} as const;

const nl: Record<keyof typeof en, string> = {
  'adminFeedback.adminOnly': 'Dit is alleen beschikbaar voor de beheerders van de site.',
  'adminFeedback.sent': 'Bedankt. Je feedback is naar het team van de site gestuurd.',
  'adminFeedback.noDestination':
    'Feedback kan nog niet worden verstuurd: deze site heeft er geen adres voor. Vraag de technisch beheerder er een in te stellen.',
  'adminFeedback.notDelivered': 'Je feedback kon nu niet worden verstuurd. Probeer het zo opnieuw.',
  'attribute.message': 'bericht',
  'attribute.page_url': 'paginaadres',
  'adminFeedback.mail.subject': 'Feedback over {tenant} van {name}',
  'adminFeedback.mail.intro': '{name} (account {id}, {email}) stuurde deze feedback vanaf {tenant}:',
  'adminFeedback.mail.page': 'Pagina: {url}',
  'adminFeedback.mail.noPage': 'Pagina: niet meegestuurd',
  'adminFeedback.mail.browser': 'Browser: {userAgent}',
  'adminFeedback.mail.site': 'Site: {tenant} ({tenantId})',
  'adminFeedback.mail.reply': 'Beantwoord deze e-mail om {name} te antwoorden.',
};

export const adminFeedbackMessages = { en, nl };
