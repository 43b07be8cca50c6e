#!/usr/bin/env node
// The e2e web server (playwright.config.ts `webServer`): builds what is missing or stale, then runs
// the built API on E2E_PORT with a brand-new PGlite data folder, which is deleted when Playwright stops
// it. DATABASE_URL is ignored on purpose: the browser tests always start from the demo seed. The
// operator token comes from playwright.config.ts (ADMIN_TOKEN, fresh each run), for its global set-up.
import { ensureBuilt } from '../../scripts/build-all.mjs';
import { spawnApi } from '../../scripts/start.mjs';
import { startLocalOembedProviders } from './local-oembed-providers.mjs';

const port = Number(process.env.E2E_PORT || 8181);

try {
  // Build output goes to stderr so Playwright shows it (its stdout is not echoed).
  const log = console.log;
  console.log = (...args) => console.error(...args);
  await ensureBuilt();
  console.log = log;
} catch (error) {
  console.error(`e2e server: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

// X's and TikTok's oEmbed at the network edge (EMB-01): the embed journey sees a real card offline.
const oembed = await startLocalOembedProviders();

const server = spawnApi({
  port,
  freshData: true,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL || 'warn',
    // One browser signs up, in and out, resets passwords and writes to the editors many times a minute
    // from one address; the limits are tested in the API's own tests.
    RATE_LIMIT_LOGIN_MAX: '500',
    RATE_LIMIT_REGISTER_MAX: '500',
    RATE_LIMIT_PASSWORD_RESET_MAX: '500',
    RATE_LIMIT_CONTACT_MAX: '500',
    // The hostile-text journey posts every line of the XSS corpus as one fan (decision 0016's limit is
    // tested in the API's own tests).
    COMMENT_RATE_LIMIT: '500',
    // No match goes live by itself during a run; a journey starts one with the operator API.
    SIMULATOR: 'manual',
    EMBED_TWITTER_OEMBED_URL: oembed.twitterOembedUrl,
    EMBED_TIKTOK_OEMBED_URL: oembed.tiktokOembedUrl,
  },
});

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.stop(8_000).then(() => process.exit(0));
  });
}
server.child.on('exit', (code, signal) => {
  if (stopping) return;
  console.error(`e2e server: the API exited (${signal ?? `exit code ${code}`})`);
  process.exit(code || 1);
});
