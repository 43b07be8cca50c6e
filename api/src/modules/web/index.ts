import type { FastifyInstance } from 'fastify';
import { getBootstrapRoute } from './get-bootstrap';
import { getPageRoute } from './get-page';
import { healthzRoute } from './healthz';
import { staticFiles } from './static-files';

/**
 * The web entry: page URLs answered with the shell's index.html and the tenant's bootstrap, the
 * bootstrap as JSON, the built front ends and assets, and the health check.
 */
export async function webModule(app: FastifyInstance): Promise<void> {
  await app.register(staticFiles);
  await app.register(getBootstrapRoute);
  await app.register(healthzRoute);
  await app.register(getPageRoute);
}
