/**
 * Every text the API itself sends to a person (error messages, validation messages, e-mails), in the
 * two interface languages. Placeholders are `{name}`. Keep the keys sorted by area.
 */
import { communityMessages } from '../modules/community/messages';
import { forumMessages } from '../modules/community/forum/messages';
import { karmaMessages } from '../modules/community/karma/messages';
import { notificationsMessages } from '../modules/community/notifications/messages';
import { contactMessages } from '../modules/contact/messages';
import { contentMessages } from '../modules/content/messages';
import { listsMessages } from '../modules/content/lists/messages';
import { searchMessages } from '../modules/content/search/messages';
import { liveblogMessages } from '../modules/content/liveblog/messages';
import { pollsMessages } from '../modules/content/polls/messages';
import { embedsMessages } from '../modules/content/embeds/messages';
import { editorMessages } from '../modules/content/editor/messages';
import { picturesMessages } from '../modules/content/pictures/messages';
import { collectionsMessages } from '../modules/collections/messages';
import { adsMessages } from '../modules/ads/messages';
import { webPushMessages } from '../modules/web-push/messages';
import { clubAlertsMessages } from '../modules/club-alerts/messages';
import { smartBarMessages } from '../modules/smart-bar/messages';
import { headlineTestsMessages } from '../modules/content/headline-tests/messages';
import { matchOperatorMessages } from '../modules/matchcenter/operator/messages';
import { manOfTheMatchMessages } from '../modules/matchcenter/man-of-the-match/messages';
import { favouriteTeamMessages } from '../modules/matchcenter/favourite-team/messages';
import { formationsMessages } from '../modules/matchcenter/formations/messages';
import { footballPoolMessages } from '../modules/football-pool/messages';
import { feedsMessages } from '../modules/feeds/messages';
import { selfServiceMessages } from '../modules/accounts/messages';
import { socialLoginMessages } from '../modules/accounts/social-login/messages';
import { siteSettingsMessages } from '../modules/site-settings/messages';
import { adminFeedbackMessages } from '../modules/admin-feedback/messages';
import { shareImagesMessages } from '../modules/share-images/messages';
import { tenantTemplatesMessages } from '../modules/tenants/templates/messages';

export const locales = ['en', 'nl'] as const;
export type Locale = (typeof locales)[number];

