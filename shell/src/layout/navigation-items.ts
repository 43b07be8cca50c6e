import { defineMessage, type MessageDescriptor } from 'react-intl';
import type { RemoteName } from '@tribune/shared';
import { shellMessages } from '../i18n/messages';

interface NavigationItem {
  to: string;
  label: MessageDescriptor;
  remote: RemoteName;
}

/** COL-01: the collections (the club's players, its trophies), mf_content's `/collection`. */
const collections = defineMessage({
  id: 'shell.nav.collections',
  defaultMessage: 'Collections',
  description: 'Menu item: the collections of players and trophies (COL-01)',
});

/** The main menu; an item shows only when the tenant runs the remote behind it (PLT-09). */
export const navigationItems: readonly NavigationItem[] = [
  { to: '/', label: shellMessages.news, remote: 'mf_content' },
  { to: '/matchcenter', label: shellMessages.matchCentre, remote: 'mf_matchcenter' },
  { to: '/football-pool/predictions', label: shellMessages.predictions, remote: 'mf_football_pool' },
  { to: '/community', label: shellMessages.community, remote: 'mf_community' },
  { to: '/forum', label: shellMessages.forum, remote: 'mf_community' },
  { to: '/collection', label: collections, remote: 'mf_content' },
  { to: '/search', label: shellMessages.search, remote: 'mf_content' },
  { to: '/contact', label: shellMessages.contact, remote: 'mf_account' },
];
