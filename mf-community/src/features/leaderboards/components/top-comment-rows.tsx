import { useIntl } from 'react-intl';
import { Avatar, formatArticleDate, parseIsoInstant, SiteLink, useRenderedAt, useTenant } from '@tribune/shared';
import { commentMessages } from '../../../components/comment-messages';
import { CommentText } from '../../../components/comment-text';
import { useResourceTitle } from '../../../components/resource-title';
import type { TopComment } from '../api/leaderboard-schemas';
import { countMessages } from './count-messages';
import { leaderboardMessages } from './leaderboard-messages';

function TopCommentCard({ comment }: { comment: TopComment }) {
  const intl = useIntl();
  const { language } = useTenant();
  const renderedAt = useRenderedAt();
  const resourceTitle = useResourceTitle(comment.resource);
  return (
    <article
      className="cm-comment cm-board__comment"
      aria-label={intl.formatMessage(commentMessages.label, { user: comment.username })}
    >
      <header className="cm-comment__header">
        <Avatar src={comment.user_avatar} name={comment.username} size={32} />
        <span className="cm-comment__byline">
          {comment.user_url ? (
            <SiteLink className="cm-comment__author" href={comment.user_url}>
              {comment.username}
            </SiteLink>
          ) : (
            <span className="cm-comment__author">{comment.username}</span>
          )}
          {parseIsoInstant(comment.created_at) !== null ? (
            <time className="cm-comment__date" dateTime={comment.created_at}>
              {formatArticleDate(comment.created_at, language, renderedAt)}
            </time>
          ) : null}
        </span>
      </header>
      {/* CMT-10: the text stays text; only well-formed http(s) links become (nofollow) links. */}
      <CommentText className="cm-comment__text" content={comment.content} />
      <footer className="cm-comment__footer">
        <span className="cm-comment__resource">
          {intl.formatMessage(commentMessages.on)}{' '}
          <SiteLink className="cm-comment__resource-link" href={comment.comment_url}>
            {resourceTitle}
          </SiteLink>
        </span>
        <span className="cm-board__counts">
          <span>{intl.formatMessage(countMessages.likes, { count: comment.likes_count })}</span>
          <span>{intl.formatMessage(leaderboardMessages.replies, { count: comment.replies_count })}</span>
        </span>
      </footer>
    </article>
  );
}

/** The comments of the top-comments board, most liked first as sent. */
export function TopCommentRows({ rows }: { rows: TopComment[] }) {
  return (
    <ol className="cm-comments cm-board__comments">
      {rows.map((comment) => (
        <li key={comment.id}>
          <TopCommentCard comment={comment} />
        </li>
      ))}
    </ol>
  );
}
