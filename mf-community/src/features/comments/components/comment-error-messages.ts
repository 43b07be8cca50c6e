import { defineMessages } from 'react-intl';

/** CMT-11: what a failed comment call says, per status (spec 001 §8); Dutch in lang/nl.json. */
export const commentErrorMessages = defineMessages({
  unauthorized: {
    id: 'community.thread.error.401',
    defaultMessage: 'Your session has ended. Please log in again.',
    description: 'Comment error: the API answered 401 (the user is logged out)',
  },
  forbidden: {
    id: 'community.thread.error.403',
    defaultMessage: 'You are not allowed to do this.',
    description: 'Comment error: the API answered 403 (not allowed, or the topic is closed)',
  },
  notFound: {
    id: 'community.thread.error.404',
    defaultMessage: 'This comment no longer exists.',
    description: 'Comment error: the API answered 404 (the comment or page is gone)',
  },
  tooMany: {
    id: 'community.thread.error.429',
    defaultMessage: 'You are going too fast. Please wait a moment and try again.',
    description: 'Comment error: the API answered 429 (rate limited)',
  },
});
