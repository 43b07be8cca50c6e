import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../../config';
import type { Tenant } from '../../tenants/tenants-repository';
import { deliverPush } from './push-delivery';
import { vapidSubjectOf } from './vapid-subject';
import type { WebPushRepository } from '../web-push-repository';

/** What a push says about an article; the service worker shows it (shell/src/service-worker/sw.js). */
interface ArticlePushPayload {
  title: string;
  body: string;
  /** The article page, relative: the worker opens it on its own origin (the tenant's site). */
  url: string;
  /** One notification per article: a later push of the same article replaces it. */
  tag: string;
  icon: string;
}

export interface PushableArticle {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  image: string;
  webPush: boolean;
  publishedAt: Date;
}

interface PushOutcome {
  delivered: number;
  /** Subscriptions the push service called gone (404, 410), now removed. */
  removed: number;
  failed: number;
}

/** Pushes to one push service at a time per worker, this many workers: a big list never floods the event loop. */
const concurrency = 8;
/** A push service keeps an undelivered news push this long (seconds): after half a day it is old news. */
const timeToLiveSeconds = 12 * 60 * 60;
/** Push payloads are limited to ~4 kB by the services; these keep ours far below. */
const titleMax = 120;
const bodyMax = 240;

function clip(text: string, max: number): string {
  const characters = [...text.trim()];
  return characters.length <= max
    ? characters.join('')
    : `${characters
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

function articlePushPayload(article: PushableArticle): ArticlePushPayload {
  return {
    title: clip(article.title, titleMax),
    body: clip(article.excerpt, bodyMax),
    url: `/article/${article.id}/${article.slug}`,
    tag: `article-${article.id}`,
    icon: article.image,
  };
}

interface PushContext {
  webPush: WebPushRepository;
  config: Pick<AppConfig, 'publicUrl' | 'env' | 'pushEndpoints'>;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/**
 * WP-01: sends the article's push to every enabled subscription of the tenant, signed with the
 * tenant's VAPID keys. Subscriptions their push service calls gone (404, 410) are removed; a delivered
 * one records when. Never throws: a failure is logged and counted.
 */
export async function sendArticlePush(
  context: PushContext,
  tenant: Pick<Tenant, 'id' | 'hosts'>,
  article: PushableArticle,
): Promise<PushOutcome> {
  const outcome: PushOutcome = { delivered: 0, removed: 0, failed: 0 };
  try {
    const subscriptions = await context.webPush.enabledSubscriptions(tenant.id);
    if (subscriptions.length === 0) return outcome;
    const keys = await context.webPush.vapidKeys(tenant.id, vapidSubjectOf(tenant, context.config));
    const payload = JSON.stringify(articlePushPayload(article));
    let next = 0;
    const worker = async () => {
      for (let index = next++; index < subscriptions.length; index = next++) {
        const subscription = subscriptions[index];
        if (subscription === undefined) continue;
        outcome[
          await deliverPush(
            {
              webPush: context.webPush,
              log: context.log,
              now: context.now,
              allowLoopback: context.config.pushEndpoints.allowLoopback,
              resolveHost: context.config.pushEndpoints.resolveHost,
            },
            tenant.id,
            keys,
            subscription,
            { payload, timeToLiveSeconds, urgency: 'normal' },
          )
        ] += 1;
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, subscriptions.length) }, worker));
  } catch (error) {
    context.log.error(
      { tenantId: tenant.id, articleId: article.id, err: error },
      'web push: the push could not be sent',
    );
  }
  return outcome;
}

/** Pushes under way in this process, so tests and shutdowns can wait for them. */
const inFlight = new Set<Promise<unknown>>();

/** Resolves when every article push started in this process has finished. */
export async function pushesSettled(): Promise<void> {
  await Promise.allSettled([...inFlight]);
}

function track(work: Promise<unknown>): void {
  inFlight.add(work);
  void work.finally(() => inFlight.delete(work));
}

/**
 * The editors' hook (create-article.ts, update-article.ts): an article that carries a push and is
 * published goes out once, after the editor's answer is sent (the editor never waits for push
 * services). `article_pushes` decides "once", so a later edit, or two at the same time, never resend.
 * A scheduled article is not pushed by saving it; saving it again once it is out does.
 */
export type PushArticleWhenPublished = (
  request: FastifyRequest,
  reply: FastifyReply,
  tenant: Pick<Tenant, 'id' | 'hosts'>,
  article: PushableArticle,
) => void;

/** The editors' hook over WP-01's repository, made by the content module's index.ts and handed to its editor routes. */
export function createArticlePusher({
  webPush,
  config,
}: Pick<PushContext, 'webPush' | 'config'>): PushArticleWhenPublished {
  return (request, reply, tenant, article) => {
    const now = new Date();
    if (!article.webPush || article.publishedAt.getTime() > now.getTime()) return;
    const log = request.log;
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      const work = (async () => {
        try {
          if (!(await webPush.claimArticlePush(tenant.id, article.id, now))) return;
          const outcome = await sendArticlePush({ webPush, config, log }, tenant, article);
          log.info({ tenantId: tenant.id, articleId: article.id, ...outcome }, 'web push: article pushed');
        } catch (error) {
          log.error({ tenantId: tenant.id, articleId: article.id, err: error }, 'web push: the push could not be sent');
        }
      })();
      track(work);
    };
    // 'close' follows the answer's last byte (and a cut connection: the article is saved either way).
    reply.raw.once('close', start);
  };
}
