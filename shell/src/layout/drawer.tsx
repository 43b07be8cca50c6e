import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { shellMessages } from '../i18n/messages';
import { MainNavigation } from './main-navigation';

/** PLT-08: the mobile navigation drawer; Escape and choosing an item close it. */
export function Drawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose]);
  return (
    <div id="site-drawer" className={open ? 'drawer drawer--open' : 'drawer'} hidden={!open}>
      <div className="drawer__backdrop" onClick={onClose} aria-hidden="true" />
      <div className="drawer__panel">
        <button type="button" className="button button--ghost drawer__close" onClick={onClose}>
          <FormattedMessage {...shellMessages.closeMenu} />
        </button>
        <MainNavigation className="drawer__nav" onNavigate={onClose} />
      </div>
    </div>
  );
}
