import compress from '@fastify/compress';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type AppConfig, ConfigError } from './config';
import { type Database, type DatabaseHandle, openDatabase } from './db/client';
import { errorBody } from './lib/http-error';
import { redactUrl } from './lib/redact-url';
import { createPasswordHasher } from './lib/password';
import { fastifyTrustProxy } from './lib/trust-proxy';
import { accountsModule } from './modules/accounts';
import { adminFeedbackModule } from './modules/admin-feedback';
import { communityModule } from './modules/community';
import { contactModule } from './modules/contact';
import { adsModule } from './modules/ads';
import { collectionsModule } from './modules/collections';
import { contentModule } from './modules/content';
import { feedsModule } from './modules/feeds';
import { footballPoolModule } from './modules/football-pool';
import { mailModule } from './modules/mail';
import { matchcenterModule } from './modules/matchcenter';
import { realtimeModule } from './modules/realtime';
import { shareImagesModule } from './modules/share-images';
import { siteSettingsModule } from './modules/site-settings';
import { smartBarModule } from './modules/smart-bar';
import { tenantsModule } from './modules/tenants';
import { replaceDevelopmentSecrets, tenantsWithDevelopmentSecrets } from './modules/tenants/seed';
import { webModule } from './modules/web';
import { webPushModule } from './modules/web-push';
import { clubAlertsModule } from './modules/club-alerts';
import { serverRenderPlugin } from './modules/web/ssr/server-render-plugin';
import { contentChangesPlugin } from './plugins/content-changes';
import { publicAnswerStorePlugin } from './plugins/public-answer-store';
import { authPlugin } from './plugins/auth';
import { clusterChangesPlugin } from './plugins/cluster-changes';
import { bodyParsersPlugin } from './plugins/body-parsers';
import { answerClientError } from './plugins/client-error';
import { registerDraining } from './plugins/draining';
import { registerErrorHandling } from './plugins/error-handler';
import { i18nPlugin, localeOf } from './plugins/i18n';
import { inputGuardPlugin } from './plugins/input-guard';
import { publicCachePlugin } from './plugins/public-cache';
import { rateLimitPlugin } from './plugins/rate-limit';
import { redisConnectionsPlugin } from './plugins/redis-connections';
import { requestHostPlugin } from './plugins/request-host';
import { hooklessErrorHeaders, securityHeadersPlugin } from './plugins/security-headers';
import { swaggerPlugin } from './plugins/swagger';
import { tenantPlugin } from './plugins/tenant';
import { translate } from './i18n/messages';
import { seedPlatform } from './seed';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    databaseDriver: DatabaseHandle['driver'];
    /** Whether the database is known to be away now (db/outage-breaker.ts; never with PGlite). */
    databaseAway(): boolean;
  }
}

interface BuildAppOptions {
  config: AppConfig;
  /** An open database; by default one is opened from `config.database` and closed with the app. */
  database?: DatabaseHandle;
  /** Fastify logger options; default: JSON logs at `config.logLevel`. */
  logger?: FastifyServerOptions['logger'];
  /** What to seed besides the tenants; default: demo accounts and content when `config.seedDemo`. */
  seed?: { demoAccounts?: boolean; demoContent?: boolean };
}

