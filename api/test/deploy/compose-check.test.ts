import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { apiRoot } from '../../src/config';

// Docker cannot run here, so the deployment is checked against the code by deploy/check-compose.mjs
// (services, images, configs, the proxy's routes and real-time layouts, the API's variables). Run in
// npm test so a change to either side that the other does not follow fails at once.

test('[SCL-01][SCL-02] docker-compose.yml and deploy/ agree with the code, in both real-time layouts', () => {
  const repoRoot = path.resolve(apiRoot, '..');
  const output = execFileSync(process.execPath, [path.join(repoRoot, 'deploy', 'check-compose.mjs')], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  expect(output).toContain('proxy routes consistent');
});
