import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, getErrorMessage, Modal, SiteLink } from '@tribune/shared';
import { CommentText } from '../../../components/comment-text';
import { useDeleteComment } from '../api/delete-comment';
import type { ReportedComment as ReportedCommentData } from '../api/list-reported-comments';
import { useModerateComment } from '../api/moderate-comment';
import type { ModerationAction } from '../api/moderation-schemas';
import { moderationMessages } from './moderation-messages';

type Outcome = ModerationAction | 'delete';

interface ReportedCommentProps {
  item: ReportedCommentData;
  /** The manager, and the queue's page the comment is on: its row there shows what was done. */
  userId: number;
  page: number;
}

/** The comment on its page, the way shared links to one (docs/contracts.md: `{resource url}?comment={id}#comments`). */
function commentUrl(resourceUrl: string, commentId: number): string {
  const [path = '', hash] = resourceUrl.split('#');
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}comment=${commentId}${hash === undefined ? '#comments' : `#${hash}`}`;
}

/**
 * One comment of the moderation queue: its text, author, reports and article, and what a manager can do
 * about it. After an action the row stays, saying what was done, so a hide can be undone at once.
 */
export function ReportedComment({ item, userId, page }: ReportedCommentProps) {
  const intl = useIntl();
  const deleteComment = useDeleteComment(userId, page);
  const moderateComment = useModerateComment(userId, page);
  const [busy, setBusy] = useState<Outcome | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { comment, resource } = item;
  const deleted = outcome === 'delete' || comment.status === 'deleted';

  async function run(action: Outcome) {
    setBusy(action);
    setError(null);
    try {
      if (action === 'delete') {
        await deleteComment(comment);
      } else {
        await moderateComment(comment.id, action);
      }
      setOutcome(action);
    } catch (failure: unknown) {
      setError(getErrorMessage(failure));
    } finally {
      setBusy(null);
      setConfirming(false);
    }
  }

  return (
    <article
      className={['mod-item', 'card', comment.status === 'hidden' ? 'mod-item--hidden' : ''].join(' ').trim()}
      aria-label={intl.formatMessage(moderationMessages.commentLabel, { user: comment.username })}
    >
      <header className="mod-item__header">
        {comment.user_url ? (
          <SiteLink className="mod-item__author" href={comment.user_url}>
            {comment.username}
          </SiteLink>
        ) : (
          <span className="mod-item__author">{comment.username}</span>
        )}
        <span className="mod-item__date">{comment.date_and_time}</span>
        <span className="mod-item__reports">
          {intl.formatMessage(moderationMessages.reports, { count: item.reports_count })}
        </span>
        {comment.status === 'hidden' ? (
          <span className="mod-item__badge">{intl.formatMessage(moderationMessages.hiddenBadge)}</span>
        ) : null}
      </header>
      {deleted ? null : <CommentText className="mod-item__text" content={comment.content} />}
      <p className="mod-item__resource">
        {intl.formatMessage(moderationMessages.on)} <SiteLink href={resource.url}>{resource.title}</SiteLink>
        {deleted ? null : (
          <>
            {' · '}
            <SiteLink href={commentUrl(resource.url, comment.id)}>
              {intl.formatMessage(moderationMessages.viewComment)}
            </SiteLink>
          </>
        )}
      </p>
      {outcome ? (
        <p className="mod-item__outcome" role="status">
          {intl.formatMessage(moderationMessages.outcome, { action: outcome })}
        </p>
      ) : null}
      {error ? <Alert tone="danger">{error}</Alert> : null}
      {deleted ? null : (
        <div
          className="mod-item__actions"
          role="group"
          aria-label={intl.formatMessage(moderationMessages.actionsLabel)}
        >
          {comment.status === 'hidden' ? (
            <Button
              variant="secondary"
              busy={busy === 'unhide'}
              disabled={busy !== null}
              onClick={() => void run('unhide')}
            >
              {intl.formatMessage(moderationMessages.unhide)}
            </Button>
          ) : (
            <Button
              variant="secondary"
              busy={busy === 'hide'}
              disabled={busy !== null}
              onClick={() => void run('hide')}
            >
              {intl.formatMessage(moderationMessages.hide)}
            </Button>
          )}
          {outcome === null ? (
            <Button
              variant="ghost"
              busy={busy === 'dismiss'}
              disabled={busy !== null}
              onClick={() => void run('dismiss')}
            >
              {intl.formatMessage(moderationMessages.dismiss)}
            </Button>
          ) : null}
          <Button variant="danger" disabled={busy !== null} onClick={() => setConfirming(true)}>
            {intl.formatMessage(moderationMessages.delete)}
          </Button>
        </div>
      )}
      {confirming ? (
        <Modal title={intl.formatMessage(moderationMessages.confirmDelete)} onClose={() => setConfirming(false)}>
          <div className="mod-confirm">
            <Button variant="danger" busy={busy === 'delete'} onClick={() => void run('delete')}>
              {intl.formatMessage(moderationMessages.delete)}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {intl.formatMessage(moderationMessages.cancel)}
            </Button>
          </div>
        </Modal>
      ) : null}
    </article>
  );
}
