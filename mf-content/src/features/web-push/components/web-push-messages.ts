import { defineMessages } from 'react-intl';

export const webPushMessages = defineMessages({
  toggle: {
    id: 'content.web-push.toggle',
    defaultMessage: 'Get a notification for news like this',
    description: 'WP-01: label of the push toggle (a checkbox) in the push alert under an article',
  },
  checking: {
    id: 'content.web-push.checking',
    defaultMessage: 'Checking whether this browser gets notifications…',
    description: 'WP-01: shown under the push toggle while it reads the current state',
  },
  unsupported: {
    id: 'content.web-push.unsupported',
    defaultMessage: 'This browser cannot show notifications from this site.',
    description: 'WP-01: why the push toggle is disabled (no service worker or push support)',
  },
  blocked: {
    id: 'content.web-push.blocked',
    defaultMessage: 'Notifications are blocked for this site. Allow them in your browser’s site settings first.',
    description: 'WP-01: why the push toggle is disabled (the reader denied notifications)',
  },
  on: {
    id: 'content.web-push.on',
    defaultMessage: 'You will get a notification when news like this comes out.',
    description: 'WP-01: announced when the push toggle was turned on',
  },
  off: {
    id: 'content.web-push.off',
    defaultMessage: 'Notifications are off.',
    description: 'WP-01: announced when the push toggle was turned off',
  },
  failed: {
    id: 'content.web-push.failed',
    defaultMessage: 'That did not work. Please try again.',
    description: 'WP-01: subscribing or unsubscribing failed',
  },
  promptTitle: {
    id: 'content.web-push.prompt-title',
    defaultMessage: 'Get news as it happens',
    description: 'WP-01: heading of the slide-down prompt that asks to allow notifications',
  },
  promptText: {
    id: 'content.web-push.prompt-text',
    defaultMessage:
      'We send a notification when a story like this one comes out. Your browser will ask you to allow it; you can turn it off again with the switch.',
    description: 'WP-01: text of the slide-down prompt that asks to allow notifications',
  },
  allow: {
    id: 'content.web-push.allow',
    defaultMessage: 'Allow',
    description: 'WP-01: slide-down prompt button that subscribes to notifications',
  },
  notNow: {
    id: 'content.web-push.not-now',
    defaultMessage: 'Not now',
    description: 'WP-01: slide-down prompt button that closes it without subscribing',
  },
});
