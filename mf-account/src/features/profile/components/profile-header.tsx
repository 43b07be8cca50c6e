import { defineMessage, FormattedMessage } from 'react-intl';
import { Avatar } from '@tribune/shared';

const clapsMessage = defineMessage<{ count: number }>({
  id: 'account.profile.claps',
  defaultMessage: '{count, plural, one {# clap} other {# claps}}',
  description: 'How many claps the user has given, on the public profile header',
});

interface ProfileHeaderProps {
  username: string;
  image?: string | null | undefined;
  clapsCount?: number | undefined;
}

/** ACC-17: the top of a public profile page. */
export function ProfileHeader({ username, image, clapsCount }: ProfileHeaderProps) {
  return (
    <header className="profile-header card">
      <Avatar src={image} name={username} size={96} />
      <div>
        <h1 className="profile-header__name">{username}</h1>
        {clapsCount === undefined ? null : (
          <p className="profile-header__stats">
            <FormattedMessage {...clapsMessage} values={{ count: clapsCount }} />
          </p>
        )}
      </div>
    </header>
  );
}
