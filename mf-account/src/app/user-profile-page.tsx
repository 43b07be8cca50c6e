import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { getErrorMessage, isApiError, useSession, type StoredUser } from '@tribune/shared';
import { useMeAsResource } from '../features/profile/api/get-me-as-resource';
import { ProfileHeader } from '../features/profile/components/profile-header';

/**
 * ACC-17: /user/{username}. The viewer's own page shows their data from me-as-resource (ACC-16); anyone
 * else's shows the name from the URL until the public profile API exists.
 */
export function UserProfilePage() {
  const { username = '' } = useParams();
  const { user } = useSession();
  const isViewer = user !== null && user.username.toLowerCase() === username.toLowerCase();
  return (
    <article className="profile-page">
      {isViewer ? <OwnProfileHeader viewer={user} /> : <ProfileHeader username={username} />}
    </article>
  );
}

function OwnProfileHeader({ viewer }: { viewer: StoredUser }) {
  const navigate = useNavigate();
  const { signOut } = useSession();
  const { data, error } = useMeAsResource(viewer.id);

  useEffect(() => {
    // ACC-16: a 401 on the profile load sends the user home; the token is dead, so the session goes too.
    if (!error) return;
    if (!isApiError(error, 401)) {
      // Anything else leaves the header on the session's data; the spec only logs other failures.
      console.error(`[mf_account] profile load failed: ${getErrorMessage(error)}`);
      return;
    }
    signOut();
    void navigate('/', { replace: true });
  }, [error, navigate, signOut]);

  return (
    <ProfileHeader
      username={data?.username ?? viewer.username}
      image={data ? data.profile_image : (viewer.profile_image ?? viewer.image)}
      clapsCount={data?.claps_count}
    />
  );
}
