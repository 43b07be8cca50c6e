import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { LoadError, Spinner } from '@tribune/shared';
import { useListLatestComments } from '../features/comments/api/list-latest-comments';
import { CommentCard } from '../features/comments/components/comment-card';
import { CommentText } from '../components/comment-text';
import { CommunityLeaderboards } from '../features/leaderboards/components/community-leaderboards';
import { communityMessages } from './community-messages';
import '../styles/leaderboards.css';

/** The full cards show links and line breaks (CMT-10). */
function richText(content: string) {
  return <CommentText className="cm-comment__text" content={content} />;
}

/**
 * /community: the three leaderboards (COM-01), then the latest comments of the whole site (CMT-15), each
 * safely rendered (CMT-10).
 */
export function CommunityPage() {
  const titleId = useId();
  const latestId = useId();
  const { data: comments, error, isLoading, mutate } = useListLatestComments();
  return (
    <section className="cm-page" aria-labelledby={titleId}>
      <h1 id={titleId} className="cm-page__title">
        <FormattedMessage {...communityMessages.title} />
      </h1>
      <p className="cm-page__intro">
        <FormattedMessage {...communityMessages.intro} />
      </p>
      <CommunityLeaderboards />
      <section className="cm-page__latest" aria-labelledby={latestId}>
        <h2 id={latestId} className="section-title">
          <FormattedMessage {...communityMessages.latest} />
        </h2>
        {isLoading ? <Spinner /> : null}
        {error && !comments ? (
          <LoadError onRetry={() => void mutate()}>
            <FormattedMessage {...communityMessages.loadFailed} />
          </LoadError>
        ) : null}
        {comments && comments.length === 0 ? (
          <p className="cm-empty">
            <FormattedMessage {...communityMessages.empty} />
          </p>
        ) : null}
        {comments && comments.length > 0 ? (
          <ol className="cm-comments">
            {comments.map((comment) => (
              <li key={comment.id}>
                <CommentCard comment={comment} renderText={richText} />
              </li>
            ))}
          </ol>
        ) : null}
      </section>
    </section>
  );
}
