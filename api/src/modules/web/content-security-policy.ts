import { sha256Source } from '../../lib/csp-hash';
import type { CspDirectives } from '../../plugins/security-headers';
import type { Bootstrap } from './bootstrap';
import { firstPaintScriptHash, shellScriptLoaderHash } from './page-template';

const self = "'self'";

/** What a host-source may look like once built: nothing that could end it or start another directive. */
const hostSource =
  /^(?:[a-z][a-z0-9+.-]*:\/\/)?[a-z0-9.-]+(?::\d{1,5})?$|^(?:[a-z][a-z0-9+.-]*:\/\/)?\[[0-9a-f:.]+\](?::\d{1,5})?$/;

/**
 * The CSP source of a URL from the bootstrap or a tenant's settings: `'self'` for a same-origin one
 * ('' or a path), the origin of an absolute http(s) or ws(s) URL, the host of a protocol-relative one,
 * and undefined (left out) for anything else.
 */
function sourceOf(url: string): string | undefined {
  const value = url.trim();
  if (value.startsWith('//')) {
    const host = parseUrl(`https:${value}`)?.host;
    return host !== undefined && hostSource.test(host) ? host : undefined;
  }
  const parsed = parseUrl(value);
  // Not an absolute URL: relative to the page, so on its origin.
  if (parsed === undefined) return self;
  if (!['http:', 'https:', 'ws:', 'wss:'].includes(parsed.protocol)) return undefined;
  const origin = `${parsed.protocol}//${parsed.host}`;
  return hostSource.test(origin) ? origin : undefined;
}

function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/** Where pusher-js connects (shared/src/realtime: only the ws and wss transports). */
function realtimeSource({ host, port, tls }: Bootstrap['realtime']): string | undefined {
  const bracketed = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return sourceOf(`${tls ? 'wss' : 'ws'}://${bracketed}:${port}`);
}

/**
 * Google's reCAPTCHA v3 (mf-account's contact and registration forms load it when the tenant has a
 * site key): exactly the sources Google documents for a CSP.
 */
const recaptchaScripts = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const recaptchaFrames = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

/** Article bodies keep YouTube players (the API's sanitizer rebuilds them on these hosts only). */
const youTubeFrames = ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'youtube-nocookie.com'].map(
  (host) => `https://${host}/embed/`,
);

/**
 * EMB-01 (docs/decisions/0021): the players mf-content frames for an article's embeds after a reader's
 * click, each by the exact path it uses: Facebook's post and video plugins, Instagram's post and reel
 * embeds. (YouTube's come from youtube-nocookie.com/embed/, above.) Never a provider's script.
 */
const embedFrames = [
  'https://www.facebook.com/plugins/post.php',
  'https://www.facebook.com/plugins/video.php',
  'https://www.instagram.com/p/',
  'https://www.instagram.com/reel/',
];

/** OVL-01: the social promotion overlay frames the tenant's Facebook page through the page plugin. */
const overlayFrames = ['https://www.facebook.com/plugins/page.php'];

interface PageCspInput {
  /** The page's bootstrap: its remotes, API base URLs, real-time endpoint and tenant logo. */
  bootstrap: Bootstrap;
  /**
   * The tenant's ACC-20 custom code, which mf-account runs for admins as an inline script with exactly
   * this text: allowed by its hash, so the policy stays the same for every visitor of the tenant.
   */
  adminCustomCode?: string | undefined;
  /** The tenant has a reCAPTCHA site key, so its forms load Google's script and frame. */
  recaptcha: boolean;
  /** Other images the tenant's settings point at (the pop-up's logo). */
  imageUrls?: readonly string[];
  /** Served over https: ask the browser to upgrade any http: URL the page still has. */
  https: boolean;
  /**
   * A newsroom page (issue 33): the editor shows the article's preview page in a frame, so these pages
   * may frame, and be framed by, this origin (and no other).
   */
  newsroom?: boolean;
}

