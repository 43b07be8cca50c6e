import { z } from 'zod';
import type { Translate } from '../../i18n/messages';

const importedUserNotice = z
  .string()
  .optional()
  .describe("Present once, on the first login of an account moved over from the tenant's previous site");

/**
 * `metaData` of the answers that log a browser in with a message (verify links, password reset, social
 * login): the message and, once, the imported-user notice (ACC-18).
 */
export const loginMetaSchema = z.object({ message: z.string(), imported_user_notice: importedUserNotice });

/** `metaData` of the plain login answer, which has no message: only the notice (ACC-18). */
export const importedNoticeMetaSchema = z.object({ imported_user_notice: importedUserNotice });

/**
 * ACC-18: the welcome notice for an account moved over from the tenant's previous site, in the request's
 * language, when opening the session took it (`sessions.openSession`); undefined when there is nothing to tell.
 */
export function importedNoticeText(t: Translate, importedNotice: boolean): string | undefined {
  return importedNotice ? t('importedUser.notice') : undefined;
}

/** The `metaData` object with the notice added when there is one (absent otherwise, not undefined). */
export function withImportedNotice<T extends object>(
  meta: T,
  notice: string | undefined,
): T & { imported_user_notice?: string } {
  return notice === undefined ? meta : { ...meta, imported_user_notice: notice };
}
