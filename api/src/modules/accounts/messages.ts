/** Self-service account texts (password reset, profile, e-mail change, avatar, deletion, layout), merged into the API's dictionary by i18n/messages.ts. Placeholders are `{name}`. */
const en = {
  // Field names as shown inside the generic validation texts
  'attribute.current_password': 'current password',
  'attribute.image': 'image',
  'attribute.date_of_birth': 'date of birth',
  'attribute.night_mode': 'night mode',
  'attribute.text_size': 'text size',
  'attribute.notify_by_likes': 'notify by likes',
  'attribute.notify_by_replies': 'notify by replies',
  'attribute.notify_by_likes_on_email': 'notify by likes on e-mail',
  'attribute.notify_by_replies_on_email': 'notify by replies on e-mail',
  'attribute.enable_notifications_popup': 'notification pop-ups',
  'attribute.mode': 'mode',
  'attribute.token': 'token',
  'attribute._method': 'method',

  // Validation texts the core dictionary has no equivalent for (Laravel's wording)
  'validation.currentPassword': 'The password is incorrect.',
  'validation.date': 'The {attribute} field must be a valid date.',
  'validation.dateNotFuture': 'The {attribute} field must be a date before or equal to today.',
  'validation.dateAfter': 'The {attribute} field must be a date after or equal to {date}.',
  'validation.image': 'The {attribute} field must be an image.',
  'validation.imageType': 'The {attribute} field must be a file of type: jpeg, png, webp, gif.',
  'validation.imageMax': 'The {attribute} field must not be greater than {max} kilobytes.',
  'validation.imageDimensions': 'The {attribute} field must not be larger than {max} × {max} pixels.',

  // ACC-07, ACC-08
  'passwordReset.linkSent': 'If an account uses this e-mail address, we have sent it a link to reset the password.',
  'passwordReset.tokenInvalid': 'This password reset token is invalid.',
  'passwordReset.done': 'Your password has been reset.',
  'csrf.mismatch': 'This page has expired. Please reload it and try again.',

  // ACC-05, ACC-13
  'emailChange.confirmed': 'Your new e-mail address has been confirmed.',
  'profile.updated': 'Your profile has been updated.',
  'profile.emailChangeStarted':
    'Your profile has been updated. We sent a link to {email}: your e-mail address changes when you open it.',

  // ACC-14, ACC-15
  'avatar.deleted': 'Your profile picture has been removed.',
  'account.emailMismatch': 'This is not the e-mail address of your account.',
  'account.deleted': 'Your account has been deleted.',

  // ACC-18
  'importedUser.notice':
    'Welcome to our new website! Your account has been moved over from our previous site. Please check your profile settings to make sure everything is still correct.',

  // Mail: password reset
  'mail.reset.subject': 'Reset your password for {tenant}',
  'mail.reset.intro':
    'We received a request to reset the password of your account on {tenant}. Open this link to choose a new one:',
  'mail.reset.button': 'Choose a new password',
  'mail.reset.expiry': 'The link is valid for 60 minutes and can be used once.',
  'mail.reset.ignore': 'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',

  // Mail: e-mail change, to the new address
  'mail.emailChange.subject': 'Confirm your new e-mail address for {tenant}',
  'mail.emailChange.intro': 'You asked to use this address for your account on {tenant}. Open this link to confirm it:',
  'mail.emailChange.button': 'Confirm e-mail address',
  'mail.emailChange.expiry': 'The link is valid for 24 hours and can be used once.',
  'mail.emailChange.ignore': 'If you did not ask for this, you can ignore this e-mail: nothing changes.',

  // Mail: e-mail change, notice to the old address
  'mail.emailChangeNotice.subject': 'Your e-mail address on {tenant} is about to change',
  'mail.emailChangeNotice.intro':
    'Someone, hopefully you, asked to change the e-mail address of your account on {tenant} to {newEmail}. It changes only when the link we sent to that address is opened.',
  'mail.emailChangeNotice.action': 'If this was not you, log in and change your password right away.',

  // Per-account back-off of failed logins (decision 0007): the same text whether or not the name exists.
  'auth.throttled': 'Too many failed attempts to log in with this name. Please try again in {seconds} seconds.',
} as const;

