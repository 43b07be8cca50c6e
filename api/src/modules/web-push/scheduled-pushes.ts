import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { articles } from '../content/schema';
import { tenants } from '../tenants/schema';
import { articlePushes } from './schema';
import { sendArticlePush } from './send-article-push';
import { createWebPushRepository } from './web-push-repository';

/** How often the scheduled articles that came out are looked for. */
const intervalMs = 60_000;
/** An article that came out longer ago than this is old news: it is not pushed late (a server that was down). */
const lateWindowMs = 6 * 60 * 60 * 1000;
/** Articles pushed per tenant and round at most; the next round takes the rest. */
const batch = 20;

/**
 * WP-01: articles that carry a push and came out without a save (scheduled, their time came): pushed
 * once, like a published save does (`article_pushes` decides "once" for both). Answers how many went out.
 */
export async function pushDueArticles(
  context: { db: Database; config: Pick<AppConfig, 'publicUrl' | 'env' | 'pushEndpoints'>; log: FastifyBaseLogger },
  now = new Date(),
): Promise<number> {
  const webPush = createWebPushRepository(context.db);
  let pushed = 0;
  // Tenant by tenant, so every query carries its tenant (and uses the tenant's publication index).
  for (const tenant of await context.db.select({ id: tenants.id, hosts: tenants.hosts }).from(tenants)) {
    const due = await context.db
      .select({
        id: articles.id,
        slug: articles.slug,
        title: articles.title,
        excerpt: articles.excerpt,
        image: articles.image,
        webPush: articles.webPush,
        publishedAt: articles.publishedAt,
      })
      .from(articles)
      .leftJoin(articlePushes, and(eq(articlePushes.tenantId, tenant.id), eq(articlePushes.articleId, articles.id)))
      .where(
        and(
          eq(articles.tenantId, tenant.id),
          eq(articles.webPush, true),
          lte(articles.publishedAt, now),
          gt(articles.publishedAt, new Date(now.getTime() - lateWindowMs)),
          isNull(articlePushes.articleId),
        ),
      )
      .limit(batch);
    for (const article of due) {
      if (!(await webPush.claimArticlePush(tenant.id, article.id, now))) continue;
      const outcome = await sendArticlePush({ webPush, config: context.config, log: context.log }, tenant, article);
      context.log.info(
        { tenantId: tenant.id, articleId: article.id, ...outcome },
        'web push: scheduled article pushed',
      );
      pushed += 1;
    }
  }
  return pushed;
}

/** Runs `pushDueArticles` every minute (not under NODE_ENV=test: the tests call it with their own clock). */
export function startScheduledPushes(app: FastifyInstance): void {
  if (app.config.env === 'test') return;
  const log = app.log.child({ module: 'web-push' });
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const run = () => {
    if (running !== undefined) return;
    running = pushDueArticles({ db: app.db, config: app.config, log })
      .catch((error: unknown) => log.error({ err: error }, 'web push: the scheduled round failed'))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(run, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
    await running;
  });
}
