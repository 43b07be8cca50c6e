import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { usePageReload } from '../../../lib/page-reload';

const predictionsPath = '/football-pool/predictions';

/**
 * ACC-10: the predictions page is built for the logged-out visitor, so after a login on it the page
 * reloads. Everything else switches in place (the session atoms), and a pending comment is left for
 * mf_community, which submits it when signInCountAtom moves.
 */
export function useReloadOnPredictionsPage(): () => void {
  const { pathname } = useLocation();
  const reload = usePageReload();
  return useCallback(() => {
    if (pathname.startsWith(predictionsPath)) reload();
  }, [pathname, reload]);
}
