import { z } from 'zod/mini';
import type { AcceptsApi, ApiSchemas } from '@tribune/shared';

/** A poll as the API sends it (spec 001 §3 "Poll", the API's Poll). Texts are plain text. */
export const pollSchema = z.object({
  poll_id: z.number(),
  question: z.string(),
  /** The viewer's answer (by account, else by visitor id); null before they vote. */
  my_answer: z.nullable(z.number()),
  is_closed: z.boolean(),
  total_voting: z.number(),
  answers: z.array(
    z.object({
      answer_id: z.number(),
      text: z.string(),
      answer_voting: z.number(),
      /** Rounded by the API. */
      percent: z.number(),
    }),
  ),
});
export type Poll = z.infer<typeof pollSchema>;
// Contract checks stay unexported: tsc checks an unused type all the same, so an API change still fails it.
type _PollFollowsTheApi = AcceptsApi<z.input<typeof pollSchema>, ApiSchemas['Poll']>;

/** What editors get back: the poll and the markup that puts it in an article body. */
export const editorPollSchema = z.extend(pollSchema, { embed: z.string() });
export type EditorPoll = z.infer<typeof editorPollSchema>;
type _EditorPollFollowsTheApi = AcceptsApi<z.input<typeof editorPollSchema>, ApiSchemas['EditorPoll']>;
