import type { Translate } from '../../i18n/messages';

/** Longest password accepted: scrypt hashes anything, but a megabyte "password" is only a way to burn CPU. */
export const maxPasswordLength = 1024;

/**
 * The one rule set for a new password (registration, reset, profile change): required, 8 to 1024
 * characters, and equal to its confirmation. Returns the first problem in the request's language (the
 * spec's forms show one message per field), or undefined.
 */
export function newPasswordProblem(
  t: Translate,
  password: string,
  confirmation: string | undefined,
): string | undefined {
  const attribute = { attribute: t('attribute.password') };
  if (password === '') return t('validation.required', attribute);
  if (password.length < 8) return t('validation.minString', { ...attribute, min: 8 });
  if (password.length > maxPasswordLength) return t('validation.maxString', { ...attribute, max: maxPasswordLength });
  if (password !== confirmation) return t('validation.confirmed', attribute);
  return undefined;
}
