#!/usr/bin/env node
// The ceiling for the API figures: a bare Fastify server with no database, validation, hooks, logging or
// compression, measured in the same bench run on the same machine.
//   GET /hello      a tiny JSON object (Fastify's own hello-world)
//   GET /same-body  the exact bytes of the real endpoint's answer (read from BARE_BODY_FILE), so the
//                   difference to the API is the API's own work, not the size of the answer.
//   GET /same-html  the same for a page: the exact HTML the API sent (read from BARE_HTML_FILE).
// Usage: node bare-fastify.mjs <port>   (prints "listening" when ready)
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const port = Number(process.argv[2] || 8283);
const body = process.env.BARE_BODY_FILE ? readFileSync(process.env.BARE_BODY_FILE, 'utf8') : '{"data":[]}';
const html = process.env.BARE_HTML_FILE ? readFileSync(process.env.BARE_HTML_FILE, 'utf8') : '<!doctype html>';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
app.get('/same-body', (_request, reply) => {
  reply.header('content-type', 'application/json; charset=utf-8').send(body);
});
app.get('/same-html', (_request, reply) => {
  reply.header('content-type', 'text/html; charset=utf-8').send(html);
});

await app.listen({ port, host: '127.0.0.1' });
console.log('listening');
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => app.close().then(() => process.exit(0)));
