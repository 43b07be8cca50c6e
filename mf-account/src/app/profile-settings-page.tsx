import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Navigate, useSearchParams } from 'react-router';
import { Alert, isApiError, LoadError, sharedMessages, Spinner, useIsRemoteEnabled, useSession } from '@tribune/shared';
import { useLayoutPreview } from '../features/layout/hooks/use-layout';
import { DeleteAccountSection } from '../features/profile/components/delete-account-section';
import { MyClubSection } from '../features/profile/components/my-club-section';
import { ProfileSettingsForm } from '../features/profile/components/profile-settings-form';
import { useOwnProfile } from '../features/profile/hooks/use-own-profile';
import { profileAlertMs } from '../features/profile/lib/profile-alert';

const messages = defineMessages({
  title: {
    id: 'account.settings.title',
    defaultMessage: 'Profile settings',
    description: 'Heading of the profile settings page',
  },
  verified: {
    id: 'account.settings.verified',
    defaultMessage: 'Thank you: your e-mail address is verified.',
    description: 'Shown once on the profile settings page after the e-mail verification link was opened',
  },
  loadFailed: {
    id: 'account.settings.load-failed',
    defaultMessage: 'Your profile settings could not be loaded.',
    description: 'Shown with a retry button when the profile settings failed to load',
  },
});

/**
 * /user/profile (ACC-13 … ACC-16, PLT-07): the profile settings form, the fan's club on a tenant that
 * runs the match centre (CLB-01) and the delete-account danger zone. Login is required, else home.
 * ?verify shows the verify message once (where ACC-04 lands).
 */
export function ProfileSettingsPage() {
  const { isLoggedIn, isRestored, user } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  // Read once, then the query is dropped, so a reload does not show the message again.
  const [justVerified] = useState(() => searchParams.has('verify'));
  // A 401 while saving logs out (PLT-12); its message stays 2 s before the guest rule sends them home.
  const [endedMessage, setEndedMessage] = useState<string | null>(null);
  useEffect(() => {
    if (searchParams.has('verify')) setSearchParams({}, { replace: true });
  }, [searchParams, setSearchParams]);
  useEffect(() => {
    // Logged in again from the PLT-12 dialog: the old message is over.
    if (isLoggedIn) setEndedMessage(null);
  }, [isLoggedIn]);
  const onSessionEnded = useCallback((message: string) => setEndedMessage(message), []);

  // A server-rendered page hydrates before the session is read: wait for it rather than send a fan home.
  if (!isRestored) return <Spinner />;
  if (!isLoggedIn || !user) {
    if (endedMessage === null) return <Navigate to="/" replace />;
    return (
      <SettingsFrame>
        <Alert tone="danger" hideAfterMs={profileAlertMs} onHide={() => setEndedMessage(null)}>
          {endedMessage}
        </Alert>
      </SettingsFrame>
    );
  }
  return (
    <SettingsFrame>
      {justVerified ? (
        <Alert tone="success">
          <FormattedMessage {...messages.verified} />
        </Alert>
      ) : null}
      <OwnSettings userId={user.id} onSessionEnded={onSessionEnded} />
    </SettingsFrame>
  );
}

function SettingsFrame({ children }: { children: ReactNode }) {
  return (
    <section className="profile-settings" aria-labelledby="profile-settings-title">
      <h1 id="profile-settings-title">
        <FormattedMessage {...messages.title} />
      </h1>
      {children}
    </section>
  );
}

function OwnSettings({ userId, onSessionEnded }: { userId: number; onSessionEnded: (message: string) => void }) {
  const { profile, error, retry, saved, avatarDeleted } = useOwnProfile(userId);
  const { settings, preview } = useLayoutPreview();
  const hasMatchCentre = useIsRemoteEnabled('mf_matchcenter');

  if (error) {
    return (
      <LoadError onRetry={retry}>
        <FormattedMessage {...messages.loadFailed} /> {isApiError(error) ? error.message : null}
      </LoadError>
    );
  }
  if (!profile) {
    // Not a live region: the page heading is already there, and the form replaces this in a moment.
    return (
      <p className="profile-settings__loading" aria-busy="true">
        <FormattedMessage {...sharedMessages.loading} />
      </p>
    );
  }
  return (
    <>
      <ProfileSettingsForm
        profile={profile}
        nightMode={settings.night_mode === '1'}
        largeText={settings.text_size === 'big'}
        onNightModeChange={(on) => preview({ night_mode: on ? '1' : '0' })}
        onLargeTextChange={(on) => preview({ text_size: on ? 'big' : 'small' })}
        onSaved={saved}
        onAvatarDeleted={avatarDeleted}
        onSessionEnded={onSessionEnded}
      />
      {hasMatchCentre ? <MyClubSection userId={userId} onSessionEnded={onSessionEnded} /> : null}
      <DeleteAccountSection onSessionEnded={onSessionEnded} />
    </>
  );
}
