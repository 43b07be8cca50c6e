import { useShowImportedNotice } from '../features/imported-notice/imported-notice-atom';
import { SocialLoginCallback } from '../features/social-login/components/social-login-callback';

/** ACC-03: /login/{provider}/callback, where the provider sends the browser back with a code. */
export function SocialLoginCallbackPage() {
  const showImportedNotice = useShowImportedNotice();
  return <SocialLoginCallback onLoggedIn={(outcome) => showImportedNotice(outcome.importedUserNotice)} />;
}
