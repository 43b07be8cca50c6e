import { useSession } from '@tribune/shared';
import { GuestNotice } from '../features/predictions/components/guest-notice';
import { MyPosition } from '../features/rankings/components/my-position';

/**
 * The session-dependent line of the pool's pages: a guest's login invitation, or the fan's position.
 * The session exists only after hydration (decision 0010), so until then its space is kept empty
 * (`.fp-session` has a minimum height) and nothing below moves.
 */
export function SessionBar() {
  const { isRestored, isLoggedIn } = useSession();
  return <div className="fp-session">{isRestored ? isLoggedIn ? <MyPosition /> : <GuestNotice /> : null}</div>;
}
