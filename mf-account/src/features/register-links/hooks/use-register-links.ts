import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useSession, useOpenAuthDialog } from '@tribune/shared';

const registerLinkSelector = 'a[href^="#register"]';

/**
 * ACC-19: links starting with #register, anywhere on the page (articles, other remotes, the operator's
 * HTML), open the register dialog instead of changing the address. One listener on the document
 * catches them all, also links added later. A page opened with #register does the same for a guest.
 */
export function useRegisterLinks(): void {
  const openAuthDialog = useOpenAuthDialog();
  const { isLoggedIn } = useSession();
  const { hash } = useLocation();
  const handledLoadHash = useRef(false);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest(registerLinkSelector) : null;
      if (!link) return;
      event.preventDefault();
      openAuthDialog('register');
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [openAuthDialog]);

  useEffect(() => {
    // Only the address the page loaded with counts; later hash changes are the click handler's.
    if (handledLoadHash.current) return;
    handledLoadHash.current = true;
    if (hash.startsWith('#register') && !isLoggedIn) openAuthDialog('register');
  }, [hash, isLoggedIn, openAuthDialog]);
}
