import { useIntl } from 'react-intl';
import { Button } from '@tribune/shared';
import type { Comment } from '../api/comment-schema';
import { useCommentsContext } from './comments-context';
import { threadMessages } from './thread-messages';

/**
 * CMT-05: like and unlike; the button is locked while its request runs. A guest is asked to log in; the
 * author (who cannot like their own comment) sees the count only.
 */
export function LikeControl({ comment, busy, onLike }: { comment: Comment; busy: boolean; onLike: () => void }) {
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
