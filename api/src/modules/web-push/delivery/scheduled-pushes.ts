import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppConfig } from '../../../config';
import type { TenantsRepository } from '../../tenants/tenants-repository';
import type { WebPushRepository } from '../web-push-repository';
import { sendArticlePush } from './send-article-push';

/** How often the scheduled articles that came out are looked for. */
const intervalMs = 60_000;
/** An article that came out longer ago than this is old news: it is not pushed late (a server that was down). */
const lateWindowMs = 6 * 60 * 60 * 1000;
/** Articles pushed per tenant and round at most; the next round takes the rest. */
const batch = 20;

/** What the scheduled round reads and writes: the tenants (the registry) and WP-01's repository. */
interface ScheduledPushesContext {
  webPush: WebPushRepository;
  tenants: Pick<TenantsRepository, 'list'>;
  config: Pick<AppConfig, 'publicUrl' | 'env' | 'pushEndpoints'>;
  log: FastifyBaseLogger;
}

/**
 * WP-01: articles that carry a push and came out without a save (scheduled, their time came): pushed
 * once, like a published save does (`article_pushes` decides "once" for both). Answers how many went out.
 * The newsroom's publication round calls it for the tenants whose articles it just announced
 * (`onlyTenants`), so a push leaves at that minute; this module's own round, each minute, is the net.
 */
export async function pushDueArticles(
  context: ScheduledPushesContext,
  now = new Date(),
  onlyTenants?: readonly string[],
): Promise<number> {
  const { webPush } = context;
  let pushed = 0;
  const tenants = (await context.tenants.list()).filter(
    (tenant) => onlyTenants === undefined || onlyTenants.includes(tenant.id),
  );
  // Tenant by tenant, so every query carries its tenant (and uses the tenant's publication index).
  for (const tenant of tenants) {
    const due = await webPush.articlesDueForPush(tenant.id, {
      now,
      since: new Date(now.getTime() - lateWindowMs),
      limit: batch,
    });
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
export function startScheduledPushes(
  app: FastifyInstance,
  { webPush, tenants }: Pick<ScheduledPushesContext, 'webPush' | 'tenants'>,
): void {
  if (app.config.env === 'test') return;
  const log = app.log.child({ module: 'web-push' });
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const run = () => {
    if (running !== undefined) return;
    running = pushDueArticles({ webPush, tenants, config: app.config, log })
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
