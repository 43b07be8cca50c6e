import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the editors' headline test readout (AB-01). */
export const headlineTestsMessages = defineMessages({
  title: {
    id: 'content.headline-tests.title',
    defaultMessage: 'Headline tests',
    description: 'Heading of the editors’ A/B headline test readout page',
  },
  description: {
    id: 'content.headline-tests.description',
    defaultMessage: 'Click-through rates of the headlines under an A/B test.',
    description: 'Meta description of the headline test readout page',
  },
  editorsOnly: {
    id: 'content.headline-tests.editors-only',
    defaultMessage: 'Only editors can see the headline tests. Log in with an editor account.',
    description: 'Headline test page: shown to a visitor or a reader who is not an editor',
  },
  forbidden: {
    id: 'content.headline-tests.forbidden',
    defaultMessage: 'Your account may not see the headline tests.',
    description: 'Headline test page: the API refused the readout (401/403)',
  },
  loadFailed: {
    id: 'content.headline-tests.load-failed',
    defaultMessage: 'The headline tests could not be loaded.',
    description: 'Headline test page: loading the readout failed',
  },
  empty: {
    id: 'content.headline-tests.empty',
    defaultMessage: 'No headline test is running. Switch on the A/B test of an article with a B headline to start one.',
    description: 'Headline test page: no article is under test',
  },
  columnHeadline: {
    id: 'content.headline-tests.column.headline',
    defaultMessage: 'Headline',
    description: 'Table column: A or B',
  },
  columnTitle: {
    id: 'content.headline-tests.column.title',
    defaultMessage: 'Title',
    description: 'Table column: the headline text',
  },
  columnImpressions: {
    id: 'content.headline-tests.column.impressions',
    defaultMessage: 'Impressions',
    description: 'Table column: how many visitors saw the headline',
  },
  columnClicks: {
    id: 'content.headline-tests.column.clicks',
    defaultMessage: 'Clicks',
    description: 'Table column: how many of them clicked it',
  },
  columnCtr: {
    id: 'content.headline-tests.column.ctr',
    defaultMessage: 'Click-through rate',
    description: 'Table column: clicks divided by impressions',
  },
  noDifferenceYet: {
    id: 'content.headline-tests.no-difference-yet',
    defaultMessage: 'No difference yet: a headline has no impressions.',
    description: 'Headline test: one headline has not been seen yet',
  },
  statusNoDifference: {
    id: 'content.headline-tests.status.no-difference',
    defaultMessage: 'No relevant difference is likely: either headline will do. You can stop the test.',
    description: 'Headline test status: enough data and the headlines perform alike',
  },
  endFailed: {
    id: 'content.headline-tests.end-failed',
    defaultMessage: 'The test could not be ended. Please try again.',
    description: 'Error after ending a test failed',
  },
  openArticle: {
    id: 'content.headline-tests.open-article',
    defaultMessage: 'Open the article',
    description: 'Link from a test to its article',
  },
});

export const rulesMessage = defineMessage<{ confidence: string; min: string; relevant: string }>({
  id: 'content.headline-tests.rules',
  defaultMessage:
    'Each visitor counts once per headline. A difference is called significant when its {confidence} confidence interval excludes zero and each headline has at least {min} impressions; differences under {relevant} points count as none.',
  description:
    'Headline test page: how the readout decides; {confidence} is e.g. "95%", {min} a number, {relevant} e.g. "2"',
});

export const captionMessage = defineMessage<{ id: number }>({
  id: 'content.headline-tests.caption',
  defaultMessage: 'Headline test of article {id}',
  description: 'Caption of one test’s table; {id} is the article id',
});

export const groupNameMessage = defineMessage<{ group: string }>({
  id: 'content.headline-tests.group',
  defaultMessage: 'Headline {group}',
  description: 'Row header of a test table: {group} is A or B',
});

export const differenceMessage = defineMessage<{ estimate: string; low: string; high: string }>({
  id: 'content.headline-tests.difference',
  defaultMessage: 'Difference B − A: {estimate} points (95% confidence interval {low} to {high} points).',
  description: 'Headline test: the difference of click-through rates with its interval, in percentage points',
});

export const statusSignificantMessage = defineMessage<{ winner: string }>({
  id: 'content.headline-tests.status.significant',
  defaultMessage: 'Significant: headline {winner} gets more clicks. You can stop the test and keep headline {winner}.',
  description: 'Headline test status: a winner is clear; {winner} is A or B',
});

export const statusCollectingMessage = defineMessage<{ count: number }>({
  id: 'content.headline-tests.status.collecting',
  defaultMessage:
    'Still collecting: about {count, plural, one {# more impression} other {# more impressions}} per headline are needed before the test can be called.',
  description: 'Headline test status: not enough data yet; {count} is the estimate per headline',
});

export const keepMessage = defineMessage<{ group: string }>({
  id: 'content.headline-tests.keep',
  defaultMessage: 'Keep headline {group} and stop the test',
  description: 'Button: end the test with this headline as the title; {group} is A or B',
});

export const endedMessage = defineMessage<{ title: string }>({
  id: 'content.headline-tests.ended',
  defaultMessage: 'The test has ended. The title is now: {title}',
  description: 'Confirmation after ending a test; {title} is the new title',
});