const nl: Record<keyof typeof en, string> = {
  'attribute.current_password': 'huidig wachtwoord',
  'attribute.image': 'afbeelding',
  'attribute.date_of_birth': 'geboortedatum',
  'attribute.night_mode': 'nachtmodus',
  'attribute.text_size': 'tekstgrootte',
  'attribute.notify_by_likes': 'melding bij likes',
  'attribute.notify_by_replies': 'melding bij reacties',
  'attribute.notify_by_likes_on_email': 'e-mail bij likes',
  'attribute.notify_by_replies_on_email': 'e-mail bij reacties',
  'attribute.enable_notifications_popup': 'meldingspop-ups',
  'attribute.mode': 'weergave',
  'attribute.token': 'token',
  'attribute._method': 'methode',

  'validation.currentPassword': 'Het wachtwoord is onjuist.',
  'validation.date': 'Het veld {attribute} moet een geldige datum zijn.',
  'validation.dateNotFuture': 'Het veld {attribute} moet een datum zijn vóór of gelijk aan vandaag.',
  'validation.dateAfter': 'Het veld {attribute} moet een datum zijn na of gelijk aan {date}.',
  'validation.image': 'Het veld {attribute} moet een afbeelding zijn.',
  'validation.imageType': 'Het veld {attribute} moet een bestand zijn van het type: jpeg, png, webp, gif.',
  'validation.imageMax': 'Het veld {attribute} mag niet groter zijn dan {max} kilobytes.',
  'validation.imageDimensions': 'Het veld {attribute} mag niet groter zijn dan {max} × {max} pixels.',

  'passwordReset.linkSent':
    'Als er een account met dit e-mailadres bestaat, hebben we er een link naartoe gestuurd om het wachtwoord opnieuw in te stellen.',
  'passwordReset.tokenInvalid': 'Deze link om je wachtwoord opnieuw in te stellen is ongeldig.',
  'passwordReset.done': 'Je wachtwoord is opnieuw ingesteld.',
  'csrf.mismatch': 'Deze pagina is verlopen. Laad haar opnieuw en probeer het nog eens.',

  'emailChange.confirmed': 'Je nieuwe e-mailadres is bevestigd.',
  'profile.updated': 'Je profiel is bijgewerkt.',
  'profile.emailChangeStarted':
    'Je profiel is bijgewerkt. We hebben een link naar {email} gestuurd: je e-mailadres verandert zodra je die opent.',

  'avatar.deleted': 'Je profielfoto is verwijderd.',
  'account.emailMismatch': 'Dit is niet het e-mailadres van je account.',
  'account.deleted': 'Je account is verwijderd.',

  'importedUser.notice':
    'Welkom op onze nieuwe website! Je account is overgezet van onze vorige site. Controleer je profielinstellingen om te zien of alles nog klopt.',

  'mail.reset.subject': 'Stel je wachtwoord voor {tenant} opnieuw in',
  'mail.reset.intro':
    'We kregen een verzoek om het wachtwoord van je account bij {tenant} opnieuw in te stellen. Open deze link om een nieuw wachtwoord te kiezen:',
  'mail.reset.button': 'Nieuw wachtwoord kiezen',
  'mail.reset.expiry': 'De link is 60 minuten geldig en werkt één keer.',
  'mail.reset.ignore':
    'Heb je hier niet om gevraagd? Dan kun je deze e-mail negeren: je wachtwoord blijft zoals het is.',

  'mail.emailChange.subject': 'Bevestig je nieuwe e-mailadres voor {tenant}',
  'mail.emailChange.intro':
    'Je wilt dit adres gebruiken voor je account bij {tenant}. Open deze link om het te bevestigen:',
  'mail.emailChange.button': 'E-mailadres bevestigen',
  'mail.emailChange.expiry': 'De link is 24 uur geldig en werkt één keer.',
  'mail.emailChange.ignore': 'Heb je hier niet om gevraagd? Dan kun je deze e-mail negeren: er verandert niets.',

  'mail.emailChangeNotice.subject': 'Je e-mailadres bij {tenant} gaat veranderen',
  'mail.emailChangeNotice.intro':
    'Iemand, hopelijk jij, heeft gevraagd het e-mailadres van je account bij {tenant} te veranderen in {newEmail}. Het verandert pas als de link die we naar dat adres stuurden wordt geopend.',
  'mail.emailChangeNotice.action': 'Was jij dit niet? Log dan in en verander meteen je wachtwoord.',

  'auth.throttled':
    'Te veel mislukte pogingen om met deze naam in te loggen. Probeer het over {seconds} seconden opnieuw.',
};

export const selfServiceMessages = { en, nl };
