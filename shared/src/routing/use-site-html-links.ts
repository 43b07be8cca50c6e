import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { useOpenAuthDialog } from '../session/use-session';
import { isPlainClick } from './plain-click';
import { toSitePath } from './site-url';

/** Whether the browser itself should follow this link: another window or frame, or a download. */
function opensElsewhere(anchor: HTMLAnchorElement): boolean {
  const target = anchor.getAttribute('target');
  return anchor.hasAttribute('download') || (target !== null && target !== '' && target !== '_self');
}

/**
 * A click handler for a container of HTML the API rendered (a tag's list, the forum's topic list, a
 * tenant's template file): a plain click on a link to this site navigates inside the page
 * (react-router) instead of loading the whole site again. Links starting with `#login` or `#register` open the
 * account dialog the shell's account layer shows (spec 001 §2: "Links starting with #register open the
 * register modal"). Clicks with a modifier, links to another window, downloads and other sites keep the
 * browser's own behaviour. Keyboard activation of a link is a click too, so it is covered.
 */
export function useSiteHtmlLinks() {
  const navigate = useNavigate();
  const openAuthDialog = useOpenAuthDialog();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (!isPlainClick(event) || !(event.target instanceof Element)) return;
      const anchor = event.target.closest('a');
      if (anchor === null || !event.currentTarget.contains(anchor)) return;
      const href = anchor.getAttribute('href');
      if (href === null) return;
      if (href.startsWith('#register') || href.startsWith('#login')) {
        event.preventDefault();
        openAuthDialog(href.startsWith('#register') ? 'register' : 'login');
        return;
      }
      if (opensElsewhere(anchor)) return;
      // `anchor.href` is the URL the browser would follow (relative ones resolved against the page).
      const path = toSitePath(anchor.href, window.location.origin);
      if (path === null) return;
      event.preventDefault();
      void navigate(path);
    },
    [navigate, openAuthDialog],
  );
}