const coreEn = {
  // Generic errors
  'error.internal': 'Something went wrong on our side. Please try again.',
  'error.serviceUnavailable': 'The site is briefly unavailable. Please try again in a moment.',
  'error.notFound': 'The requested resource was not found.',
  'error.routeNotFound': 'Route {method} {path} not found.',
  'error.unknownTenant': 'Unknown tenant.',
  'error.rateLimited': 'Too many attempts. Please wait a minute and try again.',
  'error.invalidJson': 'The request body is not valid JSON.',
  'error.emptyJsonBody': 'The request body is empty but the content type says JSON.',
  'error.unsupportedMediaType': 'Unsupported content type: {type}.',
  'error.bodyTooLarge': 'The request body is too large.',
  'error.badRequest': 'The request is malformed.',
  'error.invalidHost': 'The Host header is not a valid host name.',
  'error.headersTooLarge': 'The request headers are too large.',
  'error.requestTimeout': 'The request took too long to arrive.',
  'error.malformedMultipart': 'The multipart form data is malformed.',
  'error.multipartNotAccepted': 'This address does not take multipart form data; send JSON or a URL-encoded form.',
  'error.multipartFileNotAccepted': 'This form does not take files ({field}).',
  'error.invalidParams': 'Invalid {location}: {details}',
  'error.validationFailed': 'The given data was invalid.',
  'error.unauthenticated': 'Unauthenticated.',
  'error.adminUnauthorized': 'A valid operator token is required.',
  'error.channelForbidden': 'You may not listen to this channel.',

  // Field validation (Laravel-style texts, which the spec's front end shows as they are)
  'validation.required': 'The {attribute} field is required.',
  'validation.string': 'The {attribute} field must be a string.',
  'validation.number': 'The {attribute} field must be a number.',
  'validation.boolean': 'The {attribute} field must be true or false.',
  'validation.minString': 'The {attribute} field must be at least {min} characters.',
  'validation.maxString': 'The {attribute} field must not be greater than {max} characters.',
  'validation.minNumber': 'The {attribute} field must be at least {min}.',
  'validation.maxNumber': 'The {attribute} field must not be greater than {max}.',
  'validation.email': 'The {attribute} field must be a valid email address.',
  'validation.format': 'The {attribute} field format is invalid.',
  'validation.in': 'The selected {attribute} is invalid.',
  'validation.invalid': 'The {attribute} field is invalid.',
  'validation.unknownField': 'The {attribute} field is not allowed.',
  'validation.forbiddenCharacters': 'The {attribute} field contains characters that are not allowed.',
  'validation.usernameChars': 'The {attribute} may only contain letters, numbers, dashes, underscores and dots.',
  'validation.taken': 'The {attribute} has already been taken.',
  'validation.confirmed': 'The {attribute} field confirmation does not match.',
  'validation.fileMax': 'The {attribute} field must not be greater than {max} kilobytes.',

  // Field names as shown inside the texts above
  'attribute.username': 'username',
  'attribute.email': 'email',
  'attribute.password': 'password',
  'attribute.password_confirmation': 'password confirmation',
  'attribute.login': 'login',
  'attribute.version': 'version',
  'attribute.entry': 'entry',
  'attribute.enabled': 'enabled',

  // Accounts
  'auth.failed': 'These credentials do not match our records.',
  'auth.registered': 'Your account has been created. Check your e-mail to verify your address.',
  'auth.loggedOut': 'You have been logged out.',
  'auth.verificationInvalid': 'This verification link is invalid or has expired.',
  'auth.verified': 'Your e-mail address has been verified.',
  'auth.verifyEmailMessage': 'Please verify your e-mail address. We sent you a link when you registered.',

  // Mail
  'mail.verify.subject': 'Verify your e-mail address for {tenant}',
  'mail.verify.greeting': 'Hello {username},',
  'mail.verify.intro': 'Welcome to {tenant}! Please confirm your e-mail address by opening this link:',
  'mail.verify.button': 'Verify e-mail address',
  'mail.verify.expiry': 'The link is valid for 24 hours and can be used once.',
  'mail.verify.ignore': 'If you did not create an account, you can ignore this e-mail.',
  'mail.signature': 'The {tenant} team',

  // Community
  'community.deletedUser': 'Deleted user',

  // reCAPTCHA (lib/recaptcha.ts): the contact form and registration answer alike
  'recaptcha.required': 'Please confirm that you are not a robot.',
  'recaptcha.refused': 'We could not confirm that you are not a robot. Please try again.',
  'recaptcha.unavailable': 'We could not check that you are not a robot right now. Please try again in a moment.',
} as const;

/**
 * Feature modules keep their own texts beside their code (`<module>/messages.ts`, exporting an English
 * object and its Dutch translation); they are merged here so one `request.t` serves all of them and a
 * missing Dutch text is a type error.
 */
const en = {
  ...coreEn,
  ...selfServiceMessages.en,
  ...socialLoginMessages.en,
  ...contactMessages.en,
  ...siteSettingsMessages.en,
  ...adminFeedbackMessages.en,
  ...feedsMessages.en,
  ...contentMessages.en,
  ...matchOperatorMessages.en,
  ...manOfTheMatchMessages.en,
  ...favouriteTeamMessages.en,
  ...formationsMessages.en,
  ...footballPoolMessages.en,
  ...communityMessages.en,
  ...notificationsMessages.en,
  ...karmaMessages.en,
  ...forumMessages.en,
  ...listsMessages.en,
  ...searchMessages.en,
  ...liveblogMessages.en,
  ...pollsMessages.en,
  ...embedsMessages.en,
  ...editorMessages.en,
  ...picturesMessages.en,
  ...collectionsMessages.en,
  ...adsMessages.en,
  ...webPushMessages.en,
  ...clubAlertsMessages.en,
  ...smartBarMessages.en,
  ...headlineTestsMessages.en,
  ...shareImagesMessages.en,
  ...tenantTemplatesMessages.en,
};

