import { useEffect } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import {
  endPushSubscription,
  getErrorMessage,
  isApiError,
  LoadError,
  NotFoundPage,
  Slot,
  useApiClient,
  useSession,
  useTenant,
  type StoredUser,
} from '@tribune/shared';
import { useMe } from '../features/profile/api/get-me';
import { usePublicProfile } from '../features/profile/api/get-public-profile';
import { ProfileHeader } from '../features/profile/components/profile-header';

const messages = defineMessages({
  notFound: {
    id: 'account.profile.not-found',
    defaultMessage: 'This user does not exist',
    description: 'Heading of the public profile page (/user/{username}) of a username nobody has',
  },
  notFoundText: {
    id: 'account.profile.not-found-text',
    defaultMessage: 'No fan goes by this name, or their account has been deleted.',
    description: 'Text of the public profile page (/user/{username}) of a username nobody has',
  },
  loadFailed: {
    id: 'account.profile.load-failed',
    defaultMessage: 'The profile could not be loaded.',
    description: 'Public profile page: loading someone’s profile failed (not because they do not exist)',
  },
});

/**
 * ACC-17: /user/{username}. The viewer's own page shows their data from me-as-resource (ACC-16); anyone
 * else's loads their public profile. Below the header, the slot `user.profile` (karma, comments and
 * articles from the other remotes, KAR-02 and PRF-01) once the user's id is known.
 */
export function UserProfilePage() {
  const { username = '' } = useParams();
  const { user } = useSession();
  const isViewer = user !== null && user.username.toLowerCase() === username.toLowerCase();
  return isViewer ? <OwnProfile viewer={user} /> : <PublicUserProfile username={username} />;
}

function PublicUserProfile({ username }: { username: string }) {
  const { data, error, mutate } = usePublicProfile(username);

  useEffect(() => {
    if (error !== undefined && !isApiError(error, 404)) {
      console.error(`[mf_account] public profile load failed: ${getErrorMessage(error)}`);
    }
  }, [error]);

  // Nobody has this name: the not-found page (a 404 on the server, issue 30), never a profile of no one.
  if (isApiError(error, 404)) return <NotFoundPage title={messages.notFound} text={messages.notFoundText} />;
  if (!data) {
    // Loading (or failed): the name from the address holds the header's place.
    return (
      <article className="profile-page">
        <ProfileHeader username={username} />
        {error !== undefined ? (
          <LoadError onRetry={() => void mutate()}>
            <FormattedMessage {...messages.loadFailed} />
          </LoadError>
        ) : null}
      </article>
    );
  }
  return (
    <article className="profile-page">
      <ProfileHeader username={data.username} image={data.profile_image} clapsCount={data.claps_count} />
      <Slot name="user.profile" userId={data.id} username={data.username} />
    </article>
  );
}

function OwnProfile({ viewer }: { viewer: StoredUser }) {
  return (
    <article className="profile-page">
      <OwnProfileHeader viewer={viewer} />
      <Slot name="user.profile" userId={viewer.id} username={viewer.username} />
    </article>
  );
}

function OwnProfileHeader({ viewer }: { viewer: StoredUser }) {
  const navigate = useNavigate();
  const { signOut } = useSession();
  const client = useApiClient();
  const { id: tenantId } = useTenant();
  const { data, error } = useMe(viewer.id);

  useEffect(() => {
    // ACC-16: a 401 on the profile load sends the user home; the token is dead, so the session goes too.
    if (!error) return;
    if (!isApiError(error, 401)) {
      // Anything else leaves the header on the session's data; the spec only logs other failures.
      console.error(`[mf_account] profile load failed: ${getErrorMessage(error)}`);
      return;
    }
    // CLB-03: the session ended, so this browser stops getting the account's pushes (as on logout).
    void endPushSubscription(client, tenantId);
    signOut();
    void navigate('/', { replace: true });
  }, [client, error, navigate, signOut, tenantId]);

  return (
    <ProfileHeader
      username={data?.username ?? viewer.username}
      image={data ? data.profile_image : (viewer.profile_image ?? viewer.image)}
      clapsCount={data?.claps_count}
    />
  );
}
