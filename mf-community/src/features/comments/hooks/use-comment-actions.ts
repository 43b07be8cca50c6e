import { useState } from 'react';
import { useIntl } from 'react-intl';
import { failureText } from '@tribune/shared';
import { useChangeLike } from '../api/change-like';
import type { Comment } from '../api/comment-schema';
import { useDeleteComment } from '../api/delete-comment';
import { useReportComment } from '../api/report-comment';
import { useCommentsContext } from '../components/comments-context';
import { threadMessages } from '../components/thread-messages';
import { commentErrorText } from '../lib/comment-error';
import { useTimedMessage } from './use-timed-message';

type Confirming = 'delete' | 'report' | null;

/**
 * One comment's like (CMT-05), delete (CMT-04) and report (CMT-06), each locked while its request runs,
 * and the message each leaves under the comment (CMT-11: 3 s).
 */
export function useCommentActions(comment: Comment) {
  const intl = useIntl();
  const context = useCommentsContext();
  const changeLike = useChangeLike(context.resource);
  const deleteComment = useDeleteComment(context.resource);
  const reportComment = useReportComment(context.resource);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [busy, setBusy] = useState(false);
  const [liking, setLiking] = useState(false);
  const { message, show, clear } = useTimedMessage();

  const like = async () => {
    if (liking) return;
    if (!context.me) {
      context.askToLogIn();
      return;
    }
    setLiking(true);
    try {
      await changeLike(comment.id, !comment.is_liked_by_me);
    } catch (error) {
      show('danger', commentErrorText(error, intl));
    } finally {
      setLiking(false);
    }
  };

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    try {
      if (confirming === 'delete') {
        await deleteComment(comment.id);
        setConfirming(null);
      } else if (confirming === 'report') {
        const text = await reportComment(comment.id);
        setConfirming(null);
        show('success', text ?? intl.formatMessage(threadMessages.reportDone));
      }
    } catch (error) {
      setConfirming(null);
      if (confirming === 'report') {
        // Spec 001 §8: a failed report shows the server's message.
        show('danger', failureText(error, intl, 'reporting a comment'));
      } else {
        show('danger', commentErrorText(error, intl));
      }
    } finally {
      setBusy(false);
    }
  };

  return { like, liking, confirming, setConfirming, confirm, busy, message, clearMessage: clear };
}
