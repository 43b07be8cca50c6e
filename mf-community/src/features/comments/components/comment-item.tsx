import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button } from '@tribune/shared';
import type { Comment } from '../api/comment-schema';
import { useEditComment } from '../api/edit-comment';
import { commentMessageMs } from '../lib/comment-error';
import { useCommentActions } from '../hooks/use-comment-actions';
import { commentMessages } from '../../../components/comment-messages';
import { CommentForm } from './comment-form';
import { CommentHeader } from './comment-header';
import { CommentText } from '../../../components/comment-text';
import { useCommentsContext } from './comments-context';
import { ConfirmDialog } from './confirm-dialog';
import { LikeControl } from './like-control';
import { threadMessages } from './thread-messages';

interface CommentItemProps {
  comment: Comment;
  /** The deep-linked comment (CMT-02), shown on top. */
  highlighted?: boolean;
}

/** One comment of a thread with its actions, then its replies (CMT-01, CMT-04..07, CMT-13). */
export function CommentItem({ comment, highlighted = false }: CommentItemProps) {
  return (
    <>
      <CommentBody comment={comment} highlighted={highlighted} />
      {comment.replies.length > 0 ? <Replies comment={comment} /> : null}
    </>
  );
}

function Replies({ comment }: { comment: Comment }) {
  const intl = useIntl();
  // CMT-01: indentation stops after a few levels on small screens (comments.css).
  return (
    <ol
      className="cm-thread__replies"
      data-depth={Math.min(comment.level + 1, 8)}
      aria-label={intl.formatMessage(threadMessages.replies)}
    >
      {comment.replies.map((reply) => (
        <li key={reply.id}>
          <CommentItem comment={reply} />
        </li>
      ))}
    </ol>
  );
}

function CommentBody({ comment, highlighted }: { comment: Comment; highlighted: boolean }) {
  const intl = useIntl();
  const context = useCommentsContext();
  const { me, isManager, mayWrite, replyRequest, focusId, clearFocus } = context;
  const editComment = useEditComment(context.resource);
  const articleRef = useRef<HTMLElement>(null);
  const [replying, setReplying] = useState<{ text: string; key: number } | null>(null);
  const [editing, setEditing] = useState(false);
  const { like, liking, confirming, setConfirming, confirm, busy, message, clearMessage } = useCommentActions(comment);

  const deleted = comment.status === 'deleted';
  const hidden = comment.status === 'hidden';
  const mine = me !== null && comment.user_id === me.id;
  const author = comment.username ?? '';

  // A guest's saved reply intent, or a reply whose post after login failed, reopens this reply box.
  useEffect(() => {
    if (replyRequest?.commentId !== comment.id) return;
    setReplying({ text: replyRequest.text, key: replyRequest.nonce });
  }, [replyRequest, comment.id]);

  // After a post, focus moves to the new comment (it has tabIndex -1).
  useEffect(() => {
    if (focusId !== comment.id || !articleRef.current) return;
    articleRef.current.focus();
    clearFocus();
  }, [focusId, comment.id, clearFocus]);

  const startReply = () => {
    if (!me) {
      context.askToLogIn(comment.id);
      return;
    }
    setReplying((current) => current ?? { text: '', key: 0 });
  };

  const classes = [
    'cm-item',
    hidden ? 'cm-item--hidden' : null,
    deleted ? 'cm-item--deleted' : null,
    highlighted ? 'cm-item--highlighted' : null,
  ].filter(Boolean);

  if (deleted) {
    return (
      <article
        ref={articleRef}
        tabIndex={-1}
        className={classes.join(' ')}
        aria-label={intl.formatMessage(threadMessages.deleted)}
      >
        <p className="cm-item__tombstone">{intl.formatMessage(threadMessages.deleted)}</p>
      </article>
    );
  }

  return (
    <article
      ref={articleRef}
      tabIndex={-1}
      className={classes.join(' ')}
      aria-label={intl.formatMessage(commentMessages.label, { user: author })}
      data-comment-id={comment.id}
    >
      <CommentHeader comment={comment} showHiddenBadge={hidden && isManager} />
      {hidden && mine ? <p className="cm-item__note">{intl.formatMessage(threadMessages.hiddenNote)}</p> : null}
      {editing ? (
        <CommentForm
          label={intl.formatMessage(threadMessages.editLabel)}
          submitLabel={intl.formatMessage(threadMessages.save)}
          initialText={comment.content}
          focusOnOpen
          onCancel={() => setEditing(false)}
          onSubmit={async (text) => {
            await editComment(comment.id, text);
            setEditing(false);
            return 'done';
          }}
        />
      ) : (
        <CommentText className="cm-item__text" content={comment.content} />
      )}
      <footer className="cm-item__actions">
        <LikeControl comment={comment} busy={liking} onLike={() => void like()} />
        {mayWrite && !hidden ? (
          <Button variant="ghost" aria-expanded={replying !== null} onClick={startReply}>
            {intl.formatMessage(threadMessages.reply)}
          </Button>
        ) : null}
        {comment.can_edit && !editing ? (
          <Button variant="ghost" onClick={() => setEditing(true)}>
            {intl.formatMessage(threadMessages.edit)}
          </Button>
        ) : null}
        {comment.can_delete ? (
          <Button variant="ghost" onClick={() => setConfirming('delete')}>
            {intl.formatMessage(threadMessages.delete)}
          </Button>
        ) : null}
        {comment.is_reported_by_me ? (
          <span className="cm-item__reported">{intl.formatMessage(threadMessages.reported)}</span>
        ) : comment.can_report_it && !mine ? (
          <Button variant="ghost" onClick={() => setConfirming('report')}>
            {intl.formatMessage(threadMessages.report)}
          </Button>
        ) : null}
      </footer>
      {message ? (
        <Alert key={message.key} tone={message.tone} hideAfterMs={commentMessageMs} onHide={clearMessage}>
          {message.text}
        </Alert>
      ) : null}
      {replying !== null && mayWrite ? (
        <CommentForm
          key={replying.key}
          label={intl.formatMessage(threadMessages.replyLabel, { user: author })}
          submitLabel={intl.formatMessage(threadMessages.postReply)}
          isReply
          focusOnOpen
          initialText={replying.text}
          onCancel={() => setReplying(null)}
          onSubmit={async (text, clientKey) => {
            const outcome = await context.submit(text, comment.id, clientKey);
            if (outcome === 'login') return 'kept';
            setReplying(null);
            return 'done';
          }}
        />
      ) : null}
      {confirming ? (
        <ConfirmDialog
          question={intl.formatMessage(
            confirming === 'delete' ? threadMessages.deleteQuestion : threadMessages.reportQuestion,
          )}
          confirmLabel={intl.formatMessage(
            confirming === 'delete' ? threadMessages.deleteConfirm : threadMessages.reportConfirm,
          )}
          busy={busy}
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(null)}
        />
      ) : null}
    </article>
  );
}
