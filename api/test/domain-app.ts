import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { communityModule } from '../src/modules/community';
import { contentModule } from '../src/modules/content';
import { footballPoolModule } from '../src/modules/football-pool';
import { matchcenterModule } from '../src/modules/matchcenter';
import { buildTestApp } from './helper';

/**
 * The API with demo content and the four domain modules (content, match centre, football pool,
 * community). While `src/app.ts` does not register those modules yet, this builds the app itself over
 * an in-memory PGlite and registers them before `ready()`; once app.ts does, it is simply
 * `buildTestApp({ demo: true })` (which also runs against DATABASE_URL).
 */
export async function buildDomainTestApp(): Promise<FastifyInstance> {
  const standard = await buildTestApp({ demo: true });
  if (standard.hasRoute({ method: 'GET', url: '/api/v2/article/:id' })) return standard;
  await standard.close();

  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PASSWORD_HASH_COST: '10',
    RATE_LIMIT_LOGIN_MAX: '1000',
    RATE_LIMIT_REGISTER_MAX: '1000',
  });
  const database = await openDatabase({ dataDir: 'memory://' });
  const app = await buildApp({ config, database, logger: false, seed: { demoAccounts: true, demoContent: true } });
  await app.register(contentModule);
  await app.register(matchcenterModule);
  await app.register(footballPoolModule);
  await app.register(communityModule);
  app.addHook('onClose', () => database.close());
  await app.ready();
  return app;
}
