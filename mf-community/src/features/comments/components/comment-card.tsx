import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Avatar, formatArticleDate, parseIsoInstant, SiteLink, useRenderedAt, useTenant } from '@tribune/shared';
import type { SidebarComment } from '../api/list-latest-comments';
import { commentMessages } from '../../../components/comment-messages';
import { useResourceTitle } from '../../../components/resource-title';

interface CommentCardProps {
  comment: SidebarComment;
  /** CMT-15's sidebar variant: smaller, text clamped to a few lines, no claps. */
  compact?: boolean;
  /**
   * How the text is shown. Default: plain text (React escapes it), which is all a clamped sidebar
   * excerpt needs; the community page passes `CommentText` for links and line breaks (CMT-10). Kept out
   * of this file so the home page's widget does not bring the linkifier (~10 kB gzip; the home page's
   * JavaScript budget, e2e/README.md).
   */
  renderText?: (content: string) => ReactNode;
}

function plainText(content: string): ReactNode {
  return <p className="cm-comment__text">{content}</p>;
}

/** One comment of a list: who wrote it when, the text (CMT-10), and the article it was written on. */
export function CommentCard({ comment, compact = false, renderText = plainText }: CommentCardProps) {
  const intl = useIntl();
  const { language } = useTenant();
  const renderedAt = useRenderedAt();
  const written = parseIsoInstant(comment.date);
  const author = comment.user_url ? (
    <SiteLink className="cm-comment__author" href={comment.user_url}>
      {comment.user}
    </SiteLink>
  ) : (
    <span className="cm-comment__author">{comment.user}</span>
  );
  const claps = comment.claps_count;
  const resourceTitle = useResourceTitle(comment.resource);

  return (
    <article
      className={['cm-comment', compact ? 'cm-comment--compact' : 'card'].join(' ')}
      aria-label={intl.formatMessage(commentMessages.label, { user: comment.user })}
    >
      <header className="cm-comment__header">
        <Avatar src={comment.user_avatar} name={comment.user} size={compact ? 32 : 40} />
        <span className="cm-comment__byline">
          {author}
          {written !== null ? (
            <time className="cm-comment__date" dateTime={comment.date}>
              {formatArticleDate(comment.date, language, renderedAt)}
            </time>
          ) : (
            <span className="cm-comment__date">{comment.date}</span>
          )}
        </span>
      </header>
      {renderText(comment.content)}
      <footer className="cm-comment__footer">
        <span className="cm-comment__resource">
          {intl.formatMessage(commentMessages.on)}{' '}
          <SiteLink className="cm-comment__resource-link" href={comment.url}>
            {resourceTitle}
          </SiteLink>
        </span>
        {!compact && claps > 0 ? (
          <span className="cm-comment__claps">{intl.formatMessage(commentMessages.claps, { count: claps })}</span>
        ) : null}
      </footer>
    </article>
  );
}
