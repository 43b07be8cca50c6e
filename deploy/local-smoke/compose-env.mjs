// Prints api-1's environment from docker-compose.yml as KEY=VALUE lines: ${VAR:-default} interpolated
// (ADMIN_TOKEN and SMTP_URL given test values), the compose service hosts mapped to the loopback stand-ins.
// Usage: node compose-env.mjs docker-compose.yml <database>
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

const [file, database] = process.argv.slice(2);
const compose = parse(readFileSync(file, 'utf8'), { merge: true });
// The demo (off by default in production) is what the checks read the pages against.
const given = {
  ADMIN_TOKEN: 'local-smoke-admin-token-0123456789',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  SEED_DEMO: 'true',
};
const interpolate = (value) =>
  String(value).replace(
    /\$\{([A-Z_]+)(?::?[-?]([^}]*))?\}/g,
    (_, name, fallback) => given[name] ?? process.env[name] ?? fallback ?? '',
  );
const loopback = {
  DATABASE_URL: () =>
    `postgres://${process.env.PGUSER ?? 'postgres'}@${process.env.PGHOST ?? '127.0.0.1'}:5432/${database}`,
  REDIS_URL: () => 'redis://127.0.0.1:6379',
  PUSHER_HOST: () => '127.0.0.1',
  PUSHER_PORT: () => '18060',
  // One static server per remote on its own port here: reached through the proxy's /remotes/<folder>/.
  REMOTE_RELEASES_URL: () => 'http://127.0.0.1:18080/remotes/{folder}/{version}/',
};
for (const [key, raw] of Object.entries(compose.services['api-1'].environment)) {
  console.log(`${key}=${loopback[key] ? loopback[key]() : interpolate(raw)}`);
}
