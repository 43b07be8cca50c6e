import { createContext, useContext } from 'react';
import type { StoredUser } from '@tribune/shared';
import type { CommentResource } from '../api/comment-schema';

/** A reply box to open (a guest's saved reply intent after login, or a reply whose post failed). */
export interface ReplyRequest {
  commentId: number;
  text: string;
  /** Changes with every request, so the same one can be made twice. */
  nonce: number;
}

/** What every comment of one section needs: who is reading, and the section's actions. */
export interface CommentsContextValue {
  resource: CommentResource;
  /** The logged-in user, null for a guest (and while a server-rendered page hydrates). */
  me: StoredUser | null;
  isManager: boolean;
  /** CMT-14: false for users whose `can_place_comments` is false: no comment or reply box at all. */
  mayWrite: boolean;
  /** Posts a comment or reply (or, for a guest, keeps it and asks them to log in: CMT-08). */
  submit: (text: string, replyTo: number | null, clientKey: string) => Promise<'posted' | 'login'>;
  /** A guest reached for something that needs an account; `replyTo` keeps their reply intent. */
  askToLogIn: (replyTo?: number) => void;
  replyRequest: ReplyRequest | null;
  /** The comment to move focus to once it shows (the one just posted). */
  focusId: number | null;
  clearFocus: () => void;
}

const CommentsContext = createContext<CommentsContextValue | null>(null);
export const CommentsProvider = CommentsContext.Provider;

export function useCommentsContext(): CommentsContextValue {
  const value = useContext(CommentsContext);
  if (!value) throw new Error('Comment components need the comments section above them.');
  return value;
}
