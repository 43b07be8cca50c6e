import type { FastifyInstance } from 'fastify';
import { createTenantsRepository } from '../../../src/modules/tenants/tenants-repository';
import { buildTestApp } from '../../helper';

// The tenant registry keeps tenants for a few seconds and reloads them once for every request waiting.
// A reload that had already read the rows when the operator changed a tenant must not be handed to a
// request that came after the change: that request would get the tenant from before it (CI found a page
// whose CSP lacked a remote's new origin right after the operator moved the remote there).

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
}, 60_000);
afterAll(async () => {
  await app.close();
});

test('[PLT-09] a reload that began before an operator’s change is not handed to a request after it', async () => {
  let holdReload = true;
  let rowsRead!: () => void;
  const reloadHasReadRows = new Promise<void>((resolve) => (rowsRead = resolve));
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  // The registry reads the tenants' template files after their rows: the first reload waits there.
  const registry = createTenantsRepository(app.db, {
    folderTemplates: async () => {
      if (holdReload) {
        rowsRead();
        await gate;
      }
      return undefined;
    },
  });

  const before = registry.findById('tribune');
  await reloadHasReadRows;
  holdReload = false;
  await registry.setRemote('tribune', {
    name: 'mf_content',
    version: '9.9.9',
    entry: 'https://cdn.example.net/mf-content/9.9.9/remoteEntry.js',
    enabled: true,
  });
  const after = registry.findById('tribune');
  release();

  const contentOf = async (tenant: typeof before) => (await tenant)?.remotes.find((r) => r.name === 'mf_content');
  expect(await contentOf(after)).toMatchObject({
    version: '9.9.9',
    entry: 'https://cdn.example.net/mf-content/9.9.9/remoteEntry.js',
  });
  // The request from before the change may have the rows from before it; nothing after it does.
  await contentOf(before);
  expect(await contentOf(registry.findById('tribune'))).toMatchObject({ version: '9.9.9' });
});
