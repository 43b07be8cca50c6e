import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import {
  Alert,
  Avatar,
  Button,
  formatArticleDate,
  getErrorMessage,
  isApiError,
  parseIsoInstant,
  SiteLink,
  useApiClient,
  useRenderedAt,
  useTenant,
} from '@tribune/shared';
import { currentLineUp, type Comment } from '../api/comment-schema';
import { deleteComment } from '../api/delete-comment';
import { editComment } from '../api/edit-comment';
import { setCommentLike } from '../api/like-comment';
import { reportComment } from '../api/report-comment';
import { commentErrorText, commentMessageMs } from '../lib/comment-error';
import { useTimedMessage } from '../hooks/use-timed-message';
import { commentErrorMessages } from './comment-error-messages';
import { commentMessages } from './comment-messages';
import { CommentForm } from './comment-form';
import { CommentText } from './comment-text';
import { useCommentsContext } from './comments-context';
import { ConfirmDialog } from './confirm-dialog';
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

type Confirming = 'delete' | 'report' | null;

function CommentBody({ comment, highlighted }: { comment: Comment; highlighted: boolean }) {
  const intl = useIntl();
  const client = useApiClient();
  const context = useCommentsContext();
  const { me, isManager, mayWrite, replyRequest, focusId, clearFocus } = context;
  const articleRef = useRef<HTMLElement>(null);
  const [replying, setReplying] = useState<{ text: string; key: number } | null>(null);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [busy, setBusy] = useState(false);
  const [liking, setLiking] = useState(false);
  const { message, show, clear } = useTimedMessage();

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

  const like = async () => {
    if (liking) return;
    if (!me) {
      context.askToLogIn();
      return;
    }
    setLiking(true);
    try {
      const state = await setCommentLike(client, comment.id, !comment.is_liked_by_me);
      context.updateComment(comment.id, (current) => ({ ...current, ...state }));
    } catch (error) {
      show('danger', commentErrorText(error, intl));
    } finally {
      setLiking(false);
    }
  };

  const startReply = () => {
    if (!me) {
      context.askToLogIn(comment.id);
      return;
    }
    setReplying((current) => current ?? { text: '', key: 0 });
  };

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    try {
      if (confirming === 'delete') {
        await deleteComment(client, comment.id);
        setConfirming(null);
        context.refresh();
      } else if (confirming === 'report') {
        const text = await reportComment(client, comment.id);
        setConfirming(null);
        context.updateComment(comment.id, (current) => ({ ...current, is_reported_by_me: true }));
        show('success', text ?? intl.formatMessage(threadMessages.reportDone));
      }
    } catch (error) {
      setConfirming(null);
      if (confirming === 'report') {
        // Spec 001 §8: a failed report shows the server's message.
        show('danger', isApiError(error) ? getErrorMessage(error) : intl.formatMessage(commentErrorMessages.network));
      } else {
        show('danger', commentErrorText(error, intl));
      }
    } finally {
      setBusy(false);
    }
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
            const edited = await editComment(client, comment.id, text);
            context.updateComment(comment.id, (current) => ({ ...current, ...edited, replies: current.replies }));
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
        <Alert key={message.key} tone={message.tone} hideAfterMs={commentMessageMs} onHide={clear}>
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

function CommentHeader({ comment, showHiddenBadge }: { comment: Comment; showHiddenBadge: boolean }) {
  const intl = useIntl();
  const { language } = useTenant();
  const renderedAt = useRenderedAt();
  const author = comment.username ?? '';
  const written = parseIsoInstant(comment.created_at);
  const lineUp = currentLineUp(comment);
  return (
    <header className="cm-item__header">
      <Avatar src={comment.user_avatar} name={author} size={36} />
      <span className="cm-item__byline">
        {comment.user_url ? (
          <SiteLink className="cm-item__author" href={comment.user_url}>
            {author}
          </SiteLink>
        ) : (
          <span className="cm-item__author">{author}</span>
        )}
        {comment.show_author_role && comment.author_role ? (
          <span className="cm-badge cm-badge--role">{comment.author_role}</span>
        ) : null}
        {lineUp === null ? null : lineUp.formation !== null && lineUp.teamId !== null ? (
          // CMT-13: the author's formation, a link to the fans' line-up tab of that club's page.
          <Link
            className="cm-badge cm-badge--formation"
            to={`/matchcenter/team/${lineUp.teamId}#lineup`}
            aria-label={intl.formatMessage(threadMessages.formationOf, { formation: lineUp.formation })}
          >
            {lineUp.formation}
          </Link>
        ) : (
          <span className="cm-badge cm-badge--formation">{intl.formatMessage(threadMessages.formation)}</span>
        )}
        {comment.match_minute ? (
          <span className="cm-badge cm-badge--minute">
            <span aria-hidden="true">{comment.match_minute}</span>
            <span className="visually-hidden">
              {intl.formatMessage(threadMessages.matchMinute, { minute: comment.match_minute })}
            </span>
          </span>
        ) : null}
        {showHiddenBadge ? (
          <span className="cm-badge cm-badge--hidden">{intl.formatMessage(threadMessages.hiddenBadge)}</span>
        ) : null}
        {written !== null ? (
          <time className="cm-item__date" dateTime={comment.created_at}>
            {formatArticleDate(comment.created_at, language, renderedAt)}
          </time>
        ) : (
          <span className="cm-item__date">{comment.date_and_time}</span>
        )}
        {comment.edited_at ? (
          <span className="cm-item__edited">{intl.formatMessage(threadMessages.edited)}</span>
        ) : null}
      </span>
    </header>
  );
}

/**
 * CMT-05: like and unlike; the button is locked while its request runs. A guest is asked to log in; the
 * author (who cannot like their own comment) sees the count only.
 */
function LikeControl({ comment, busy, onLike }: { comment: Comment; busy: boolean; onLike: () => void }) {
  const intl = useIntl();
  const { me } = useCommentsContext();
  const likers =
    comment.likes_count > 0 && comment.user_likes.length > 0 ? (
      <span className="cm-item__likers">
        {intl.formatMessage(threadMessages.likedBy, { users: comment.user_likes.join(', ') })}
      </span>
    ) : null;
  if (me !== null && !comment.can_like_it && !comment.is_liked_by_me) {
    return (
      <>
        <span className="cm-item__likes">
          {intl.formatMessage(threadMessages.likes, { count: comment.likes_count })}
        </span>
        {likers}
      </>
    );
  }
  return (
    <>
      <Button
        variant="ghost"
        className="cm-item__like"
        busy={busy}
        aria-pressed={comment.is_liked_by_me}
        onClick={onLike}
      >
        {intl.formatMessage(threadMessages.like, { count: comment.likes_count })}
      </Button>
      {likers}
    </>
  );
}