/**
 * Builds the whole API without listening: the server and the tests use the same function. The database
 * is migrated and seeded (idempotently) before any route can answer.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      // Verification, reset and social-login links carry secrets in the URL (lib/redact-url.ts).
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
        }),
      },
    },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // During a shutdown new requests get our 503 (plugins/draining.ts), not Fastify's differently shaped one.
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // What Node's HTTP parser refuses never becomes a request; answer it in the one shape too.
    clientErrorHandler: answerClientError,
    // Malformed URLs never reach the error handler; answer them in the same shape.
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      // No hook runs for these, so helmet's did not either.
      reply
        .headers(hooklessErrorHeaders)
        .code(400)
        .type('application/json; charset=utf-8')
        .send(errorBody(translate(localeOf(request), 'error.badRequest')));
      request.log.info({ code: error.code }, 'malformed request');
    },
  });

  const database = options.database ?? (await openDatabase(config.database));
  if (options.database === undefined) app.addHook('onClose', () => database.close());
  try {
    await database.withStartupLock(async () => {
      await database.migrate();
      await seedPlatform(database.db, {
        webRoot: config.webRoot,
        production: config.env === 'production',
        demoAccounts: options.seed?.demoAccounts ?? config.seedDemo,
        demoContent: options.seed?.demoContent ?? config.seedDemo,
        passwords: createPasswordHasher(config.passwordHashCost),
        demoPassword: config.demoPassword,
        log: (message) => app.log.info(message),
        // A random demo password is told once, at the level an operator's log keeps.
        announce: (message) => app.log.warn(message),
      });
    });
    if (config.exposedDevelopment) {
      // SEC-01: reachable from the network, the documented secrets would let anyone sign real-time
      // events and private-channel auth for these tenants. They get fresh ones, printed for the developer.
      for (const { tenantId, secret } of await replaceDevelopmentSecrets(database.db)) {
        app.log.warn(
          `HOST ${config.host} is not loopback: the documented real-time secret of tenant ${tenantId} was replaced by ${secret}`,
        );
      }
    }
    if (config.env === 'production') {
      const exposed = await tenantsWithDevelopmentSecrets(database.db);
      if (exposed.length > 0) {
        throw new ConfigError(
          `Missing settings for production (NODE_ENV=production):\n  real-time secret of tenant ${exposed.join(', ')}: still the development one; give each its own secret (tenants.realtime_secret)`,
        );
      }
    }
  } catch (error) {
    if (options.database === undefined) await database.close();
    throw error;
  }

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('databaseDriver', database.driver);
  app.decorate('databaseAway', () => database.outage?.open ?? false);
  registerErrorHandling(app);

  // First: its onRequest hook must run before any other hook can answer (429s, 404s, errors).
  await app.register(securityHeadersPlugin);
  // Platform: every module relies on these.
  await app.register(i18nPlugin);
  // First of the hooks: everything after reads the Host this parsed (request.requestHost).
  await app.register(requestHostPlugin);
  registerDraining(app);
  await app.register(compress, { global: true, encodings: ['gzip', 'deflate'], threshold: 1024 });
  // ETag, Cache-Control and Vary of public answers; every other JSON answer private, no-store.
  await app.register(publicCachePlugin);
  await app.register(bodyParsersPlugin);
  await app.register(inputGuardPlugin);
  // With REDIS_URL, the process's two Redis connections: the rate limits, the cluster changes and the
  // real-time bridge share them. Before its users, so it closes after them.
  await app.register(redisConnectionsPlugin);
  await app.register(rateLimitPlugin);
  await app.register(swaggerPlugin);
  await app.register(tenantPlugin);
  await app.register(clusterChangesPlugin);
  await app.register(authPlugin);
  await app.register(contentChangesPlugin);
  await app.register(publicAnswerStorePlugin);
  await app.register(serverRenderPlugin);
  await app.register(mailModule);
  // Real time (PLT-05): the domain modules publish through app.realtime.
  await app.register(realtimeModule);

  // Modules.
  await app.register(tenantsModule);
  await app.register(accountsModule);
  await app.register(contentModule);
  await app.register(matchcenterModule);
  await app.register(footballPoolModule);
  await app.register(communityModule);
  await app.register(contactModule);
  await app.register(siteSettingsModule);
  await app.register(adminFeedbackModule);
  // Issue 16: the site extras.
  await app.register(collectionsModule);
  await app.register(adsModule);
  await app.register(smartBarModule);
  await app.register(webPushModule);
  await app.register(clubAlertsModule);
  // Before the web module: /robots.txt and /sitemap.xml would otherwise be looked up as shell files.
  await app.register(feedsModule);
  // CLB-05: the pages' og:image, at /share-image/ (a path no page has).
  await app.register(shareImagesModule);
  // Last: its catch-all page route must not shadow anything (find-my-way prefers static paths anyway).
  await app.register(webModule);

  return app;
}
