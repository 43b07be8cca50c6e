import type { ApiSchemas } from '@tribune/shared';

/**
 * A forum topic as the API sends it (docs/contracts.md "Forum", `ForumTopic`), typed by the generated
 * contract (decision 0058). A topic is a comments resource of type `forum`: its first post and replies
 * are its comments. A closed topic takes no new comments (the API answers 403); `can_moderate` says
 * whether the viewer may pin, close and delete it (a manager).
 */
export type ForumTopic = ApiSchemas['ForumTopic'];

/** The first key part of every SWR entry of the forum, so a change can refresh them all. */
export const forumKeyPrefix = 'community/forum/';
