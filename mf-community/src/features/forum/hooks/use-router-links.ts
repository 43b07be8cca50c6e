import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { isPlainClick, toSitePath } from '@tribune/shared';
import { opensElsewhere } from '../lib/opens-elsewhere';

/**
 * A click handler for a container of server-rendered markup (FRM-01's topic list): a plain click on a
 * link to this site navigates inside the page (react-router) instead of loading the whole site again.
 * Clicks with a modifier, links to another window, downloads and other sites keep the browser's own
 * behaviour. Keyboard activation of a link is a click too, so it is covered.
 */
export function useRouterLinks() {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (!isPlainClick(event) || !(event.target instanceof Element)) return;
      const anchor = event.target.closest('a');
      if (anchor === null || !event.currentTarget.contains(anchor) || opensElsewhere(anchor)) return;
      if (!anchor.hasAttribute('href')) return;
      // `anchor.href` is the URL the browser would follow (relative ones resolved against the page).
      const path = toSitePath(anchor.href, window.location.origin);
      if (path === null) return;
      event.preventDefault();
      void navigate(path);
    },
    [navigate],
  );
}
