import { defineMessage, defineMessages } from 'react-intl';

/** Strings of the line-up widget (MC-10); Dutch in lang/nl.json. */
export const lineupMessages = {
  ...defineMessages({
    title: {
      id: 'matchcenter.lineup.title',
      defaultMessage: "The fans' line-up",
      description: 'Heading of the line-up widget: the formations and players chosen by fans',
    },
    tab: {
      id: 'matchcenter.lineup.tab',
      defaultMessage: 'Line-up',
      description: "Team page tab: the fans' line-up widget",
    },
    formationsTitle: {
      id: 'matchcenter.lineup.formations-title',
      defaultMessage: 'Most chosen formations',
      description: 'Line-up widget: heading of the formations chosen most by fans',
    },
    topPlayersTitle: {
      id: 'matchcenter.lineup.top-players-title',
      defaultMessage: 'Picked most',
      description: 'Line-up widget: heading of the players fans put in their XI most',
    },
    nobodyYet: {
      id: 'matchcenter.lineup.nobody-yet',
      defaultMessage: 'No fan has chosen a line-up yet. Be the first!',
      description: 'Line-up widget: no fan has saved a line-up for this club',
    },
    loadFailed: {
      id: 'matchcenter.lineup.load-failed',
      defaultMessage: 'The line-ups could not be loaded.',
      description: 'Line-up widget: the data did not arrive after retrying for 10 seconds',
    },
    yourLineup: {
      id: 'matchcenter.lineup.your-lineup',
      defaultMessage: 'Your line-up',
      description: 'Line-up widget: heading of the form where a fan picks a formation and an XI',
    },
    loginToPick: {
      id: 'matchcenter.lineup.login-to-pick',
      defaultMessage: 'Log in to pick your own line-up',
      description: 'Line-up widget: button inviting a guest to log in',
    },
    formation: {
      id: 'matchcenter.lineup.formation',
      defaultMessage: 'Formation',
      description: 'Line-up form: label of the formation select',
    },
    save: {
      id: 'matchcenter.lineup.save',
      defaultMessage: 'Save my line-up',
      description: 'Line-up form: submit button',
    },
    saved: {
      id: 'matchcenter.lineup.saved',
      defaultMessage: 'Your line-up is saved.',
      description: 'Line-up form: the line-up was saved',
    },
    saveFailed: {
      id: 'matchcenter.lineup.save-failed',
      defaultMessage: 'Your line-up could not be saved. Please try again.',
      description: 'Line-up form: saving failed for another reason than the line-up itself',
    },
  }),
  formationShare: defineMessage<{ percentage: number; count: number }>({
    id: 'matchcenter.lineup.formation-share',
    defaultMessage: '{percentage}% ({count, plural, one {# fan} other {# fans}})',
    description: 'Line-up widget: how many fans chose a formation',
  }),
  playerShare: defineMessage<{ percentage: number }>({
    id: 'matchcenter.lineup.player-share',
    defaultMessage: 'in {percentage}% of line-ups',
    description: "Line-up widget: the share of fans' line-ups a player is in",
  }),
  line: defineMessage<{ line: string; chosen: number; needed: number }>({
    id: 'matchcenter.lineup.line',
    defaultMessage: '{line} ({chosen} of {needed})',
    description: 'Line-up form: a line of the pitch with how many players are chosen of how many it needs',
  }),
  incomplete: defineMessage<{ needed: number }>({
    id: 'matchcenter.lineup.incomplete',
    defaultMessage: 'Pick {needed} more {needed, plural, one {player} other {players}} to complete your XI.',
    description: 'Line-up form: the XI is not complete yet',
  }),
};
