import { atom } from 'jotai';
import type { StoredUser } from './stored-user';
import { isManager, mayUseNewsroom } from './stored-user';

/**
 * Session state lives in the jotai store the shell creates (one per page), never in module variables,
 * so the same code could render on a server for many users (DESIGN.md "The shared singleton").
 */
export const authTokenAtom = atom<string | null>(null);
export const storedUserAtom = atom<StoredUser | null>(null);
/** False after a registration until the e-mail is verified (ACC-02's not-verified section). */
export const emailVerifiedAtom = atom<boolean>(true);

export const isLoggedInAtom = atom((get) => get(authTokenAtom) !== null && get(storedUserAtom) !== null);
export const isManagerAtom = atom((get) => isManager(get(storedUserAtom)));
/** Issue 33: may this user open the newsroom (guest author, junior editor or manager)? */
export const mayUseNewsroomAtom = atom((get) => mayUseNewsroom(get(storedUserAtom)));

/** Which account dialog is open; any remote can ask for one, mf_account renders it. */
export type AuthDialog = 'login' | 'register' | 'reset-password';
export const authDialogAtom = atom<AuthDialog | null>(null);

/** ACC-10 / CMT-08: a comment or reply a guest started, kept across the login. */
export interface PendingComment {
  comment_text: string;
  resource_id: string;
  resource_type: string;
  reply_to: number | null;
}
export const pendingCommentAtom = atom<PendingComment | null>(null);

/** Counts sign-ins on this page, so features can react to "just logged in" (ACC-10). */
export const signInCountAtom = atom(0);
