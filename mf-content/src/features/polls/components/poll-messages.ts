import { defineMessage, defineMessages } from 'react-intl';

/** POL-01's texts: the poll in an article and the editors' poll widget. */
export const pollMessages = {
  ...defineMessages({
    label: {
      id: 'content.polls.label',
      defaultMessage: 'Poll',
      description: 'Poll in an article: small label above the question',
    },
    chooseAnswer: {
      id: 'content.polls.choose-answer',
      defaultMessage: 'Your answer',
      description: 'Poll in an article: accessible name of the group of answers to choose from',
    },
    vote: {
      id: 'content.polls.vote',
      defaultMessage: 'Vote',
      description: 'Poll in an article: button that sends the chosen answer',
    },
    noChoice: {
      id: 'content.polls.no-choice',
      defaultMessage: 'Choose an answer first, then vote.',
      description: 'Poll in an article: the vote button was pressed without an answer chosen; nothing was sent',
    },
    voted: {
      id: 'content.polls.voted',
      defaultMessage: 'Thank you for voting.',
      description: 'Poll in an article: announced after the vote was counted',
    },
    voteFailed: {
      id: 'content.polls.vote-failed',
      defaultMessage: 'Your vote could not be sent. Please try again.',
      description: 'Poll in an article: sending the vote failed (network or server)',
    },
    closed: {
      id: 'content.polls.closed',
      defaultMessage: 'This poll is closed.',
      description: 'Poll in an article: shown with the results of a closed poll',
    },
    myAnswer: {
      id: 'content.polls.my-answer',
      defaultMessage: 'your vote',
      description: 'Poll results: marks the answer the reader voted for',
    },
    results: {
      id: 'content.polls.results',
      defaultMessage: 'Results',
      description: 'Poll: accessible name of the list of results',
    },
    loadFailed: {
      id: 'content.polls.load-failed',
      defaultMessage: 'The poll could not be loaded.',
      description: 'Poll in an article: loading the poll failed',
    },
    editorTitle: {
      id: 'content.polls.editor-title',
      defaultMessage: 'Polls (editors)',
      description: 'Editors’ poll widget below an article: heading',
    },
    editorIntro: {
      id: 'content.polls.editor-intro',
      defaultMessage: 'Create a poll, then paste its snippet into the article body where it should appear.',
      description: 'Editors’ poll widget: what it is for',
    },
    inThisArticle: {
      id: 'content.polls.in-this-article',
      defaultMessage: 'Polls in this article and new ones',
      description: 'Editors’ poll widget: heading of the list of the article’s polls and those just created',
    },
    newPoll: {
      id: 'content.polls.new-poll',
      defaultMessage: 'New poll',
      description: 'Editors’ poll widget: heading of the form that creates a poll',
    },
    question: {
      id: 'content.polls.question',
      defaultMessage: 'Question',
      description: 'Editors’ poll widget: label of the question field',
    },
    answersHint: {
      id: 'content.polls.answers-hint',
      defaultMessage: '2 to 10 answers, plain text.',
      description: 'Editors’ poll widget: how many answers a poll takes',
    },
    addAnswer: {
      id: 'content.polls.add-answer',
      defaultMessage: 'Add an answer',
      description: 'Editors’ poll widget: button that adds an answer field',
    },
    create: {
      id: 'content.polls.create',
      defaultMessage: 'Create poll',
      description: 'Editors’ poll widget: button that creates the poll',
    },
    copy: {
      id: 'content.polls.copy',
      defaultMessage: 'Copy snippet',
      description: 'Editors’ poll widget: button that copies the embed snippet',
    },
    copied: {
      id: 'content.polls.copied',
      defaultMessage: 'Copied.',
      description: 'Editors’ poll widget: the snippet was copied to the clipboard',
    },
    copyFailed: {
      id: 'content.polls.copy-failed',
      defaultMessage: 'Copying is not allowed here: the snippet is selected, copy it with Ctrl+C.',
      description: 'Editors’ poll widget: the browser refused the clipboard; the text is selected instead',
    },
    closePoll: {
      id: 'content.polls.close-poll',
      defaultMessage: 'Close poll',
      description: 'Editors’ poll widget: button that closes a poll (no more votes)',
    },
    reopenPoll: {
      id: 'content.polls.reopen-poll',
      defaultMessage: 'Reopen poll',
      description: 'Editors’ poll widget: button that opens a closed poll again',
    },
    open: {
      id: 'content.polls.open',
      defaultMessage: 'Open',
      description: 'Editors’ poll widget: state of a poll that takes votes',
    },
    closedState: {
      id: 'content.polls.closed-state',
      defaultMessage: 'Closed',
      description: 'Editors’ poll widget: state of a closed poll',
    },
    saveFailed: {
      id: 'content.polls.save-failed',
      defaultMessage: 'The poll could not be saved. Please try again.',
      description: 'Editors’ poll widget: creating, closing or reopening a poll failed (not a form error)',
    },
  }),
  percent: defineMessage<{ percent: number }>({
    id: 'content.polls.percent',
    defaultMessage: '{percent}%',
    description: 'Poll results: an answer’s share of the votes, rounded',
  }),
  votes: defineMessage<{ count: number }>({
    id: 'content.polls.votes',
    defaultMessage: '{count, plural, one {# vote} other {# votes}}',
    description: 'Poll: the total number of votes',
  }),
  answerLabel: defineMessage<{ number: number }>({
    id: 'content.polls.answer-label',
    defaultMessage: 'Answer {number}',
    description: 'Editors’ poll widget: label of one answer field',
  }),
  removeAnswer: defineMessage<{ number: number }>({
    id: 'content.polls.remove-answer',
    defaultMessage: 'Remove answer {number}',
    description: 'Editors’ poll widget: button that removes an answer field',
  }),
  created: defineMessage<{ id: number }>({
    id: 'content.polls.created',
    defaultMessage: 'Poll {id} created. Copy its snippet below into the article body.',
    description: 'Editors’ poll widget: announced after the poll was created; its snippet is listed below',
  }),
  snippet: defineMessage<{ id: number }>({
    id: 'content.polls.snippet',
    defaultMessage: 'Embed snippet of poll {id}',
    description: 'Editors’ poll widget: accessible name of the read-only field holding the snippet',
  }),
};
