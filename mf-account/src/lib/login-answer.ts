import type { LoginData } from '@tribune/shared';

/**
 * What every "you are now logged in" answer carries (login, reset, verify, new-e-mail verify and social
 * login; each call's answer is typed by the API contract, decision 0058, and must fit this): the user
 * and, in metaData, a confirmation text and, once, the notice for an account moved over from the
 * tenant's old site (ACC-18). Login sends no message, and may send no metaData at all.
 */
interface LoginAnswer {
  data: LoginData;
  metaData?: { message?: string; imported_user_notice?: string };
}

/** A login as the flows hand it on: the data for signIn plus the texts to show afterwards. */
export interface LoginOutcome {
  data: LoginData;
  /** The server's confirmation (metaData.message), when it sent one. */
  message: string | null;
  /** ACC-18: shown once in a modal after the login. */
  importedUserNotice: string | null;
}

export function toLoginOutcome(answer: LoginAnswer): LoginOutcome {
  return {
    data: answer.data,
    message: answer.metaData?.message || null,
    importedUserNotice: answer.metaData?.imported_user_notice || null,
  };
}
