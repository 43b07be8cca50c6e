import { randomBytes } from 'node:crypto';
import type { FullConfig } from '@playwright/test';
import { startLocalOidcProvider } from '../../api/test/oidc/start-local-oidc-provider';
import { socialLoginLabel } from './accounts';
import { e2ePort } from './site';

/**
 * Global set-up (playwright.config.ts), run once the web server answers and before any test: starts the
 * API's local OpenID provider (a real oidc-provider on a free loopback port, the same helper the API's
 * social-login tests use) and gives the `tribune` tenant a "Tribune ID" login with it through the
 * operator API, as an operator would set it up (ACC-03). The returned function stops the provider.
 */
export default async function setUpSocialLogin(_config: FullConfig): Promise<() => Promise<void>> {
  const client = {
    clientId: 'tribune-e2e',
    // A fresh secret per run: only the provider and the API ever share it.
    clientSecret: randomBytes(24).toString('hex'),
    redirectUris: [
      `http://localhost:${e2ePort}/login/local/callback`,
      `http://nl.localhost:${e2ePort}/login/local/callback`,
    ],
  };
  const provider = await startLocalOidcProvider(client);
  try {
    const response = await fetch(`http://127.0.0.1:${e2ePort}/api/admin/tenants/tribune/settings`, {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify({
        oauthProviders: {
          local: {
            label: socialLoginLabel,
            clientId: client.clientId,
            clientSecret: client.clientSecret,
            issuer: provider.issuer,
          },
        },
      }),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`configuring social login answered ${response.status}: ${text}`);
  } catch (error) {
    await provider.stop();
    throw error;
  }
  return () => provider.stop();
}
