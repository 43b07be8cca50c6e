import { defineMessage, defineMessages } from 'react-intl';

/**
 * Strings of a club's threads (CLB-02), compiled into a bundle of their own ("club-threads"); Dutch in
 * lang/nl.json.
 */
export const clubThreadsMessages = {
  ...defineMessages({
    topic: {
      id: 'community.club-threads.kind.topic',
      defaultMessage: 'Forum topic',
      description: "A club's threads (home page's club section, team page): label of a row that is a forum topic",
    },
    match: {
      id: 'community.club-threads.kind.match',
      defaultMessage: 'Match thread',
      description: "A club's threads: label of a row that is the comments under one of the club's matches",
    },
    lastActivity: {
      id: 'community.club-threads.last-activity',
      defaultMessage: 'Latest comment',
      description:
        'A club\'s threads, for screen readers: before the date or time of a thread\'s newest comment ("… 18:30")',
    },
    toForum: {
      id: 'community.club-threads.to-forum',
      defaultMessage: 'To the forum',
      description: "A club's threads: link under the list to the forum (/forum)",
    },
  }),
  title: defineMessage<{ club: string }>({
    id: 'community.club-threads.title',
    defaultMessage: 'Fans talking about {club}',
    description:
      "Home page's club section and team page: heading of the fans' threads about a club; {club} is its name",
  }),
  commentsCount: defineMessage<{ count: number }>({
    id: 'community.club-threads.comments-count',
    defaultMessage: '{count, plural, one {# comment} other {# comments}}',
    description: "A club's threads: how many comments a thread has",
  }),
};
