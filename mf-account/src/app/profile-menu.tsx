import { useEffect, useId, useRef, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import {
  Avatar,
  endPushSubscription,
  getErrorMessage,
  isApiError,
  useApiClient,
  useIsRemoteEnabled,
  useSession,
  useTenant,
  type StoredUser,
} from '@tribune/shared';
import { usePageReload } from '../lib/page-reload';
import { LayoutToggles } from '../features/layout/components/layout-toggles';
import { useLogout } from '../features/session/api/logout';

const messages = defineMessages({
  menuLabel: {
    id: 'account.menu.label',
    defaultMessage: 'Account menu',
    description: 'Accessible name of the logged-in user’s menu panel',
  },
  myProfile: {
    id: 'account.menu.my-profile',
    defaultMessage: 'My profile',
    description: 'Profile menu link to the user’s public profile',
  },
  settings: {
    id: 'account.menu.settings',
    defaultMessage: 'Profile settings',
    description: 'Profile menu link to the profile settings page',
  },
  logout: {
    id: 'account.menu.logout',
    defaultMessage: 'Log out',
    description: 'Profile menu button that logs the user out',
  },
  manager: {
    id: 'account.menu.manager',
    defaultMessage: 'Manager',
    description: 'Badge in the profile menu for users with manager rights',
  },
  editorsTools: {
    id: 'account.menu.editors-tools',
    defaultMessage: 'Editors’ tools',
    description:
      'Profile menu: accessible name of the list of editors’ pages, shown to managers, guest authors and junior editors',
  },
  newsroom: {
    id: 'account.menu.newsroom',
    defaultMessage: 'Newsroom',
    description: 'Profile menu link (guest authors, junior editors and managers) to the newsroom’s list of articles',
  },
  moderation: {
    id: 'account.menu.moderation',
    defaultMessage: 'Moderation',
    description: 'Profile menu link (managers) to the reported comments',
  },
  headlineTests: {
    id: 'account.menu.headline-tests',
    defaultMessage: 'Headline tests',
    description: 'Profile menu link (managers) to the readout of the headline A/B tests',
  },
  smartBar: {
    id: 'account.menu.smart-bar',
    defaultMessage: 'Smart bar',
    description: 'Profile menu link (managers) to the page that sets the announcement bar',
  },
  notVerifiedShort: {
    id: 'account.menu.not-verified-short',
    defaultMessage: '(e-mail not verified)',
    description: 'Hidden text on the profile menu button while the e-mail address is not verified',
  },
  notVerified: {
    id: 'account.menu.not-verified',
    defaultMessage: 'Your e-mail address is not verified yet. Open the link in the e-mail we sent you to verify it.',
    description: 'Notice in the profile menu after registration, until the e-mail address is verified',
  },
});

interface ProfileMenuProps {
  user: StoredUser;
  isManager: boolean;
  /** Issue 33: a guest author, junior editor or manager, who gets the newsroom link. */
  mayUseNewsroom: boolean;
  emailVerified: boolean;
}

/**
 * The logged-in user's menu in the header: a disclosure button (avatar 30×30 and username) opening a
 * panel with the profile link and logout (ACC-06), the manager badge (ACC-12), the night mode and large
 * text switches (ACC-09) and, after a registration, the not-verified notice (ACC-02).
 */
export function ProfileMenu({ user, isManager, mayUseNewsroom, emailVerified }: ProfileMenuProps) {
  const intl = useIntl();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { signOut } = useSession();
  const client = useApiClient();
  const { id: tenantId } = useTenant();
  const reload = usePageReload();
  const { trigger: logout, isMutating: loggingOut } = useLogout();

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: MouseEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('mousedown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('mousedown', onPointerDown);
    };
  }, [open]);

  async function onLogout() {
    try {
      await logout();
    } catch (error) {
      // ACC-06: a 401 means the token is already gone, which is what logging out wants anyway.
      // Any other failure leaves the session as it is (the spec: other failures are only logged).
      if (!isApiError(error, 401)) {
        console.error(`[mf_account] logout failed: ${getErrorMessage(error)}`);
        return;
      }
    }
    // CLB-03: logging out of this browser drops its push subscription (the API forgets it, the browser
    // unsubscribes), so neither the account's club alerts nor any other push arrive here any more.
    // Awaited: the reload would cut the request off.
    await endPushSubscription(client, tenantId);
    signOut();
    reload();
  }

  return (
    <div className="profile-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="profile-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar src={user.profile_image ?? user.image} name={user.username} size={30} />
        <span className="profile-menu__username">{user.username}</span>
        {emailVerified ? null : (
          <span className="profile-menu__warning">
            <span aria-hidden="true">!</span>
            <span className="visually-hidden">
              <FormattedMessage {...messages.notVerifiedShort} />
            </span>
          </span>
        )}
      </button>
      <nav
        id={panelId}
        className="profile-menu__panel"
        aria-label={intl.formatMessage(messages.menuLabel)}
        hidden={!open}
      >
        <p className="profile-menu__identity">
          <strong>{user.username}</strong>
          {isManager ? (
            <span className="profile-menu__badge">
              <FormattedMessage {...messages.manager} />
            </span>
          ) : null}
        </p>
        {emailVerified ? null : (
          <p className="profile-menu__notice">
            <FormattedMessage {...messages.notVerified} />
          </p>
        )}
        <LayoutToggles />
        <ul className="profile-menu__items">
          <li>
            <Link to={`/user/${encodeURIComponent(user.username)}`} onClick={() => setOpen(false)}>
              <FormattedMessage {...messages.myProfile} />
            </Link>
          </li>
          <li>
            <Link to="/user/profile" onClick={() => setOpen(false)}>
              <FormattedMessage {...messages.settings} />
            </Link>
          </li>
          {isManager || mayUseNewsroom ? (
            <li>
              <EditorsTools isManager={isManager} onNavigate={() => setOpen(false)} />
            </li>
          ) : null}
          <li>
            <button type="button" onClick={onLogout} disabled={loggingOut} aria-busy={loggingOut || undefined}>
              <FormattedMessage {...messages.logout} />
            </button>
          </li>
        </ul>
      </nav>
    </div>
  );
}

/**
 * The editors' pages, each only where the tenant runs its remote: the newsroom (mf_content, issue 33)
 * for every newsroom user (NR-06: a guest author or junior editor sees only that), and for a manager
 * also moderation (mf_community) and the headline tests and smart bar (mf_content, SB-01 and AB-01).
 */
function EditorsTools({ isManager, onNavigate }: { isManager: boolean; onNavigate: () => void }) {
  const intl = useIntl();
  const community = useIsRemoteEnabled('mf_community');
  const content = useIsRemoteEnabled('mf_content');
  const links = [
    ...(content ? [{ to: '/newsroom', label: messages.newsroom }] : []),
    ...(isManager && community ? [{ to: '/community/moderation', label: messages.moderation }] : []),
    ...(isManager && content
      ? [
          { to: '/headline-tests', label: messages.headlineTests },
          { to: '/smart-bar', label: messages.smartBar },
        ]
      : []),
  ];
  if (links.length === 0) return null;
  return (
    <ul className="profile-menu__editors" aria-label={intl.formatMessage(messages.editorsTools)}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} onClick={onNavigate}>
            <FormattedMessage {...link.label} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
