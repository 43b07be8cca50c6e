import { useEffect } from 'react';
import { atom, useStore } from 'jotai';
import { useSession } from '@tribune/shared';
import { useAdminFrontEnd, type FeedbackIdentity } from '../api/get-admin-front-end';

declare global {
  interface Window {
    /** ACC-20: who the feedback widget should name; set for admins only (see mf-account/README.md). */
    tribuneFeedbackIdentity?: FeedbackIdentity;
  }
}

/** The event a feedback widget can listen for, with the identity as `detail` (mf-account/README.md). */
const feedbackIdentityEvent = 'tribune:feedback-identity';

/** Whether this page has run the custom code; in the page's store, so a remount never runs it twice. */
const customCodeRanAtom = atom(false);

function publishFeedbackIdentity(identity: FeedbackIdentity): void {
  window.tribuneFeedbackIdentity = identity;
  window.dispatchEvent(new CustomEvent(feedbackIdentityEvent, { detail: identity }));
}

/**
 * A script element with the code as its text runs it once, in the page's global scope, like the old
 * site. The page's CSP lets no inline script run but those whose sha256 it lists, and the API lists
 * this tenant's code (decision 0049): so the text must be exactly the code, with nothing added, and
 * needs no nonce (a cacheable page has none).
 */
function runCustomCode(code: string): void {
  const script = document.createElement('script');
  script.dataset.tribuneAdminCode = '';
  script.text = code;
  document.body.append(script);
}

/**
 * ACC-20: for a logged-in admin only, fetches the tenant's custom front-end code and runs it once per
 * page load, after publishing the feedback identity (id, name, e-mail) the code's widget reads.
 */
export function AdminTools() {
  const { user } = useSession();
  const store = useStore();
  const { data } = useAdminFrontEnd(user?.isAdmin ? user.id : null);

  useEffect(() => {
    if (!data || !user?.isAdmin) return;
    // Identity first: the custom code may load the feedback widget, which reads it at once.
    publishFeedbackIdentity(data.feedback);
    if (store.get(customCodeRanAtom)) return;
    store.set(customCodeRanAtom, true);
    if (data.custom_code) runCustomCode(data.custom_code);
  }, [data, user?.isAdmin, store]);

  return null;
}