/**
 * The Content-Security-Policy of a page (PLT-01): what the shell, this tenant's remotes and their API
 * calls need, and nothing else. Scripts only from this origin and the tenant's remotes' origins, and
 * inline only the scripts whose text the server knows, each by its sha256 hash: the first-paint
 * hints and the loader that fetches the shell's script after the first paint (page-template.ts), and the
 * tenant's ACC-20 admin code. No nonce: the policy is the same for
 * every answer of a tenant, so a shared cache may keep the page (decision 0049). The bootstrap and the
 * page state are JSON (`type="application/json"`), which browsers never run. Styles keep 'unsafe-inline': React's style attributes and style-loader's <style>
 * elements need it (a style nonce would switch it off), and CSS cannot run script.
 */
export function pageCspDirectives({
  bootstrap,
  adminCustomCode,
  recaptcha,
  imageUrls = [],
  https,
  newsroom = false,
}: PageCspInput): CspDirectives {
  const remotes = sources(bootstrap.remotes.map((remote) => remote.entry));
  const apis = sources(Object.values(bootstrap.api));
  const images = sources([bootstrap.tenant.theme.logoUrl, ...imageUrls]);
  const realtime = realtimeSource(bootstrap.realtime);
  // mf-content renders editors' article bodies, whose images may come from any https host; an
  // image cannot run script, and the sanitizer already refuses every other scheme.
  const articles = bootstrap.remotes.some((remote) => remote.name === 'mf_content');
  const frames = unique([
    ...(newsroom ? [self] : []),
    ...(articles ? [...youTubeFrames, ...embedFrames, ...overlayFrames] : []),
    ...(recaptcha ? recaptchaFrames : []),
  ]);

  const directives: CspDirectives = {
    'default-src': [self],
    // Webpack and Module Federation load the shell's and each remote's chunks with <script src>.
    'script-src': unique([
      self,
      ...remotes,
      firstPaintScriptHash,
      shellScriptLoaderHash,
      ...(adminCustomCode ? [sha256Source(adminCustomCode)] : []),
      ...(recaptcha ? recaptchaScripts : []),
    ]),
    // Each part's stylesheet file comes from where its scripts do (issue 30).
    'style-src': unique([self, ...remotes, "'unsafe-inline'"]),
    // data: and blob: for inline icons and the avatar preview (ACC-13); crests and avatars come from
    // the API's base URL, images bundled in a remote from the remote's origin.
    'img-src': unique([self, 'data:', 'blob:', ...remotes, ...apis, ...images, ...(articles ? ['https:'] : [])]),
    'font-src': unique([self, ...remotes]),
    // The remotes' manifests (fetched), the API, the real-time socket and its channel authorisation.
    'connect-src': unique([
      self,
      ...remotes,
      ...apis,
      ...(realtime === undefined ? [] : [realtime]),
      ...sources([bootstrap.realtime.authEndpoint]),
    ]),
    'frame-src': frames.length === 0 ? ["'none'"] : frames,
    // WP-01: the push service worker (/sw.js) comes from this origin only. blob: for the real-time
    // worker (decision 0067): started from a blob: script so that it runs under this very policy, which
    // then decides what it may import and where it may connect.
    'worker-src': [self, 'blob:'],
    'object-src': ["'none'"],
    'base-uri': [self],
    // Every form is sent by script; social login leaves by navigation (a GET), not by a form.
    'form-action': [self],
    'frame-ancestors': newsroom ? [self] : ["'none'"],
  };
  if (https) directives['upgrade-insecure-requests'] = [];
  return directives;
}

function sources(urls: readonly string[]): string[] {
  return unique(urls.map(sourceOf).filter((source): source is string => source !== undefined));
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}

/** `'sha256-…'` of each inline <style> element of a fixed page. */
function styleHashes(html: string): string[] {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => sha256Source(match[1] ?? ''));
}

/** The unknown-host page (not-found-page.ts) runs nothing and loads nothing but its own <style>. */
export function staticPageCspDirectives(html: string): CspDirectives {
  return {
    'default-src': ["'none'"],
    'style-src': styleHashes(html),
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'none'"],
  };
}
