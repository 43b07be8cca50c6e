import type { FastifyInstance } from 'fastify';
import { deleteSmartBarRoute } from './delete-smart-bar';
import { getEditorSmartBarRoute } from './get-editor-smart-bar';
import { getSmartBarRoute } from './get-smart-bar';
import { hideSmartBarRoute } from './hide-smart-bar';
import { setSmartBarRoute } from './set-smart-bar';
import { createSmartBarRepository } from './smart-bar-repository';

/**
 * SB-01: the smart bar. Every page shows the tenant's announcement bar until the browser closed or
 * followed its current update (`smartbar_date` in the browser); editors set and remove it, and see how
 * many viewers closed it. The promotion overlay (OVL-01) is a tenant setting (`promotionOverlay`),
 * exposed by GET /api/v2/setting.
 */
export async function smartBarModule(app: FastifyInstance): Promise<void> {
  const smartBars = createSmartBarRepository(app.db);
  await app.register(getSmartBarRoute, { smartBars });
  await app.register(getEditorSmartBarRoute, { smartBars });
  await app.register(setSmartBarRoute, { smartBars });
  await app.register(deleteSmartBarRoute, { smartBars });
  await app.register(hideSmartBarRoute, { smartBars });
}
