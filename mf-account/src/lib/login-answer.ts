import { z } from 'zod/mini';
import { loginDataSchema, type LoginData } from '@tribune/shared';

/**
 * What every "you are now logged in" answer may carry besides the user (docs/contracts.md, issue 4):
 * a confirmation text and, once, the notice for an account moved over from the tenant's old site (ACC-18).
 */
export const loginMetaSchema = z.object({
  message: z.optional(z.nullable(z.string())),
  imported_user_notice: z.optional(z.nullable(z.string())),
});

/** The answer of login, reset, verify and new-e-mail verify: `{data: LoginData, metaData?}`. */
export const loginAnswerSchema = z.object({ data: loginDataSchema, metaData: z.optional(loginMetaSchema) });

/** A login as the flows hand it on: the data for signIn plus the texts to show afterwards. */
export interface LoginOutcome {
  data: LoginData;
  /** The server's confirmation (metaData.message), when it sent one. */
  message: string | null;
  /** ACC-18: shown once in a modal after the login. */
  importedUserNotice: string | null;
}

export function toLoginOutcome(answer: z.infer<typeof loginAnswerSchema>): LoginOutcome {
  return {
    data: answer.data,
    message: answer.metaData?.message || null,
    importedUserNotice: answer.metaData?.imported_user_notice || null,
  };
}
