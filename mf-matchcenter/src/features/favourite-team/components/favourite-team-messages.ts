import { defineMessage, defineMessages } from 'react-intl';

/** Strings of the favourite club (MC-11, "My club" since issue 27's CLB-01); Dutch in lang/nl.json. */
export const favouriteTeamMessages = {
  ...defineMessages({
    following: {
      id: 'matchcenter.favourite.following',
      defaultMessage: 'My club',
      description: 'Team page: shown beside the button when this club is the visitor’s own club',
    },
    remove: {
      id: 'matchcenter.favourite.remove',
      defaultMessage: 'Remove',
      description: 'Team page: the button that stops this club being the visitor’s club (next to "My club")',
    },
    saveFailed: {
      id: 'matchcenter.favourite.save-failed',
      defaultMessage: 'Your club could not be saved. Please try again.',
      description: 'Error after choosing or removing the visitor’s club failed',
    },
    pickerLabel: {
      id: 'matchcenter.favourite.picker-label',
      defaultMessage: 'My club',
      description: 'Label of the select that chooses the visitor’s club on the match-centre home',
    },
    noTeam: {
      id: 'matchcenter.favourite.no-team',
      defaultMessage: 'No club chosen',
      description: 'Option of the club select: no club',
    },
    pickerHint: {
      id: 'matchcenter.favourite.picker-hint',
      defaultMessage: 'The home page shows its matches and its place in the table.',
      description: 'Hint under the club select: what choosing a club changes',
    },
  }),
  follow: defineMessage<{ team: string }>({
    id: 'matchcenter.favourite.follow',
    defaultMessage: 'Make {team} my club',
    description: 'Button on a team page: make this club the visitor’s club (their favourite team)',
  }),
  removeLabel: defineMessage<{ team: string }>({
    id: 'matchcenter.favourite.remove-label',
    defaultMessage: 'Remove {team} as my club',
    description: 'Accessible name of the "Remove" button on a team page: this club stops being the visitor’s club',
  }),
};
