import { useSession } from '@tribune/shared';

/**
 * Whether a match's `match.pick` slot (mf_football_pool, CLB-04) can show anything. Before kick-off it
 * shows the bets to everyone. After kick-off it shows only a logged-in fan's own pick and its points, so
 * for a guest it is left out: rendered, it brought the prediction game's remote entry, two chunks and a
 * message bundle onto a guest's live or finished match page to draw nothing (issue 26). The server
 * renders a guest's view, and the session is known only after hydration, so a fan's pick appears then.
 */
export function usePickMayShow(kickedOff: boolean): boolean {
  const { isLoggedIn } = useSession();
  return !kickedOff || isLoggedIn;
}
