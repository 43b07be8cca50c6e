import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { Spinner } from '@tribune/shared';
import { useLatestComments } from '../features/comments/api/get-latest-comments';
import { CommentCard } from '../features/comments/components/comment-card';
import { communityMessages } from './community-messages';

/** CMT-15: the sidebar shows at most this many of the latest comments. */
export const sidebarCommentCount = 5;

/**
 * The community's widget in the home page's sidebar (slot `home.sidebar`): the 5 latest comments,
 * compact (CMT-15, "latest" variant). A failure hides it; the rest of the page is unaffected.
 */
export function HomeSidebarWidget() {
  const titleId = useId();
  const { data: comments, error, isLoading } = useLatestComments();
  if (error && !comments) return null;
  return (
    <section className="cm-widget card" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        <FormattedMessage {...communityMessages.latest} />
      </h2>
      {isLoading ? <Spinner /> : null}
      {comments && comments.length === 0 ? (
        <p className="cm-empty">
          <FormattedMessage {...communityMessages.empty} />
        </p>
      ) : null}
      {comments && comments.length > 0 ? (
        <ol className="cm-widget__list">
          {comments.slice(0, sidebarCommentCount).map((comment) => (
            <li key={comment.id}>
              <CommentCard comment={comment} compact />
            </li>
          ))}
        </ol>
      ) : null}
      <Link className="cm-widget__more" to="/community">
        <FormattedMessage {...communityMessages.more} />
      </Link>
    </section>
  );
}
