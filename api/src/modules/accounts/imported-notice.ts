import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { Translate } from '../../i18n/messages';
import { users } from './schema';

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
 * ACC-18: for an account moved over from the tenant's previous site, the welcome notice, once. Call it in
 * the transaction that issues the login token: the flag is cleared there, so the notice is a flash
 * message (a failed login keeps it; two logins at once show it only once, as the UPDATE decides).
 * Returns the text in the request's language, or undefined when there is nothing to tell.
 */
export async function takeImportedNotice(
  tx: Database,
  user: { id: number; tenantId: string; importedNoticePending: boolean },
  t: Translate,
): Promise<string | undefined> {
  if (!user.importedNoticePending) return undefined;
  const cleared = await tx
    .update(users)
    .set({ importedNoticePending: false })
    .where(and(eq(users.tenantId, user.tenantId), eq(users.id, user.id), eq(users.importedNoticePending, true)))
    .returning({ id: users.id });
  return cleared.length > 0 ? t('importedUser.notice') : undefined;
}

/** The `metaData` object with the notice added when there is one (absent otherwise, not undefined). */
export function withImportedNotice<T extends object>(
  meta: T,
  notice: string | undefined,
): T & { imported_user_notice?: string } {
  return notice === undefined ? meta : { ...meta, imported_user_notice: notice };
}
