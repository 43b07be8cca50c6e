import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { rowsOf } from '../../../db/sql-rows';

/** How often the round looks for scheduled articles whose time came: "at that minute", with seconds to spare. */
const intervalMs = 5_000;
/** Articles announced per round at most; the next round takes the rest. */
const batch = 200;

const dueArticle = z.object({ tenant_id: z.string(), id: z.coerce.number() });

/**
 * Issue 33: claims the scheduled articles whose time came and that nobody announced yet, in one
 * statement. Each row is claimed by one caller only (`FOR UPDATE SKIP LOCKED`, then `announced_at`
 * set in the same statement), so with several API processes, and after a restart, an article is
 * announced once. Answers the tenants that have one.
 */
export async function claimDuePublications(db: Database, now = new Date()): Promise<Map<string, number[]>> {
  const claimed = rowsOf(
    await db.execute(sql`
      update articles set announced_at = ${now.toISOString()}::timestamptz
      where id in (
        select id from articles
        where status = 'published' and announced_at is null and published_at <= ${now.toISOString()}::timestamptz
        order by published_at
        limit ${batch}
        for update skip locked
      )
      returning tenant_id, id`),
    dueArticle,
  );
  const byTenant = new Map<string, number[]>();
  for (const row of claimed) byTenant.set(row.tenant_id, [...(byTenant.get(row.tenant_id) ?? []), row.id]);
  return byTenant;
}

/**
 * One round: the due articles are claimed, each tenant's caches (the guest page cache, the public
 * answers, on every process) are emptied, so the home page, the lists, the feed and the sitemap show
 * them, and then `afterAnnounced` sends their pushes (WP-01, once by `article_pushes`).
 */
export async function announceDuePublications(
  app: Pick<FastifyInstance, 'db' | 'announceContentChange'>,
  afterAnnounced: (tenantIds: string[]) => Promise<unknown>,
  now = new Date(),
): Promise<number> {
  const due = await claimDuePublications(app.db, now);
  for (const tenantId of due.keys()) await app.announceContentChange(tenantId);
  if (due.size > 0) await afterAnnounced([...due.keys()]);
  return [...due.values()].reduce((sum, ids) => sum + ids.length, 0);
}

/** Runs the round every few seconds on every process (not under NODE_ENV=test: the tests call it with their clock). */
export function startPublicationRound(app: FastifyInstance, afterAnnounced: (tenantIds: string[]) => Promise<unknown>) {
  if (app.config.env === 'test') return;
  const log = app.log.child({ module: 'publication-round' });
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const run = () => {
    if (running !== undefined) return;
    running = announceDuePublications(app, afterAnnounced)
      .then((count) => {
        if (count > 0) log.info({ count }, 'scheduled articles are out');
      })
      .catch((error: unknown) => log.error({ err: error }, 'the publication round failed'))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
    await running;
  });
}