export type MessageKey = keyof typeof en;

const coreNl: Record<keyof typeof coreEn, string> = {
  'error.internal': 'Er ging aan onze kant iets mis. Probeer het opnieuw.',
  'error.serviceUnavailable': 'De site is even niet beschikbaar. Probeer het zo opnieuw.',
  'error.notFound': 'De gevraagde gegevens zijn niet gevonden.',
  'error.routeNotFound': 'Route {method} {path} bestaat niet.',
  'error.unknownTenant': 'Onbekende site.',
  'error.rateLimited': 'Te veel pogingen. Wacht een minuut en probeer het opnieuw.',
  'error.invalidJson': 'De inhoud van het verzoek is geen geldige JSON.',
  'error.emptyJsonBody': 'De inhoud van het verzoek is leeg, maar het inhoudstype zegt JSON.',
  'error.unsupportedMediaType': 'Niet-ondersteund inhoudstype: {type}.',
  'error.bodyTooLarge': 'De inhoud van het verzoek is te groot.',
  'error.badRequest': 'Het verzoek is ongeldig.',
  'error.invalidHost': 'De Host-header is geen geldige hostnaam.',
  'error.headersTooLarge': 'De headers van het verzoek zijn te groot.',
  'error.requestTimeout': 'Het verzoek deed er te lang over om aan te komen.',
  'error.malformedMultipart': 'De multipart-formuliergegevens zijn ongeldig.',
  'error.multipartNotAccepted':
    'Dit adres neemt geen multipart-formuliergegevens aan; stuur JSON of een URL-gecodeerd formulier.',
  'error.multipartFileNotAccepted': 'Dit formulier neemt geen bestanden aan ({field}).',
  'error.invalidParams': 'Ongeldige {location}: {details}',
  'error.validationFailed': 'De opgegeven gegevens zijn ongeldig.',
  'error.unauthenticated': 'Niet ingelogd.',
  'error.adminUnauthorized': 'Een geldige beheerderstoken is vereist.',
  'error.channelForbidden': 'Je mag dit kanaal niet volgen.',

  'validation.required': 'Het veld {attribute} is verplicht.',
  'validation.string': 'Het veld {attribute} moet tekst zijn.',
  'validation.number': 'Het veld {attribute} moet een getal zijn.',
  'validation.boolean': 'Het veld {attribute} moet waar of onwaar zijn.',
  'validation.minString': 'Het veld {attribute} moet minstens {min} tekens bevatten.',
  'validation.maxString': 'Het veld {attribute} mag niet meer dan {max} tekens bevatten.',
  'validation.minNumber': 'Het veld {attribute} moet minstens {min} zijn.',
  'validation.maxNumber': 'Het veld {attribute} mag niet groter zijn dan {max}.',
  'validation.email': 'Het veld {attribute} moet een geldig e-mailadres zijn.',
  'validation.format': 'Het formaat van {attribute} is ongeldig.',
  'validation.in': 'De gekozen {attribute} is ongeldig.',
  'validation.invalid': 'Het veld {attribute} is ongeldig.',
  'validation.unknownField': 'Het veld {attribute} is niet toegestaan.',
  'validation.forbiddenCharacters': 'Het veld {attribute} bevat tekens die niet zijn toegestaan.',
  'validation.usernameChars':
    'De {attribute} mag alleen letters, cijfers, streepjes, liggende streepjes en punten bevatten.',
  'validation.taken': 'Deze {attribute} is al in gebruik.',
  'validation.confirmed': 'De bevestiging van {attribute} komt niet overeen.',
  'validation.fileMax': 'Het veld {attribute} mag niet groter zijn dan {max} kilobytes.',

  'attribute.username': 'gebruikersnaam',
  'attribute.email': 'e-mailadres',
  'attribute.password': 'wachtwoord',
  'attribute.password_confirmation': 'wachtwoordbevestiging',
  'attribute.login': 'login',
  'attribute.version': 'versie',
  'attribute.entry': 'adres',
  'attribute.enabled': 'ingeschakeld',

  'auth.failed': 'Deze combinatie van gegevens is niet bij ons bekend.',
  'auth.registered': 'Je account is aangemaakt. Bevestig je e-mailadres via de link in je e-mail.',
  'auth.loggedOut': 'Je bent uitgelogd.',
  'auth.verificationInvalid': 'Deze bevestigingslink is ongeldig of verlopen.',
  'auth.verified': 'Je e-mailadres is bevestigd.',
  'auth.verifyEmailMessage': 'Bevestig je e-mailadres. We hebben je bij je registratie een link gestuurd.',

  'mail.verify.subject': 'Bevestig je e-mailadres voor {tenant}',
  'mail.verify.greeting': 'Hallo {username},',
  'mail.verify.intro': 'Welkom bij {tenant}! Bevestig je e-mailadres door deze link te openen:',
  'mail.verify.button': 'E-mailadres bevestigen',
  'mail.verify.expiry': 'De link is 24 uur geldig en werkt één keer.',
  'mail.verify.ignore': 'Heb je geen account aangemaakt? Dan kun je deze e-mail negeren.',
  'mail.signature': 'Het team van {tenant}',

  'community.deletedUser': 'Verwijderde gebruiker',

  'recaptcha.required': 'Bevestig dat je geen robot bent.',
  'recaptcha.refused': 'We konden niet bevestigen dat je geen robot bent. Probeer het opnieuw.',
  'recaptcha.unavailable': 'We konden nu niet controleren of je geen robot bent. Probeer het zo opnieuw.',
};

