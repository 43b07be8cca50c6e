import { atom, useAtom } from 'jotai';
import { Alert } from '@tribune/shared';

/**
 * A confirmation that outlives the page that caused it: the reset-password and social-login pages leave
 * for `/` at once and the message shows there (the account layer renders on every page). Kept in the
 * page's jotai store, never in module state.
 */
export const flashMessageAtom = atom<string | null>(null);

/** How long a flash message stays, like the login banner (ACC-01). */
const flashMessageMs = 3000;

export function FlashMessage() {
  const [message, setMessage] = useAtom(flashMessageAtom);
  if (message === null) return null;
  return (
    <div className="account-toast">
      <Alert key={message} tone="success" hideAfterMs={flashMessageMs} onHide={() => setMessage(null)}>
        {message}
      </Alert>
    </div>
  );
}
