import { defineMessage, defineMessages } from 'react-intl';

/** Strings of the shared UI kit; English defaults here, Dutch in shared/lang/nl.json. */
export const sharedMessages = defineMessages({
  remoteUnavailable: {
    id: 'shared.remote.unavailable',
    defaultMessage: 'This part of the site is unavailable right now.',
    description: 'Shown in place of a part of the page that failed to load',
  },
  retry: {
    id: 'shared.retry',
    defaultMessage: 'Try again',
    description: 'Button that retries loading a part of the page',
  },
  unexpectedFailure: {
    id: 'shared.error.unexpected',
    defaultMessage: 'Something went wrong. Please try again.',
    description: 'Shown when a request failed without a message from the server (network down, unexpected answer)',
  },
  loading: { id: 'shared.loading', defaultMessage: 'Loading…', description: 'Text of a loading indicator' },
  loadMore: {
    id: 'shared.load-more',
    defaultMessage: 'Load more',
    description: 'Button that loads the next page of a list',
  },
  close: { id: 'shared.close', defaultMessage: 'Close', description: 'Accessible label of a close button' },
  previous: { id: 'shared.pagination.previous', defaultMessage: 'Previous', description: 'Pagination: previous page' },
  next: { id: 'shared.pagination.next', defaultMessage: 'Next', description: 'Pagination: next page' },
  page: defineMessage<{ page: number }>({
    id: 'shared.pagination.page',
    defaultMessage: 'Page {page}',
    description: 'Pagination: accessible label of a page button',
  }),
  pagination: {
    id: 'shared.pagination.label',
    defaultMessage: 'Pagination',
    description: 'Accessible name of a pagination bar',
  },
  rating: defineMessage<{ value: number; max: number }>({
    id: 'shared.stars.rating',
    defaultMessage: '{value, plural, one {# star} other {# stars}} of {max}',
    description: 'Accessible label of a star rating',
  }),
  countdown: defineMessage<{ days: number; hours: number; minutes: number; seconds: number }>({
    id: 'shared.countdown',
    defaultMessage: '{days} days, {hours} hours, {minutes} minutes and {seconds} seconds',
    description: 'Accessible text of a countdown',
  }),
  days: { id: 'shared.countdown.days', defaultMessage: 'days', description: 'Countdown unit: days' },
  hours: { id: 'shared.countdown.hours', defaultMessage: 'hours', description: 'Countdown unit: hours' },
  minutes: { id: 'shared.countdown.minutes', defaultMessage: 'min', description: 'Countdown unit: minutes' },
  seconds: { id: 'shared.countdown.seconds', defaultMessage: 'sec', description: 'Countdown unit: seconds' },
  notFoundTitle: {
    id: 'shared.not-found.title',
    defaultMessage: 'Page not found',
    description: 'Heading of the not-found page, shown when no page exists at an address',
  },
  notFoundText: {
    id: 'shared.not-found.text',
    defaultMessage: 'There is nothing at this address. It may have moved, or the link may be wrong.',
    description: 'Explanation on the not-found page',
  },
  notFoundHome: {
    id: 'shared.not-found.home',
    defaultMessage: 'Go to the home page',
    description: 'Link from the not-found page to the home page',
  },
  goneTitle: {
    id: 'shared.gone.title',
    defaultMessage: 'Page removed',
    description: 'Heading of the page for an address whose page was removed for good (status 410)',
  },
  goneText: {
    id: 'shared.gone.text',
    defaultMessage: 'What was at this address has been removed.',
    description: 'Explanation on the page for an address whose page was removed for good',
  },
});
