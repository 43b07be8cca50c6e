/** Social login texts (ACC-03), merged into the API's dictionary by i18n/messages.ts. Placeholders are `{name}`. */
const en = {
  'socialLogin.unknownProvider': 'This site does not offer login with “{provider}”.',
  'socialLogin.loggedIn': 'You are now logged in with {provider}.',
  'socialLogin.stateInvalid':
    'This login attempt is invalid, was already used or has expired. Please start the login again.',
  'socialLogin.codeRefused': '{provider} did not accept this login, or it has expired. Please start the login again.',
  'socialLogin.providerFailed': 'We could not reach {provider} to complete your login. Please try again later.',
  'socialLogin.emailMissing': '{provider} did not share your e-mail address, which we need for your account.',
  'socialLogin.emailUnverified':
    'An account with the e-mail address of your {provider} account already exists, but {provider} has not verified that address. Log in with your password instead.',
  'socialLogin.tryAgain': 'Your login could not be completed. Please try again.',
} as const;

const nl: Record<keyof typeof en, string> = {
  'socialLogin.unknownProvider': 'Inloggen met “{provider}” is op deze site niet mogelijk.',
  'socialLogin.loggedIn': 'Je bent ingelogd met {provider}.',
  'socialLogin.stateInvalid': 'Deze inlogpoging is ongeldig, al gebruikt of verlopen. Begin opnieuw met inloggen.',
  'socialLogin.codeRefused':
    '{provider} heeft deze inlogpoging niet geaccepteerd of ze is verlopen. Begin opnieuw met inloggen.',
  'socialLogin.providerFailed': 'We konden {provider} niet bereiken om je in te loggen. Probeer het later opnieuw.',
  'socialLogin.emailMissing': '{provider} heeft je e-mailadres niet gedeeld, en dat hebben we nodig voor je account.',
  'socialLogin.emailUnverified':
    'Er bestaat al een account met het e-mailadres van je {provider}-account, maar {provider} heeft dat adres niet bevestigd. Log in met je wachtwoord.',
  'socialLogin.tryAgain': 'Je kon niet worden ingelogd. Probeer het opnieuw.',
};

export const socialLoginMessages = { en, nl };
