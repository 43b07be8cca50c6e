import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { isApiError, useOpenAuthDialog, type PendingComment, type StoredUser } from '@tribune/shared';
import type { Comment, CommentResource } from '../api/comment-schema';
import { useStoreComment } from '../api/store-comment';
import type { CommentsContextValue, ReplyRequest } from '../components/comments-context';
import { createClientKey } from '../../../lib/client-key';
import { commentErrorText } from '../lib/comment-error';
import { usePersistedPendingComment } from './use-persisted-pending-comment';
import { useTimedMessage } from './use-timed-message';

function matchesResource(pending: PendingComment, resource: CommentResource): boolean {
  return pending.resource_type === resource.type && pending.resource_id === resource.id;
}

interface CommentPostingOptions {
  resource: CommentResource;
  me: StoredUser | null;
  /** The list page a new top-level comment is put on (and the section then shows). */
  topLevelPage: number;
  /** The comment is in place: the section shows its page and moves focus to it. */
  onPosted: (comment: Comment) => void;
}

/**
 * Writing in a comments section (CMT-03, CMT-08, ACC-10): posting a comment or reply, a guest's text
 * kept for after their login (and posted then, once), and the main box's and reply boxes' texts given
 * back when that post fails.
 */
export function useCommentPosting({ resource, me, topLevelPage, onPosted }: CommentPostingOptions) {
  const intl = useIntl();
  const openAuthDialog = useOpenAuthDialog();
  const storeComment = useStoreComment(resource, me?.id ?? null);
  const { pending, setPending, restored } = usePersistedPendingComment();
  const sectionMessage = useTimedMessage();
  const [replyRequest, setReplyRequest] = useState<ReplyRequest | null>(null);
  const [form, setForm] = useState({ key: 0, text: '' });

  // A guest back on the page (a social login left it): their text is in the box again.
  useEffect(() => {
    if (!restored || me !== null || !matchesResource(restored, resource) || restored.reply_to !== null) return;
    setForm((current) => ({ key: current.key + 1, text: restored.comment_text }));
  }, [restored, me, resource]);

  const askToLogIn = useCallback(
    (replyTo?: number) => {
      if (replyTo !== undefined) {
        setPending({ comment_text: '', resource_id: resource.id, resource_type: resource.type, reply_to: replyTo });
      }
      openAuthDialog('login');
    },
    [openAuthDialog, resource, setPending],
  );

  const submit = useCallback<CommentsContextValue['submit']>(
    async (text, replyTo, clientKey) => {
      const pendingComment = {
        comment_text: text,
        resource_id: resource.id,
        resource_type: resource.type,
        reply_to: replyTo,
      };
      if (!me) {
        // CMT-08: the text and its target wait for the login (and survive a social login's redirect).
        setPending(pendingComment);
        openAuthDialog('login');
        return 'login';
      }
      try {
        const comment = await storeComment({ content: text, replyTo, clientKey }, topLevelPage);
        onPosted(comment);
        return 'posted';
      } catch (error) {
        // PLT-12 has logged the fan out and opened the login: the text is posted after they log in again.
        if (isApiError(error, 401)) setPending(pendingComment);
        throw error;
      }
    },
    [me, openAuthDialog, onPosted, resource, setPending, storeComment, topLevelPage],
  );

  // ACC-10 / CMT-08: after a login, a pending comment for this resource is posted once, or the saved
  // reply intent reopens its reply box.
  const consumed = useRef<PendingComment | null>(null);
  useEffect(() => {
    if (!me || !pending || !matchesResource(pending, resource) || consumed.current === pending) return;
    consumed.current = pending;
    setPending(null);
    if (!me.can_place_comments) return;
    const text = pending.comment_text.trim();
    const replyTo = pending.reply_to;
    if (text === '') {
      if (replyTo !== null)
        setReplyRequest((current) => ({ commentId: replyTo, text: '', nonce: (current?.nonce ?? 0) + 1 }));
      return;
    }
    storeComment({ content: text, replyTo, clientKey: createClientKey() }, topLevelPage).then(
      (comment) => {
        if (replyTo === null) setForm((current) => ({ key: current.key + 1, text: '' }));
        onPosted(comment);
      },
      (error: unknown) => {
        sectionMessage.show('danger', commentErrorText(error, intl));
        // The text is not lost: it is back in its box.
        if (replyTo === null) setForm((current) => ({ key: current.key + 1, text }));
        else setReplyRequest((current) => ({ commentId: replyTo, text, nonce: (current?.nonce ?? 0) + 1 }));
      },
    );
  }, [me, pending, resource, setPending, storeComment, topLevelPage, onPosted, intl, sectionMessage]);

  return { submit, askToLogIn, form, replyRequest, sectionMessage };
}
