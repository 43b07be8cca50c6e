import { Route, Routes } from 'react-router';
import { RemoteIntlProvider } from '@tribune/shared';
import { loadMessages } from '../i18n/load-messages';
import { NotFoundPage } from '../app/not-found-page';
import { ProfileSettingsPage } from '../app/profile-settings-page';
import { UserProfilePage } from '../app/user-profile-page';
import { VerifyEmailPage } from '../app/verify-email-page';
import '../account.css';

/** The pages mf_account owns (see the route table in @tribune/shared). */
export default function AccountRoutes() {
  return (
    <RemoteIntlProvider loadMessages={loadMessages}>
      <Routes>
        <Route path="user/profile" element={<ProfileSettingsPage />} />
        <Route path="user/:username" element={<UserProfilePage />} />
        <Route path="email/verify/:userId/:hash" element={<VerifyEmailPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </RemoteIntlProvider>
  );
}
