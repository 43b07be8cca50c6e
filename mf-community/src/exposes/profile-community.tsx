import { RemoteIntlProvider, type SlotProps } from '@tribune/shared';
import { loadMessages } from '../i18n/load-messages';
import { KarmaSection } from '../features/karma/components/karma-section';
import { ProfileComments } from '../features/profile-comments/components/profile-comments';
import '../styles/community.css';
import '../styles/comments.css';

/**
 * Fills the slot `user.profile`: the community parts of a public profile, the karma chart and ranking
 * (KAR-02) and the user's comments (PRF-01). Keyed by the user, so moving to another fan's profile
 * starts their lists afresh.
 */
export default function CommunityProfile({ userId }: SlotProps['user.profile']) {
  return (
    <RemoteIntlProvider loadMessages={loadMessages}>
      <div className="cm-profile" key={userId}>
        <KarmaSection userId={userId} />
        <ProfileComments userId={userId} />
      </div>
    </RemoteIntlProvider>
  );
}
