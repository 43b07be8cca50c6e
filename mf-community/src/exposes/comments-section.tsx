import { RemoteIntlProvider, type SlotProps } from '@tribune/shared';
import { loadCommentsMessages } from '../i18n/load-messages';
import { CommentsSection } from '../features/comments/components/comments-section';
import '../styles/community.css';
import '../styles/comments.css';

/** Fills the slot `article.comments`: the comments of an article or any other resource (CMT-01..14). */
export default function CommunityCommentsSection({ resourceType, resourceId }: SlotProps['article.comments']) {
  return (
    <RemoteIntlProvider loadMessages={loadCommentsMessages}>
      <CommentsSection resourceType={resourceType} resourceId={resourceId} />
    </RemoteIntlProvider>
  );
}
