import { lazy, Suspense } from 'react';
import { useSession } from '@tribune/shared';

// Admins only: the widget is a chunk of its own, so fans and guests never download it.
const FeedbackWidget = lazy(async () => ({ default: (await import('./feedback-widget')).FeedbackWidget }));

/**
 * ACC-20: the feedback widget, for a logged-in admin (the session user's `isAdmin`) and nobody else.
 * For anyone else, and on the server (which renders the guest view), it renders nothing at all: no
 * hidden button in the HTML. The API names the sender from the session, so a stored user edited to
 * say `isAdmin` only gets a 403 (docs/decisions/0044).
 */
export function AdminFeedback() {
  const { user } = useSession();
  if (!user?.isAdmin) return null;
  return (
    <Suspense fallback={null}>
      {/* A new key per account: another admin's login never sees the previous one's draft. */}
      <FeedbackWidget key={user.id} />
    </Suspense>
  );
}
