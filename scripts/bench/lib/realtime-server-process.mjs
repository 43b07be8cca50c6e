// The server under test of the real-time fan-out bench, as its own process (forked by
// scenarios/realtime-fanout.mjs): the API's embedded Pusher-protocol server from the built API
// (api/dist/modules/realtime/standalone.js), one app, no database. It answers the parent over IPC:
//   → { type: 'ready', port }          once listening
//   ← { type: 'stats' }                → { type: 'stats', rss, heapUsed, connections, cpuMs, eventLoopP99Ms }
//   ← { type: 'reset' }                resets the event-loop delay histogram
//   ← { type: 'stop' }                 closes (4200 to every client) and exits
import { createRequire } from 'node:module';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const { startStandaloneRealtime } = require(path.join(repoRoot, 'api', 'dist', 'modules', 'realtime', 'standalone.js'));

const config = JSON.parse(process.argv[2] ?? '{}');
const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();

const realtime = await startStandaloneRealtime({
  apps: [{ id: config.appId, key: config.key, secret: config.secret, clientEvents: false }],
  port: config.port ?? 0,
  limits: { maxConnectionsPerApp: 100_000 },
  ...(config.redis ? { redis: config.redis } : {}),
});

process.on('message', async (message) => {
  if (message?.type === 'stats') {
    const memory = process.memoryUsage();
    const cpu = process.cpuUsage();
    process.send({
      type: 'stats',
      rss: memory.rss,
      heapUsed: memory.heapUsed,
      connections: realtime.server.stats().connections,
      cpuMs: (cpu.user + cpu.system) / 1000,
      // The histogram holds whole sampling intervals: the delay is what exceeds the resolution.
      eventLoopP99Ms: Math.max(0, delay.percentile(99) / 1e6 - 10),
    });
  } else if (message?.type === 'reset') {
    delay.reset();
  } else if (message?.type === 'stop') {
    await realtime.close();
    process.exit(0);
  }
});
process.on('disconnect', () => process.exit(0));
process.send({ type: 'ready', port: realtime.port });
