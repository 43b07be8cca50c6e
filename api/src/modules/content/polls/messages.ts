/** Texts of POL-01: polls, merged by i18n/messages.ts. Keys start with 'polls.'. */
const en = {
  'polls.unknownPoll': 'This poll does not exist.',
  'polls.visitorIdRequired': 'A visitor id (X-Visitor-Id) or a login is needed to vote.',
  'polls.pollMismatch': 'The poll_id does not match the poll in the address.',
  'polls.answerOfOtherPoll': 'This answer does not belong to this poll.',
  'polls.alreadyVoted': 'You have already voted in this poll.',
  'polls.voteAgain': 'Your browser was not recognised yet. Please vote again.',
  'polls.addressLimit':
    'At most {max} guest votes per day can be cast in this poll from your connection. Log in to vote.',
  'polls.closed': 'This poll is closed.',
  'polls.questionRequired': 'The poll needs a question.',
  'polls.questionTooLong': 'The question may be at most {max} characters.',
  'polls.answerCount': 'A poll needs {min} to {max} answers.',
  'polls.answerRequired': 'An answer may not be empty.',
  'polls.answerTooLong': 'An answer may be at most {max} characters.',
  'polls.answerTwice': 'This answer is already in the poll.',
  'attribute.question': 'question',
  'attribute.answers': 'answers',
  'attribute.answer_id': 'answer',
  'attribute.poll_id': 'poll',
  'attribute.is_closed': 'closed',
} as const;

const nl: Record<keyof typeof en, string> = {
  'polls.unknownPoll': 'Deze poll bestaat niet.',
  'polls.visitorIdRequired': 'Om te stemmen is een bezoekers-id (X-Visitor-Id) of een login nodig.',
  'polls.pollMismatch': 'De poll_id hoort niet bij de poll in het adres.',
  'polls.answerOfOtherPoll': 'Dit antwoord hoort niet bij deze poll.',
  'polls.alreadyVoted': 'Je hebt al gestemd in deze poll.',
  'polls.voteAgain': 'Je browser werd nog niet herkend. Stem alsjeblieft opnieuw.',
  'polls.addressLimit':
    'Vanaf je verbinding kunnen per dag hoogstens {max} gaststemmen in deze poll worden uitgebracht. Log in om te stemmen.',
  'polls.closed': 'Deze poll is gesloten.',
  'polls.questionRequired': 'De poll heeft een vraag nodig.',
  'polls.questionTooLong': 'De vraag mag hoogstens {max} tekens lang zijn.',
  'polls.answerCount': 'Een poll heeft {min} tot {max} antwoorden nodig.',
  'polls.answerRequired': 'Een antwoord mag niet leeg zijn.',
  'polls.answerTooLong': 'Een antwoord mag hoogstens {max} tekens lang zijn.',
  'polls.answerTwice': 'Dit antwoord staat al in de poll.',
  'attribute.question': 'vraag',
  'attribute.answers': 'antwoorden',
  'attribute.answer_id': 'antwoord',
  'attribute.poll_id': 'poll',
  'attribute.is_closed': 'gesloten',
};

export const pollsMessages = { en, nl };
