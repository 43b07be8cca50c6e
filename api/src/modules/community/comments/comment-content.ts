import type { Translate } from '../../../i18n/messages';
import { fieldError } from '../../../lib/field-errors';

/** Decision 0016: long enough for a match report of a fan, short enough to read in a thread. */
const maxCommentCharacters = 5000;

/**
 * The text of a comment as typed (CMT-10: stored as plain text, byte for byte; the front end renders it
 * safely), or the 422 under `field`: empty after trimming, or longer than 5,000 characters (code points,
 * so an emoji counts once).
 */
export function commentText(raw: unknown, field: string, t: Translate): string {
  if (typeof raw !== 'string' || raw.trim() === '') throw fieldError(field, t('comments.contentRequired'));
  // Cheap bound first: a string of more UTF-16 units than twice the limit has too many code points anyway.
  if (raw.length > maxCommentCharacters * 2 || [...raw].length > maxCommentCharacters)
    throw fieldError(field, t('comments.contentTooLong'));
  return raw;
}
