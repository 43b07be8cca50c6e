import { execFileSync } from 'node:child_process';

/** The Redis the tests use: REDIS_URL, or the one CI runs on this machine. */
export const testRedisUrl = process.env['REDIS_URL'] || 'redis://127.0.0.1:6379';

/**
 * Whether Redis answers PING, asked once and synchronously, so a suite that needs it can be skipped
 * (with a reason) rather than fail where there is none.
 */
export function redisAnswers(url: string = testRedisUrl): boolean {
  const { hostname, port } = new URL(url);
  const probe = `
    const socket = require('node:net').connect(${Number(port || 6379)}, ${JSON.stringify(hostname)});
    socket.setTimeout(1500, () => process.exit(1));
    socket.on('error', () => process.exit(1));
    socket.on('connect', () => socket.write('PING\\r\\n'));
    socket.on('data', (data) => process.exit(String(data).startsWith('+PONG') ? 0 : 1));`;
  try {
    execFileSync(process.execPath, ['-e', probe], { stdio: 'ignore', timeout: 3_000 });
    return true;
  } catch {
    return false;
  }
}
