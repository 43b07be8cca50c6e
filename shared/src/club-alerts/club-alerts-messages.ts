import { defineMessage, defineMessages } from 'react-intl';

/**
 * CLB-03's texts. They are compiled into a catalogue of their own (`club-alerts.<language>.json`,
 * src/i18n/lazy-bundles.json), which loads with the control: shared's main catalogue is on every page.
 */
export const clubAlertsMessages = defineMessages({
  title: {
    id: 'shared.club-alerts.title',
    defaultMessage: 'Match alerts',
    description:
      'CLB-03: heading of the match alerts control on a team page and under "My club" in the profile settings',
  },
  toggle: defineMessage<{ club: string }>({
    id: 'shared.club-alerts.toggle',
    defaultMessage: 'Alerts for {club}',
    description: 'CLB-03: label of the switch that turns on match alerts for a club ({club}: its name)',
  }),
  hintGuest: {
    id: 'shared.club-alerts.hint-guest',
    defaultMessage: 'They come as notifications in this browser.',
    description: 'CLB-03: under the match alerts heading for a visitor who is not logged in',
  },
  hintFan: {
    id: 'shared.club-alerts.hint-fan',
    defaultMessage:
      'Your choice is kept with your account. The alerts come as notifications in each browser where you allowed them while logged in.',
    description: 'CLB-03: under the match alerts heading for a logged-in fan',
  },
  kindsLegend: {
    id: 'shared.club-alerts.kinds-legend',
    defaultMessage: 'Alert me about',
    description: 'CLB-03: legend of the group of checkboxes with the kinds of match alerts',
  },
  kickOff: {
    id: 'shared.club-alerts.kind.kick-off',
    defaultMessage: 'Kick-off',
    description: 'CLB-03: kind of match alert (checkbox): the match has started',
  },
  goal: {
    id: 'shared.club-alerts.kind.goal',
    defaultMessage: 'Goals',
    description: 'CLB-03: kind of match alert (checkbox): a goal',
  },
  goalHint: {
    id: 'shared.club-alerts.kind.goal-hint',
    defaultMessage: 'With the scorer and the new score',
    description: 'CLB-03: under the "Goals" checkbox: what a goal alert says',
  },
  redCard: {
    id: 'shared.club-alerts.kind.red-card',
    defaultMessage: 'Red cards',
    description: 'CLB-03: kind of match alert (checkbox): a player is sent off',
  },
  halfTime: {
    id: 'shared.club-alerts.kind.half-time',
    defaultMessage: 'Half time',
    description: 'CLB-03: kind of match alert (checkbox): the half-time score',
  },
  fullTime: {
    id: 'shared.club-alerts.kind.full-time',
    defaultMessage: 'Full time',
    description: 'CLB-03: kind of match alert (checkbox): the final score',
  },
  fullTimeHint: {
    id: 'shared.club-alerts.kind.full-time-hint',
    defaultMessage: 'With your prediction points when you played',
    description: 'CLB-03: under the "Full time" checkbox, for a logged-in fan: what a full-time alert adds',
  },
  on: defineMessage<{ club: string }>({
    id: 'shared.club-alerts.on',
    defaultMessage: 'Alerts for {club} are on.',
    description: 'CLB-03: announced when match alerts for a club were turned on',
  }),
  off: defineMessage<{ club: string }>({
    id: 'shared.club-alerts.off',
    defaultMessage: 'Alerts for {club} are off.',
    description: 'CLB-03: announced when match alerts for a club were turned off',
  }),
  saved: defineMessage<{ club: string }>({
    id: 'shared.club-alerts.saved',
    defaultMessage: 'Your alerts for {club} are saved.',
    description: 'CLB-03: announced when a kind of match alert was turned on or off',
  }),
  here: {
    id: 'shared.club-alerts.here',
    defaultMessage: 'This browser now gets your match alerts.',
    description: 'CLB-03: announced after a fan allowed notifications in this browser for alerts already saved',
  },
  notHere: {
    id: 'shared.club-alerts.not-here',
    defaultMessage:
      'This browser does not get these alerts yet: it needs your permission to show notifications from this site.',
    description: 'CLB-03: alerts are on (for the account, or turned off in this browser) but this browser gets none',
  },
  allowHere: {
    id: 'shared.club-alerts.allow-here',
    defaultMessage: 'Get alerts in this browser',
    description: 'CLB-03: button that allows notifications in this browser for alerts already saved',
  },
  unsupported: {
    id: 'shared.club-alerts.unsupported',
    defaultMessage: 'This browser cannot show notifications from this site, so it cannot get match alerts.',
    description: 'CLB-03: the browser has no web push (no service worker or push support); nothing was saved',
  },
  blocked: {
    id: 'shared.club-alerts.blocked',
    defaultMessage:
      'Notifications are blocked for this site in this browser. Allow them in your browser’s site settings, then try again.',
    description: 'CLB-03: the visitor denied notifications to the site; nothing was saved',
  },
  dismissed: {
    id: 'shared.club-alerts.dismissed',
    defaultMessage: 'Match alerts come as notifications: allow them when your browser asks.',
    description: 'CLB-03: the visitor closed the browser’s permission prompt without answering; nothing was saved',
  },
  failed: {
    id: 'shared.club-alerts.failed',
    defaultMessage: 'That did not work. Please try again.',
    description: 'CLB-03: saving the match alerts failed',
  },
  loadFailed: {
    id: 'shared.club-alerts.load-failed',
    defaultMessage: 'Your match alerts could not be loaded.',
    description: 'CLB-03: shown with a retry button when the match alerts failed to load',
  },
});
