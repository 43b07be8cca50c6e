import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { z } from 'zod';

/**
 * Starts `local-oidc-provider.mjs` (a real oidc-provider on 127.0.0.1, see that file) as a child process
 * and waits for its ready line. Used by the API tests of social login (ACC-03) and by the end-to-end tests.
 */

export interface LocalOidcProvider {
  /** `http://127.0.0.1:<port>`: discovery is at `${issuer}/.well-known/openid-configuration`. */
  issuer: string;
  stop(): Promise<void>;
}

interface LocalOidcProviderOptions {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  /** 0 (default): a free port. */
  port?: number;
  /** How long to wait for the ready line. */
  startTimeoutMs?: number;
}

const localOidcProviderScript = path.join(__dirname, 'local-oidc-provider.mjs');

const readyLine = z.object({ issuer: z.url() });

export async function startLocalOidcProvider(options: LocalOidcProviderOptions): Promise<LocalOidcProvider> {
  const args = [
    localOidcProviderScript,
    '--port',
    String(options.port ?? 0),
    '--client-id',
    options.clientId,
    '--client-secret',
    options.clientSecret,
    ...options.redirectUris.flatMap((uri) => ['--redirect-uri', uri]),
  ];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    // Kept (bounded) only to explain a failed start.
    stderr = (stderr + chunk).slice(-4000);
  });

  const issuer = await new Promise<string>((resolve, reject) => {
    let stdout = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the local OpenID provider did not start in time\n${stderr}`));
    }, options.startTimeoutMs ?? 20_000);
    const fail = (error: Error) => {
      clearTimeout(timer);
      reject(error);
    };
    child.once('error', fail);
    child.once('exit', (code, signal) =>
      fail(new Error(`the local OpenID provider exited (${code ?? signal})\n${stderr}`)),
    );
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (chunk: string) => {
      stdout += chunk;
      for (const line of stdout.split('\n').slice(0, -1)) {
        const parsed = parseJson(line);
        const ready = readyLine.safeParse(parsed);
        if (ready.success) {
          clearTimeout(timer);
          child.removeAllListeners('exit');
          child.removeListener('error', fail);
          resolve(ready.data.issuer);
          return;
        }
      }
    });
  });

  return { issuer, stop: () => stopChild(child) };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 3000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

interface ProviderLoginResult {
  code: string;
  state: string;
  /** The full URL the provider finally sent the browser to (the redirect URI with code, state and iss). */
  callbackUrl: string;
}

interface ProviderLoginOptions {
  /** The login typed into the provider's form; it becomes the `sub` (see local-oidc-provider.mjs). */
  login: string;
  password?: string;
  /** Where the provider sends the browser back; the flow stops there instead of loading it. */
  redirectUri: string;
  maxSteps?: number;
}

interface StoredCookie {
  name: string;
  value: string;
  path: string;
}

/** Just enough of a browser's cookie jar for one host: names, values and paths. */
class CookieJar {
  private cookies: StoredCookie[] = [];

  store(response: Response, requestUrl: URL): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const separator = pair.indexOf('=');
      if (separator === -1) continue;
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      let cookiePath = requestUrl.pathname.replace(/\/[^/]*$/, '') || '/';
      let expired = value === '';
      for (const attribute of attributes) {
        const [key = '', attributeValue = ''] = attribute.split('=').map((part) => part.trim());
        if (key.toLowerCase() === 'path' && attributeValue !== '') cookiePath = attributeValue;
        if (key.toLowerCase() === 'expires' && Date.parse(attributeValue) < Date.now()) expired = true;
        if (key.toLowerCase() === 'max-age' && Number(attributeValue) <= 0) expired = true;
      }
      this.cookies = this.cookies.filter((cookie) => !(cookie.name === name && cookie.path === cookiePath));
      if (!expired) this.cookies.push({ name, value, path: cookiePath });
    }
  }

  header(url: URL): string {
    return this.cookies
      .filter(
        (cookie) =>
          url.pathname === cookie.path ||
          url.pathname.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`),
      )
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
  }
}

/** The dev-interaction form on an oidc-provider page: where it posts and which prompt it answers. */
function formOf(html: string, pageUrl: URL): { action: URL; prompt: string } | undefined {
  const action = /<form[^>]*\saction="([^"]+)"/i.exec(html)?.[1];
  const prompt = /<input[^>]*name="prompt"[^>]*value="([^"]+)"/i.exec(html)?.[1];
  if (action === undefined || prompt === undefined) return undefined;
  return { action: new URL(action.replace(/&amp;/g, '&'), pageUrl), prompt };
}

/**
 * Logs in at the local provider the way a browser would, without one: opens the authorization URL,
 * fills in the development login form, confirms the consent form (cookies carried along), and stops at
 * the redirect back to `redirectUri`, returning its `code` and `state`.
 */
export async function loginAtProvider(
  authorizationUrl: string,
  options: ProviderLoginOptions,
): Promise<ProviderLoginResult> {
  const jar = new CookieJar();
  let request: { url: URL; method: 'GET' | 'POST'; body?: URLSearchParams } = {
    url: new URL(authorizationUrl),
    method: 'GET',
  };
  for (let step = 0; step < (options.maxSteps ?? 20); step += 1) {
    if (request.url.href.startsWith(options.redirectUri)) {
      const error = request.url.searchParams.get('error');
      if (error !== null) {
        throw new Error(`the provider refused: ${error} ${request.url.searchParams.get('error_description') ?? ''}`);
      }
      const code = request.url.searchParams.get('code');
      const state = request.url.searchParams.get('state');
      if (code === null || state === null) throw new Error(`no code or state in ${request.url.href}`);
      return { code, state, callbackUrl: request.url.href };
    }
    const cookie = jar.header(request.url);
    const response = await fetch(request.url, {
      method: request.method,
      redirect: 'manual',
      headers: {
        accept: 'text/html',
        ...(cookie === '' ? {} : { cookie }),
        ...(request.body === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      body: request.body?.toString(),
      signal: AbortSignal.timeout(10_000),
    });
    jar.store(response, request.url);
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location !== null) {
      await response.body?.cancel();
      request = { url: new URL(location, request.url), method: 'GET' };
      continue;
    }
    const html = await response.text();
    const form = response.ok ? formOf(html, request.url) : undefined;
    if (form === undefined) {
      throw new Error(`unexpected provider page ${response.status} at ${request.url.href}: ${html.slice(0, 500)}`);
    }
    const body =
      form.prompt === 'login'
        ? new URLSearchParams({ prompt: 'login', login: options.login, password: options.password ?? 'any-password' })
        : new URLSearchParams({ prompt: form.prompt });
    request = { url: form.action, method: 'POST', body };
  }
  throw new Error('the provider login did not reach the redirect URI');
}
