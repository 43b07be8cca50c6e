import { defineMessage, defineMessages } from 'react-intl';

/** Strings of the offer to choose a club (CLB-01); Dutch in lang/nl.json. */
export const clubOfferMessages = {
  ...defineMessages({
    title: {
      id: 'matchcenter.club-offer.title',
      defaultMessage: 'Choose your club',
      description: 'Heading of the panel at the bottom of the page that offers a new visitor to pick their club',
    },
    hint: {
      id: 'matchcenter.club-offer.hint',
      defaultMessage: 'Its matches and its place in the table come first on the home page.',
      description: 'Under the heading of the club offer: what choosing a club changes',
    },
    skip: {
      id: 'matchcenter.club-offer.skip',
      defaultMessage: 'Skip',
      description: 'Button that closes the club offer without choosing; it is not offered again',
    },
    done: {
      id: 'matchcenter.club-offer.done',
      defaultMessage: 'Done',
      description: 'Button that closes the club offer after a club was picked',
    },
  }),
  clubs: defineMessage<{ league: string }>({
    id: 'matchcenter.club-offer.clubs',
    defaultMessage: 'Clubs of the {league}',
    description: 'Accessible name of the list of club buttons in the club offer; league is e.g. "Eredivisie"',
  }),
  picked: defineMessage<{ team: string; account: string }>({
    id: 'matchcenter.club-offer.picked',
    defaultMessage:
      '{team} is now your club. You can change it on any team page{account, select, yes { or in your profile settings} other {}}.',
    description:
      'Club offer after a pick; account is "yes" for a logged-in fan (who can also change it in the profile settings)',
  }),
};
