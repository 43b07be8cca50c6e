import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { interruptionsAttribute } from '@tribune/shared';
import { shellMessages } from '../i18n/messages';
import { MainNavigation } from './main-navigation';

/**
 * PLT-08: the mobile navigation drawer; Escape, the dimmed page beside it and choosing an item close
 * it. While it is open it holds every overlay back (issue 26: shared's interruption queue reads the
 * attribute), so nothing opens over the menu a fan is using.
 */
export function Drawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose]);
  return (
    <div
      id="site-drawer"
      className={open ? 'drawer drawer--open' : 'drawer'}
      hidden={!open}
      {...{ [interruptionsAttribute]: open ? 'blocked' : undefined }}
    >
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
