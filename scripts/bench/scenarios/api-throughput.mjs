// The API's throughput and tail latency for the home page's news list, next to a bare Fastify route
// (same machine, same run) as the ceiling. autocannon 8, programmatic, one process for the load.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { runAutocannon as load, startBareFastify, summarise } from '../lib/autocannon.mjs';

export const id = 'api';
export const title = 'API requests per second and p99 latency (home news list)';

export async function run(ctx) {
  const { connections, duration } = ctx.options;
  const tenant = ctx.tenants[0];
  const newsPath = '/api/v2/article/scopes/lat/get/1?page_size=10';
  const apiTarget = `${ctx.apiUrl}${newsPath}`;
  const headers = { 'x-tenant-id': tenant.id, accept: 'application/json' };

  // The real answer, so the bare route can send the very same bytes.
  const sample = await fetch(apiTarget, { headers });
  const body = await sample.text();
  if (!sample.ok) throw new Error(`${newsPath} answered ${sample.status}: ${body.slice(0, 200)}`);
  const bodyFile = path.join(ctx.scratchDir, 'news-body.json');
  writeFileSync(bodyFile, body);

  const bare = await startBareFastify(ctx.options.barePort, { jsonFile: bodyFile });
  const bareUrl = bare.url;
  const targets = [
    { name: `API ${newsPath} (${tenant.id})`, url: apiTarget, headers },
    { name: 'bare Fastify, same bytes', url: `${bareUrl}/same-body`, headers: {} },
    { name: 'bare Fastify, hello world', url: `${bareUrl}/hello`, headers: {} },
  ];
  const figures = [];
  try {
    for (const target of targets) {
      // Warm up (JIT, connection pools, the tenant cache), then measure.
      await load({ url: target.url, headers: target.headers, connections: 10, duration: 2 });
      ctx.log(`api: ${target.name}: ${connections} connections for ${duration} s …`);
      const result = await load({ url: target.url, headers: target.headers, connections, duration });
      figures.push(summarise(target.name, target.url, result));
    }
  } finally {
    await bare.stop();
  }
  return {
    figures: {
      connections,
      durationSeconds: duration,
      responseBytes: Buffer.byteLength(body),
      database: ctx.database,
      results: figures,
    },
    table: {
      labelColumns: 1,
      columns: ['target', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'non-2xx', 'errors'],
      rows: figures.map((figure) => [
        figure.name,
        figure.requestsPerSecond,
        figure.latencyMs.p50,
        figure.latencyMs.p99,
        figure.latencyMs.max,
        figure.non2xx,
        figure.errors,
      ]),
      notes: [
        `${connections} connections, ${duration} s each after a 2 s warm-up; autocannon runs in the bench process on the same ${ctx.machine.cpus}-core machine.`,
        `API: NODE_ENV=production, LOG_LEVEL=warn, database ${ctx.database}; answer ${Buffer.byteLength(body)} bytes (not compressed: autocannon does not ask for gzip).`,
      ],
    },
  };
}
