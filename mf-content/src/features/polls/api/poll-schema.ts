import type { ApiSchemas } from '@tribune/shared';

/**
 * A poll as the API sends it (spec 001 §3 "Poll", the API's Poll), typed by the contract (decision
 * 0058). Texts are plain text; `my_answer` is the viewer's answer (by account, else by visitor id), null
 * before they vote; each answer's `percent` is rounded by the API.
 */
export type Poll = ApiSchemas['Poll'];

/** What editors get back: the poll and the markup that puts it in an article body. */
export type EditorPoll = ApiSchemas['EditorPoll'];
