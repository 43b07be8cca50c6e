import { defineMessage, defineMessages } from 'react-intl';

/** Strings of the notification bell, its menu and pop-up, and the notifications page; Dutch in lang/nl.json. */
export const notificationMessages = defineMessages({
  bellLabel: defineMessage<{ count: number }>({
    id: 'community.notifications.bell.label',
    defaultMessage: '{count, plural, =0 {Notifications} one {Notifications, # new} other {Notifications, # new}}',
    description: 'Accessible name of the header bell that opens the notifications menu, with the count of new ones',
  }),
  bellLabelMany: defineMessage<{ count: number }>({
    id: 'community.notifications.bell.label-many',
    defaultMessage: 'Notifications, {count} or more new',
    description: 'Accessible name of the header bell when the count of new notifications reaches the cap (99)',
  }),
  menuTitle: {
    id: 'community.notifications.menu.title',
    defaultMessage: 'Notifications',
    description: 'Heading of the notifications menu under the header bell',
  },
  markAllRead: {
    id: 'community.notifications.mark-all-read',
    defaultMessage: 'Mark all as read',
    description: 'Button that marks every notification as read',
  },
  seeAll: {
    id: 'community.notifications.see-all',
    defaultMessage: 'All notifications',
    description: 'Link from the notifications menu to the notifications page',
  },
  stateNew: {
    id: 'community.notifications.state.new',
    defaultMessage: 'New',
    description: 'Hidden text after a notification the user has not seen yet (read by screen readers)',
  },
  stateUnread: {
    id: 'community.notifications.state.unread',
    defaultMessage: 'Unread',
    description: 'Hidden text after a notification that was seen in the menu but not opened yet',
  },
  loadFailed: {
    id: 'community.notifications.load-failed',
    defaultMessage: 'Your notifications could not be loaded.',
    description: 'Shown when the notifications fail to load',
  },
  pageTitle: {
    id: 'community.notifications.page.title',
    defaultMessage: 'Notifications',
    description: 'Heading and title of the notifications page',
  },
  guest: {
    id: 'community.notifications.page.guest',
    defaultMessage: 'Log in to see who liked and replied to your comments.',
    description: 'Shown to a visitor who is not logged in on the notifications page',
  },
  login: {
    id: 'community.notifications.page.login',
    defaultMessage: 'Log in',
    description: 'Button that opens the login dialog from the notifications page',
  },
});
