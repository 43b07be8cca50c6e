import { useIntl } from 'react-intl';
import { RemoteIntlProvider, type SlotProps } from '@tribune/shared';
import { loadCommentsMessages } from '../i18n/load-messages';
import { CommentsSection } from '../features/comments/components/comments-section';
import { threadMessages } from '../features/comments/components/thread-messages';
import '../styles/community.css';
import '../styles/comments.css';

function MatchThread({ fixtureId }: SlotProps['match.comments']) {
  const intl = useIntl();
  return (
    <CommentsSection
      resourceType="fixture"
      resourceId={fixtureId}
      title={intl.formatMessage(threadMessages.matchTitle)}
    />
  );
}

/** Fills the slot `match.comments`: the match thread under a match, with each comment's match minute. */
export default function CommunityMatchThread({ fixtureId }: SlotProps['match.comments']) {
  return (
    <RemoteIntlProvider loadMessages={loadCommentsMessages}>
      <MatchThread fixtureId={fixtureId} />
    </RemoteIntlProvider>
  );
}
