import { AdminFeedback } from '../features/admin-feedback/components/admin-feedback';
import { AdminTools } from '../features/admin-tools/components/admin-tools';
import { AccountDialogs } from '../features/auth/components/account-dialogs';
import { useShowImportedNotice } from '../features/imported-notice/imported-notice-atom';
import { ImportedNoticeModal } from '../features/imported-notice/components/imported-notice-modal';
import { SitePopup } from '../features/popup/components/site-popup';
import { useRegisterLinks } from '../features/register-links/hooks/use-register-links';
import { SocialLoginButtons } from '../features/social-login/components/social-login-buttons';
import { FlashMessage } from '../lib/flash-message';

/**
 * Everything mf_account does on every page, composed here because the shell renders the
 * `shell.account-dialogs` slot once per page: the account dialogs (with the social-login buttons,
 * ACC-03), the imported-user notice (ACC-18), messages that outlive their page, the pop-up (POP-01),
 * the #register links (ACC-19), and for admins their custom code and feedback widget (ACC-20).
 */
export function AccountLayer() {
  const showImportedNotice = useShowImportedNotice();
  useRegisterLinks();
  return (
    <>
      <AccountDialogs
        socialLogin={<SocialLoginButtons />}
        onLoggedIn={(outcome) => showImportedNotice(outcome.importedUserNotice)}
      />
      <ImportedNoticeModal />
      <FlashMessage />
      <SitePopup />
      <AdminTools />
      <AdminFeedback />
    </>
  );
}
