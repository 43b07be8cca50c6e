import { Route, Routes } from 'react-router';
import { NotFoundPage, RemoteIntlProvider } from '@tribune/shared';
import { loadMessages } from '../i18n/load-messages';
import { ContactPage } from '../app/contact-page';
import { ProfileSettingsPage } from '../app/profile-settings-page';
import { ResetPasswordPage } from '../app/reset-password-page';
import { SocialLoginCallbackPage } from '../app/social-login-callback-page';
import { UserProfilePage } from '../app/user-profile-page';
import { VerifyEmailPage } from '../app/verify-email-page';
import { VerifyNewEmailPage } from '../app/verify-new-email-page';
import '../account.css';

/** The pages mf_account owns (see the route table in @tribune/shared). */
export default function AccountRoutes() {
  return (
    <RemoteIntlProvider loadMessages={loadMessages}>
      <Routes>
        <Route path="user/profile" element={<ProfileSettingsPage />} />
        <Route path="user/:username" element={<UserProfilePage />} />
        <Route path="email/verify/:userId/:hash" element={<VerifyEmailPage />} />
        <Route path="new-email/verify/:userId/:hash" element={<VerifyNewEmailPage />} />
        {/* ACC-08: the token is the last path segment, so anything under /password/reset/ is taken. */}
        <Route path="password/reset/*" element={<ResetPasswordPage />} />
        <Route path="login/:provider/callback" element={<SocialLoginCallbackPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </RemoteIntlProvider>
  );
}
