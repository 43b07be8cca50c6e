import { defineMessage, defineMessages } from 'react-intl';

/** Strings of the favourite club (MC-11); Dutch in lang/nl.json. */
export const favouriteTeamMessages = {
  ...defineMessages({
    following: {
      id: 'matchcenter.favourite.following',
      defaultMessage: 'Your team',
      description: 'The follow button of the club the visitor follows (pressed)',
    },
    saveFailed: {
      id: 'matchcenter.favourite.save-failed',
      defaultMessage: 'Your team could not be saved. Please try again.',
      description: 'Error after following or unfollowing a club failed',
    },
    pickerLabel: {
      id: 'matchcenter.favourite.picker-label',
      defaultMessage: 'Your team',
      description: 'Label of the select that chooses the favourite club on the match-centre home',
    },
    noTeam: {
      id: 'matchcenter.favourite.no-team',
      defaultMessage: 'No team chosen',
      description: 'Option of the favourite-club select: follow no club',
    },
    pickerHint: {
      id: 'matchcenter.favourite.picker-hint',
      defaultMessage: 'The home page shows its matches and its place in the table.',
      description: 'Hint under the favourite-club select: what choosing a club changes',
    },
  }),
  follow: defineMessage<{ team: string }>({
    id: 'matchcenter.favourite.follow',
    defaultMessage: 'Follow {team}',
    description: 'Button on a team page: make this club the favourite team',
  }),
};
