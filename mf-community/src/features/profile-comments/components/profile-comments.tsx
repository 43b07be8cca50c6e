import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, LoadError, LoadMoreButton, SiteLink, Spinner, useSession } from '@tribune/shared';
import { CommentText } from '../../../components/comment-text';
import { useResourceTitle } from '../../../components/resource-title';
import { useCountUserComments } from '../api/count-user-comments';
import type { ProfileComment } from '../api/list-user-comments';
import { useUserComments } from '../hooks/use-user-comments';
import { profileCommentsMessages } from './profile-comments-messages';
import './profile-comments.css';

function CommentRow({ comment }: { comment: ProfileComment }) {
  const intl = useIntl();
  const hidden = comment.status === 'hidden';
  const resourceTitle = useResourceTitle(comment.resource);
  return (
    <tr className={hidden ? 'cm-profile-comments__row--hidden' : undefined}>
      <td className="cm-profile-comments__text">
        {hidden ? (
          <span className="cm-badge cm-badge--hidden">
            <FormattedMessage {...profileCommentsMessages.hidden} />
          </span>
        ) : null}
        {/* CMT-10: the text as text; only http(s) links become (nofollow) links. */}
        <CommentText className="cm-comment__text" content={comment.content} />
      </td>
      {/* data-label: a phone shows each row as a card, where the column's heading stands before the value. */}
      <td
        className="cm-profile-comments__resource"
        data-label={intl.formatMessage(profileCommentsMessages.resourceColumn)}
      >
        <SiteLink href={comment.url}>{resourceTitle}</SiteLink>
      </td>
      <td className="cm-profile-comments__date">
        <time dateTime={comment.created_at}>{comment.date}</time>
      </td>
      <td className="cm-profile-comments__number" data-label={intl.formatMessage(profileCommentsMessages.likesColumn)}>
        {intl.formatNumber(comment.likes_count)}
      </td>
    </tr>
  );
}

/**
 * PRF-01 on a public profile: how many comments the user wrote (with their own token, their hidden ones
 * too) and the comments themselves, newest first, with the server's read label ("20 of 57 comments
 * read") under them and load-more while there are more.
 */
export function ProfileComments({ userId }: { userId: number }) {
  const titleId = useId();
  const { user: viewer } = useSession();
  const viewerId = viewer?.id ?? null;
  const count = useCountUserComments(userId, viewerId);
  const list = useUserComments(userId, viewerId);

  return (
    <section className="cm-profile-comments card" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        <FormattedMessage {...profileCommentsMessages.title} />
      </h2>
      {count.data !== undefined ? (
        <p className="cm-profile-comments__count">
          <FormattedMessage {...profileCommentsMessages.count} values={{ count: count.data }} />
        </p>
      ) : null}
      {list.isLoading ? <Spinner /> : null}
      {list.error !== undefined && list.comments.length === 0 ? (
        <LoadError onRetry={list.retry}>
          <FormattedMessage {...profileCommentsMessages.loadFailed} />
        </LoadError>
      ) : null}
      {/* The count says "No comments yet" itself; this is for when the count did not load. */}
      {!list.isLoading && list.error === undefined && list.comments.length === 0 && count.data === undefined ? (
        <p className="cm-empty">
          <FormattedMessage {...profileCommentsMessages.empty} />
        </p>
      ) : null}
      {list.comments.length > 0 ? (
        <div className="cm-profile-comments__scroll">
          <table className="cm-profile-comments__table" aria-labelledby={titleId}>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage {...profileCommentsMessages.commentColumn} />
                </th>
                <th scope="col">
                  <FormattedMessage {...profileCommentsMessages.resourceColumn} />
                </th>
                <th scope="col">
                  <FormattedMessage {...profileCommentsMessages.dateColumn} />
                </th>
                <th scope="col" className="cm-profile-comments__number">
                  <FormattedMessage {...profileCommentsMessages.likesColumn} />
                </th>
              </tr>
            </thead>
            <tbody>
              {list.comments.map((comment) => (
                <CommentRow key={comment.id} comment={comment} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {/* The spec's read label, already in the site's language; the polite region announces each new page. */}
      {list.comments.length > 0 && list.read !== undefined ? (
        <p className="cm-profile-comments__read" aria-live="polite">
          {list.read}
        </p>
      ) : null}
      {list.loadMoreFailed ? (
        <Alert tone="danger">
          <FormattedMessage {...profileCommentsMessages.loadMoreFailed} />
        </Alert>
      ) : null}
      {list.hasMore ? <LoadMoreButton loading={list.isLoadingMore} onLoadMore={list.loadMore} /> : null}
    </section>
  );
}
