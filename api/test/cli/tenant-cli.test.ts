import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { runTenantCli } from '../../src/cli/tenant';
import { devAdminToken } from '../../src/config';
import { buildTestApp } from '../helper';

let app: FastifyInstance;
let apiUrl: string;

beforeAll(async () => {
  app = await buildTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address: AddressInfo | string | null = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  apiUrl = `http://127.0.0.1:${address.port}`;
}, 60_000);

afterAll(async () => {
  await app.close();
});

async function run(args: string[], adminToken = devAdminToken): Promise<string> {
  const lines: string[] = [];
  await runTenantCli(args, { apiUrl, adminToken }, (line) => lines.push(line));
  return lines.join('\n');
}

test('[PLT-09] tenant list prints every tenant with its remotes', async () => {
  const output = await run(['list']);
  expect(output).toContain('tribune  Tribune (en)  hosts: localhost, en.localhost, 127.0.0.1');
  expect(output).toContain('tribune-nl  Tribune NL (nl)  hosts: nl.localhost');
  expect(output).toMatch(/✓ mf_football_pool\s+\S+\s+\/remotes\/mf-football-pool\/.+\/remoteEntry\.js/);
});

test('[PLT-09] tenant set-remote changes the version, the entry, and can disable a remote', async () => {
  expect(await run(['set-remote', 'tribune', 'mf_content', '2.0.0'])).toMatch(
    /✓ mf_content\s+2\.0\.0\s+\/remotes\/mf-content\/2\.0\.0\/remoteEntry\.js/,
  );
  expect(
    await run(['set-remote', 'tribune', 'mf_content', '2.0.1', '--entry', 'https://cdn.example/c/remoteEntry.js']),
  ).toMatch(/✓ mf_content\s+2\.0\.1\s+https:\/\/cdn\.example\/c\/remoteEntry\.js/);
  expect(await run(['set-remote', 'tribune', 'mf_content', '2.0.1', '--disable'])).toMatch(/✗ mf_content\s+2\.0\.1/);
  const bootstrap = await app.inject({ method: 'GET', url: '/api/front/v1/bootstrap', headers: { host: 'localhost' } });
  const payload: { remotes: { name: string }[] } = bootstrap.json();
  expect(payload.remotes.map((remote) => remote.name)).not.toContain('mf_content');
});

test('[PLT-09] the CLI reports the API’s errors and bad usage', async () => {
  await expect(run(['set-remote', 'nope', 'mf_content', '1.0.0'])).rejects.toThrow('404: Unknown tenant.');
  await expect(run(['set-remote', 'tribune', 'mf_content', 'latest'])).rejects.toThrow(
    /422: .*\n\s+version: The version field format is invalid\./,
  );
  await expect(run(['set-remote', 'tribune', 'mf_nothing', '1.0.0'])).rejects.toThrow('Unknown remote "mf_nothing"');
  await expect(run(['list'], 'wrong-token')).rejects.toThrow('401: A valid operator token is required.');
  await expect(run(['frobnicate'])).rejects.toThrow(/Usage:/);
});
