import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import { useRemoteComponents } from '@tribune/shared';
import { shellMessages } from '../i18n/messages';
import { navigationItems } from './navigation-items';

export function MainNavigation({ className, onNavigate }: { className: string; onNavigate?: () => void }) {
  const intl = useIntl();
  const { loader } = useRemoteComponents();
  return (
    <nav className={className} aria-label={intl.formatMessage(shellMessages.mainNavigation)}>
      <ul>
        {navigationItems
          .filter((item) => loader.isEnabled(item.remote))
          .map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.to === '/'} onClick={onNavigate}>
                <FormattedMessage {...item.label} />
              </NavLink>
            </li>
          ))}
      </ul>
    </nav>
  );
}
