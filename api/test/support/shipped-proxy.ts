import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { apiRoot } from '../../src/config';

/**
 * The deployment's own front door (deploy/proxy/nginx.conf and one of its real-time layouts) run by
 * Debian's nginx on loopback, as deploy/local-smoke/run.sh runs it: the compose service names become
 * loopback ports, and the paths a container writes to become a prefix of its own. Nothing else of the
 * configuration changes, so a test through it tests what ships.
 */

export const nginxBinary = '/usr/sbin/nginx';

export interface ShippedProxy {
  port: number;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * Starts the shipped proxy in front of `apiPorts` (api-1, api-2), with `/app/` as REALTIME_DRIVER
 * `realtimeDriver` lays it out. Upstreams that are not running here (the static servers, soketi when
 * unused) point at a closed port: nginx needs them to resolve, and a request to one is a 502.
 */
export async function startShippedProxy(options: {
  apiPorts: [number, number];
  realtimeDriver: 'embedded' | 'pusher';
  soketiPort?: number;
}): Promise<ShippedProxy> {
  const repoRoot = path.resolve(apiRoot, '..');
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'tribune-proxy-'));
  // Run as root (a container), nginx's workers are `nobody`: they must reach the prefix.
  chmodSync(prefix, 0o755);
  const port = await freePort();
  const closedPort = await freePort();
  const [first, second] = options.apiPorts;
  const rewrite = (config: string) =>
    config
      // First, so no path of the prefix (itself under the temporary folder) is rewritten again.
      .replace(/\/tmp\/([a-z_]+)/g, `${prefix}/$1`)
      .replace(/server api-1:8080/g, `server 127.0.0.1:${first}`)
      .replace(/server api-2:8080/g, `server 127.0.0.1:${second}`)
      .replace(/server soketi:6001/g, `server 127.0.0.1:${options.soketiPort ?? closedPort}`)
      .replace(/server [a-z][a-z-]*:8080/g, `server 127.0.0.1:${closedPort}`)
      .replace('listen 8080 default_server;', `listen 127.0.0.1:${port} default_server;`)
      .replace('access_log /dev/stdout;', 'access_log off;')
      .replace('error_log /dev/stderr warn;', `error_log ${prefix}/error.log warn;`)
      .replace('worker_processes auto;', 'worker_processes 1;');
  const read = (file: string) => readFileSync(path.join(repoRoot, 'deploy', 'proxy', file), 'utf8');
  writeFileSync(path.join(prefix, 'nginx.conf'), rewrite(read('nginx.conf')));
  writeFileSync(path.join(prefix, 'realtime.conf'), rewrite(read(`realtime-${options.realtimeDriver}.conf`)));

  const child: ChildProcess = spawn(
    nginxBinary,
    ['-g', 'daemon off;', '-p', prefix, '-e', path.join(prefix, 'error.log'), '-c', path.join(prefix, 'nginx.conf')],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));

  const deadline = Date.now() + 10_000;
  for (;;) {
    const answered = await fetch(`http://127.0.0.1:${port}/proxy-healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      const log = existsSync(path.join(prefix, 'error.log'))
        ? readFileSync(path.join(prefix, 'error.log'), 'utf8')
        : '';
      child.kill('SIGKILL');
      throw new Error(`the shipped proxy did not start:\n${errors}${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    port,
    async stop() {
      if (child.pid !== undefined && child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        process.kill(child.pid, 'SIGTERM');
        await exited;
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
