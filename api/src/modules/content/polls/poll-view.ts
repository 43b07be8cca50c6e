import { z } from 'zod';

/** The spec's Poll (spec 001 §3), with the question and each answer's text and rounded share. */
export const pollSchema = z
  .object({
    poll_id: z.number().int(),
    question: z.string().describe('Plain text: shown as text, never as HTML'),
    my_answer: z
      .number()
      .int()
      .nullable()
      .describe("The asker's answer id (by user when logged in, else by visitor id); null before a vote"),
    is_closed: z.boolean().describe('A closed poll takes no votes; its results are shown to everyone'),
    total_voting: z.number().int(),
    answers: z.array(
      z.object({
        answer_id: z.number().int(),
        text: z.string().describe('Plain text: shown as text, never as HTML'),
        answer_voting: z.number().int(),
        percent: z.number().int().describe('Share of total_voting, rounded to a whole percent (0 without votes)'),
      }),
    ),
  })
  .meta({ id: 'Poll' });

/** What editors get back when they create or change a poll: the poll and the markup that embeds it. */
export const editorPollSchema = pollSchema
  .extend({
    embed: z.string().describe('`<div data-poll-id="{poll_id}"></div>`: put it in an article body to show the poll'),
  })
  .meta({ id: 'EditorPoll' });

type PollView = z.infer<typeof pollSchema>;

/** A poll as the repository reads it. */
export interface PollRecord {
  id: number;
  question: string;
  isClosed: boolean;
  totalVoting: number;
  answers: { id: number; text: string; answerVoting: number }[];
  /** The asker's answer, when the read was for a voter who voted. */
  myAnswer: number | null;
}

/** Rounded to whole percents each: the shares may add up to 99 or 101, as the spec's rounding allows. */
export function toPoll(record: PollRecord): PollView {
  return {
    poll_id: record.id,
    question: record.question,
    my_answer: record.myAnswer,
    is_closed: record.isClosed,
    total_voting: record.totalVoting,
    answers: record.answers.map((answer) => ({
      answer_id: answer.id,
      text: answer.text,
      answer_voting: answer.answerVoting,
      percent: record.totalVoting > 0 ? Math.round((answer.answerVoting * 100) / record.totalVoting) : 0,
    })),
  };
}

/** The placeholder the article sanitizer keeps and the article page turns into the poll. */
export function pollEmbed(pollId: number): string {
  return `<div data-poll-id="${pollId}"></div>`;
}

export function toEditorPoll(record: PollRecord): z.infer<typeof editorPollSchema> {
  return { ...toPoll(record), embed: pollEmbed(record.id) };
}
