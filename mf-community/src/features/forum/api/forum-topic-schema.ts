import { z } from 'zod/mini';
import type { AcceptsApi, ApiSchemas } from '@tribune/shared';

/**
 * A forum topic as the API sends it (docs/contracts.md "Forum", `ForumTopic`). A topic is a comments
 * resource of type `forum`: its first post and replies are its comments.
 */
export const forumTopicSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** The topic's page: `/forum/topic/{id}`, or an absolute URL on the tenant's host. */
  url: z.string(),
  /** Null once the author deleted their account. */
  user_id: z.nullable(z.number()),
  username: z.string(),
  user_url: z.nullable(z.string()),
  user_avatar: z.nullable(z.string()),
  pinned: z.boolean(),
  /** A closed topic takes no new comments (the API answers 403). */
  closed: z.boolean(),
  comments_count: z.number(),
  /** ISO 8601. */
  created_at: z.string(),
  /** ISO 8601: the newest visible comment, or the topic itself without one. */
  last_comment_at: z.string(),
  /** Whether the viewer may pin, close and delete it (a manager). */
  can_moderate: z.boolean(),
});

export type ForumTopic = z.infer<typeof forumTopicSchema>;
/** Fails to compile when the API's ForumTopic stops passing this schema (shared's generated contract). */
type _ForumTopicFollowsTheApi = AcceptsApi<z.input<typeof forumTopicSchema>, ApiSchemas['ForumTopic']>;

/** The first key part of every SWR entry of the forum, so a change can refresh them all. */
export const forumKeyPrefix = 'community/forum/';
