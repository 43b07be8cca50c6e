import { defineMessages } from 'react-intl';

/** SB-01's texts: the smart bar at the bottom of every page. */
export const smartBarMessages = defineMessages({
  region: {
    id: 'content.smart-bar.region',
    defaultMessage: 'Announcement',
    description: 'Smart bar: accessible name of the announcement bar fixed at the bottom of every page',
  },
  close: {
    id: 'content.smart-bar.close',
    defaultMessage: 'Close the announcement',
    description: 'Smart bar: accessible name of the × button that hides the announcement bar',
  },
});
