import { RemoteIntlProvider } from '@tribune/shared';
import { loadTopFansMessages } from '../lib/load-top-fans-messages';
import { TopFansWidget } from './top-fans-widget';
import '../../../styles/leaderboards.css';

/**
 * The lazily loaded part of the home page's top fans (home-top-fans.tsx): the widget with its styles
 * and its own messages (the `home-top-fans` bundle; scripts/i18n.mjs collects them from this file).
 */
export function TopFans() {
  return (
    <RemoteIntlProvider loadMessages={loadTopFansMessages}>
      <TopFansWidget />
    </RemoteIntlProvider>
  );
}
