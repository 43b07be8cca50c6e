import { defineMessage, defineMessages } from 'react-intl';

/** Strings of the home page's club section (CLB-02); Dutch in lang/nl.json. */
export const homeClubMessages = {
  label: defineMessage<{ club: string }>({
    id: 'matchcenter.home-club.label',
    defaultMessage: 'My club: {club}',
    description: "Accessible name of the home page's section about the fan's own club",
  }),
  ...defineMessages({
    badge: {
      id: 'matchcenter.home-club.badge',
      defaultMessage: 'My club',
      description: "Small label beside the club's name at the top of the home page's club section",
    },
    clubPage: {
      id: 'matchcenter.home-club.club-page',
      defaultMessage: 'Club page',
      description: "Link from the home page's club section to the club's page (fixtures, squad, news)",
    },
    liveTitle: {
      id: 'matchcenter.home-club.live-title',
      defaultMessage: 'Playing now',
      description: "Heading over the club's match while it is being played, in the home page's club section",
    },
    resultTitle: {
      id: 'matchcenter.home-club.result-title',
      defaultMessage: 'Latest result',
      description: "Heading over the club's match played today, in the home page's club section",
    },
    nextTitle: {
      id: 'matchcenter.home-club.next-title',
      defaultMessage: 'Next match',
      description: "Heading over the club's next match and its countdown, in the home page's club section",
    },
  }),
  noMatch: defineMessage<{ club: string }>({
    id: 'matchcenter.home-club.no-match',
    defaultMessage: 'No match planned for {club}.',
    description: 'The club has no match to show (season over, or the schedule is not known yet)',
  }),
  loadFailed: defineMessage<{ club: string }>({
    id: 'matchcenter.home-club.load-failed',
    defaultMessage: "{club}'s match and table could not be loaded.",
    description: "The home page's club section failed to load its match and table",
  }),
};
