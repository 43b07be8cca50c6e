import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Avatar, formatArticleDate, parseIsoInstant, SiteLink, useRenderedAt, useTenant } from '@tribune/shared';
import { currentLineUp, type Comment } from '../api/comment-schema';
import { threadMessages } from './thread-messages';

/** A comment's author, badges (role, line-up, match minute, hidden) and date (CMT-13). */
export function CommentHeader({ comment, showHiddenBadge }: { comment: Comment; showHiddenBadge: boolean }) {
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
