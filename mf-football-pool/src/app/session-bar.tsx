import { useSession } from '@tribune/shared';
import { GuestNotice } from '../features/predictions/components/guest-notice';
import { MyPosition } from '../features/rankings/components/my-position';

/**
 * The session-dependent line of the pool's pages: a guest's login invitation, or the fan's position.
 * The session exists only after hydration (decision 0010): the server and the hydration render the
 * guest's invitation (part of the first paint, issue 26), marked `data-guest-only` so a visitor with a
 * stored session does not see it before their position replaces it (api page-template `guestOnlyHint`);
 * `.fp-session` keeps its height, so nothing below moves.
 */
export function SessionBar() {
  const { isRestored, isLoggedIn } = useSession();
  return (
    <div className="fp-session" data-guest-only={isRestored ? undefined : ''}>
      {isRestored && isLoggedIn ? <MyPosition /> : <GuestNotice />}
    </div>
  );
}
