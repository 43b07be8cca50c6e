import type { FastifyInstance } from 'fastify';
import type { CommentPages } from '../comments/comment-pages';
import type { CommentThreads } from '../comments/comment-threads';

/** The forum (FRM-01, FRM-02): topics, their lists, and managers' pin, close and delete. */
export async function forumModule(
  app: FastifyInstance,
  { threads, pages }: { threads: CommentThreads; pages: CommentPages },
): Promise<void> {
  void app;
  void threads;
  void pages;
}
