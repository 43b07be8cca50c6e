import { defineMessage, defineMessages } from 'react-intl';

export const shellMessages = defineMessages({
  skipToContent: {
    id: 'shell.skip-to-content',
    defaultMessage: 'Skip to content',
    description: 'Link for keyboard users that jumps past the header',
  },
  mainNavigation: {
    id: 'shell.nav.label',
    defaultMessage: 'Main navigation',
    description: 'Accessible name of the main menu',
  },
  news: { id: 'shell.nav.news', defaultMessage: 'News', description: 'Menu item: home page with the latest news' },
  matchCentre: {
    id: 'shell.nav.matchcentre',
    defaultMessage: 'Match centre',
    description: 'Menu item: fixtures, live scores and rankings',
  },
  predictions: {
    id: 'shell.nav.predictions',
    defaultMessage: 'Prediction game',
    description: 'Menu item: the weekly prediction game',
  },
  community: {
    id: 'shell.nav.community',
    defaultMessage: 'Community',
    description: 'Menu item: community leaderboards and comments',
  },
  forum: { id: 'shell.nav.forum', defaultMessage: 'Forum', description: "Menu item: the fans' forum" },
  search: {
    id: 'shell.nav.search',
    defaultMessage: 'Search',
    description: 'Menu item: searching the articles (ART-04)',
  },
  contact: { id: 'shell.nav.contact', defaultMessage: 'Contact', description: 'Menu item: contact form' },
  openMenu: {
    id: 'shell.drawer.open',
    defaultMessage: 'Open menu',
    description: 'Button that opens the mobile navigation drawer',
  },
  closeMenu: {
    id: 'shell.drawer.close',
    defaultMessage: 'Close menu',
    description: 'Button that closes the mobile navigation drawer',
  },
  home: defineMessage<{ name: string }>({
    id: 'shell.logo.home',
    defaultMessage: '{name} home',
    description: 'Accessible label of the logo link; name is the site name',
  }),
  footerRights: defineMessage<{ year: number; name: string }>({
    id: 'shell.footer.rights',
    defaultMessage: '© {year} {name}. Made by fans, for fans.',
    description: 'Footer line; year and site name',
  }),
});
