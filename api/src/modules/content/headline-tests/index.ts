import type { FastifyPluginAsync } from 'fastify';
import { clickTitleRoute } from './click-title';
import { endHeadlineTestRoute } from './end-headline-test';
import type { HeadlineTestsRepository } from './headline-tests-repository';
import { listHeadlineTestsRoute } from './list-headline-tests';
import { recordImpressionsRoute } from './record-impressions';

/**
 * AB-01: headline A/B tests. Readers' browsers report which A/B headlines they saw and clicked (one
 * exposure per viewer and article); editors read the click-through rates, the difference with its
 * confidence interval and when to stop, and end a test with its winner.
 */
export const headlineTestsArea: FastifyPluginAsync<{ tests: HeadlineTestsRepository }> = async (app, { tests }) => {
  await app.register(recordImpressionsRoute, { tests });
  await app.register(clickTitleRoute, { tests });
  await app.register(listHeadlineTestsRoute, { tests });
  await app.register(endHeadlineTestRoute, { tests });
};