const nl: Record<MessageKey, string> = {
  ...coreNl,
  ...selfServiceMessages.nl,
  ...socialLoginMessages.nl,
  ...contactMessages.nl,
  ...siteSettingsMessages.nl,
  ...adminFeedbackMessages.nl,
  ...feedsMessages.nl,
  ...contentMessages.nl,
  ...matchOperatorMessages.nl,
  ...manOfTheMatchMessages.nl,
  ...favouriteTeamMessages.nl,
  ...formationsMessages.nl,
  ...footballPoolMessages.nl,
  ...communityMessages.nl,
  ...notificationsMessages.nl,
  ...karmaMessages.nl,
  ...forumMessages.nl,
  ...listsMessages.nl,
  ...searchMessages.nl,
  ...liveblogMessages.nl,
  ...pollsMessages.nl,
  ...embedsMessages.nl,
  ...editorMessages.nl,
  ...picturesMessages.nl,
  ...collectionsMessages.nl,
  ...adsMessages.nl,
  ...webPushMessages.nl,
  ...clubAlertsMessages.nl,
  ...smartBarMessages.nl,
  ...headlineTestsMessages.nl,
  ...shareImagesMessages.nl,
  ...tenantTemplatesMessages.nl,
};

const dictionaries: Record<Locale, Record<MessageKey, string>> = { en, nl };

export type MessageParams = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: MessageParams) => string;

export function translate(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  const template = dictionaries[locale][key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

export function translator(locale: Locale): Translate {
  return (key, params) => translate(locale, key, params);
}

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key);
}

/** The display name of a form field, or the field name itself when the dictionary has none. */
export function attributeName(locale: Locale, field: string): string {
  const key = `attribute.${field}`;
  return isMessageKey(key) ? translate(locale, key) : field.replace(/_/g, ' ');
}

/**
 * Picks en or nl from an Accept-Language header, honouring q-values ("nl-BE;q=0.9, en;q=0.8" → nl).
 * Anything else falls back to English, the contract's default.
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  if (header === undefined || header === '') return 'en';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const entry of ranked) {
    if (entry.language === 'nl' || entry.language === 'en') return entry.language;
  }
  return 'en';
}
