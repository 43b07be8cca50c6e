import fs from 'node:fs/promises';
import path from 'node:path';
import { sha256Source } from '../../lib/csp-hash';
import { escapeHtml, jsonForScript } from '../../lib/html';
import type { Bootstrap } from './bootstrap';
import { webAppLinks } from './web-app-files';

/** Used when shell/dist/index.html is missing (API tests, the API run alone); same placeholders. */
const builtInTemplate = `<!doctype html>
<html lang="__TRIBUNE_LANG__">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>__TRIBUNE_TITLE__</title>
<style>/*__TRIBUNE_THEME__*/
body{margin:0;font-family:system-ui,sans-serif;color:#1a1a1a;background:#f6f6f6}
main{max-width:40rem;margin:4rem auto;padding:2rem;background:#fff;border-top:6px solid var(--color-primary);border-radius:8px}
code{background:#eee;padding:0 .3em;border-radius:3px}
</style>
<script id="tribune-bootstrap" type="application/json">__TRIBUNE_BOOTSTRAP__</script>
</head>
<body>
<main>
<h1>__TRIBUNE_TITLE__</h1>
<p>The front end is not built yet. Run <code>npm run build</code> at the repository root, then reload.</p>
<p lang="nl">De front-end is nog niet gebouwd. Voer <code>npm run build</code> uit in de hoofdmap en laad de pagina opnieuw.</p>
</main>
</body>
</html>
`;

const hexColor = /^#[0-9a-fA-F]{3,8}$/;

/** Theme colours end up inside a <style>; anything but a hex colour is replaced, never copied in. */
function safeColor(value: string, fallback: string): string {
  return hexColor.test(value) ? value : fallback;
}

const themePlaceholder = '/*__TRIBUNE_THEME__*/';

/** What the server rendered of a page (ssr/server-render.ts): written into the template's head and #root. */
interface RenderedContent {
  head: string;
  /** CSS as text: only parts built without stylesheet files (development) have any. */
  styles: string;
  /** The rendered remotes' stylesheet files (production builds, issue 30). */
  stylesheets?: readonly { href: string; file: string }[];
  html: string;
  /** The page state's JSON, already safe inside a <script> element. */
  stateJson: string;
}

/** The root element, as written or after the shell build minified it (`<div id=root class=…>`). */
const rootElementStart = /<div\b[^>]*?\sid=(["']?)root\1(?=[\s>])[^>]*>/;
const titleElement = /<title>[^<]*<\/title>/;

/**
 * Issue 26: the tenant's icons (web-app-files.ts; the ICO for browsers without SVG icons, listed first
 * so those that take SVG prefer it), its web app manifest and the browser's colour for its bar.
 */
function webAppHead(primaryColor: string): string {
  return (
    `<link rel="icon" href="${webAppLinks.icoIcon}" sizes="48x48">` +
    `<link rel="icon" href="${webAppLinks.svgIcon}" type="image/svg+xml">` +
    `<link rel="apple-touch-icon" href="${webAppLinks.appleTouchIcon}">` +
    `<link rel="manifest" href="${webAppLinks.manifest}">` +
    `<meta name="theme-color" content="${primaryColor}">`
  );
}

/** Before the <title>, after the character set and the viewport, so the browser finds them early. */
function withWebAppHead(template: string, elements: string): string {
  return titleElement.test(template)
    ? template.replace(titleElement, (title) => `${elements}${title}`)
    : template.replace('</head>', `${elements}</head>`);
}

/**
 * What the browser's storage changes about the first paint, applied by one small script at the top of
 * <head> before anything is painted. The page's CSP allows it by its hash (`firstPaintScriptHash`), not
 * by a nonce, so the same page can be kept by a shared cache and served to every guest (decision 0049):
 *
 * - The server renders every page as a guest, so a guest's invitation to log in (marked
 *   `data-guest-only`) is in the HTML and paints at once (issue 26, decision 0034). A visitor with a
 *   stored session (`auth_token`, docs/contracts.md) is marked `data-session="stored"`, and the rule
 *   keeps that content's space but hides it until the page has hydrated (`data-hydrated`).
 * - The smart bar (SB-01) is server-rendered for everyone and marked `data-smart-bar="pending"` until
 *   it has hydrated: a browser that has closed or followed a bar (`smartbar_date`) is marked
 *   `data-smart-bar-seen`, and the bar stays out of its first paint; once hydrated, the bar itself
 *   compares the dates and shows a newer one.
 * - The home page's club section (CLB-02) is the browser's: a browser with a club on the device
 *   (`favourite_team`, mf-matchcenter's MC-11 storage) is marked `data-club="stored"`, and the section's
 *   space is kept from the first paint (decision 0042), so the news under it does not move.
 * - A logged-in fan's dark mode and large text (PLT-07, the stored `user_object`'s settings) are on the
 *   page from its first paint, instead of after hydration (decision 0030): the same classes and colour
 *   scheme as shared's useAppearance, which keeps them in step with the account afterwards.
 */
export const firstPaintScript =
  'try{var d=document.documentElement,s=localStorage;' +
  's.getItem("auth_token")&&(d.dataset.session="stored");' +
  's.getItem("smartbar_date")&&(d.dataset.smartBarSeen="");' +
  's.getItem("favourite_team")&&(d.dataset.club="stored");' +
  'var u=JSON.parse(s.getItem("user_object")||"null"),t=u&&u.settings||{};' +
  'if(String(t.night_mode)==="1"){d.classList.add("theme-dark");d.style.colorScheme="dark"}' +
  'if(t.text_size==="big"||String(t.text_size)==="1")d.classList.add("text-large")' +
  '}catch(e){}';

/**
 * Issue 26: the HTML and CSS of a server-rendered page paint before any script is fetched. The page is
 * complete without its scripts (they make it interactive), and on a phone's slow network the shell's
 * 150 kB of JavaScript competed with the stylesheets and the crests the first screen needs. Lighthouse
 * counts every script that had arrived before the largest paint as holding that paint back, so a
 * match-centre page's LCP was 1.6 to 3.2 s with its first paint at 1.1 s.
 *
 * `withContent` leaves the shell's script as its address in JSON (`tribune-main-script`), followed by
 * this script, which adds the real one once the document is parsed (as `defer` ran it: the whole #root
 * is there to hydrate) and the next frame is painted (requestAnimationFrame, then a task); at once in
 * a hidden tab, where nothing is painted. The CSP allows it by its hash, like `firstPaintScript`.
 */
export const shellScriptLoader =
  '(function(){var l=0,d=document,g=function(){var j=d.getElementById("tribune-main-script");' +
  'if(l||!j)return;l=1;var e=d.createElement("script");e.src=JSON.parse(j.textContent);d.head.appendChild(e)};' +
  'd.addEventListener("DOMContentLoaded",function(){' +
  'd.visibilityState==="hidden"?g():requestAnimationFrame(function(){setTimeout(g)})})})();';

/** The CSP source that lets `shellScriptLoader` run. */
export const shellScriptLoaderHash = sha256Source(shellScriptLoader);

/** The shell's script as the shell build writes it into index.html (HtmlWebpackPlugin, `defer`). */
const shellScriptElement = /<script\s+defer\s+src=(["']?)([^"'\s>]+)\1\s*><\/script>/;

/** The CSP source that lets `firstPaintScript` run: `'sha256-…'` of its text, as the browser hashes it. */
export const firstPaintScriptHash = sha256Source(firstPaintScript);

export function firstPaintHints(): string {
  return (
    `<script>${firstPaintScript}</script>` +
    '<style>html[data-session=stored]:not([data-hydrated]) [data-guest-only]{visibility:hidden}' +
    'html[data-smart-bar-seen] [data-smart-bar=pending]{display:none}</style>'
  );
}

export function renderPage(template: string, bootstrap: Bootstrap, content?: RenderedContent): string {
  const { language, name, theme } = bootstrap.tenant;
  const primary = safeColor(theme.primaryColor, '#0d3b66');
  const themeCss = `:root{--color-primary:${primary};--color-accent:${safeColor(theme.accentColor, '#f4a259')}}`;
  const json = jsonForScript(bootstrap);
  // The shell's production build minifies index.html, and its CSS pass drops the comment placeholder:
  // then the theme gets a <style> of its own at the end of <head>, so the first paint has its colours.
  const themed = withWebAppHead(
    template.includes(themePlaceholder)
      ? template.split(themePlaceholder).join(themeCss)
      : template.replace('</head>', `<style>${themeCss}</style></head>`),
    webAppHead(primary),
  );
  const filled = themed
    .split('__TRIBUNE_LANG__')
    .join(language)
    .split('__TRIBUNE_TITLE__')
    .join(escapeHtml(name))
    .split('__TRIBUNE_BOOTSTRAP__')
    .join(json)
    .replace(/<head\b[^>]*>/, (head) => `${head}${firstPaintHints()}`);
  // Content goes in last, so no placeholder text inside an article is ever filled in.
  return content === undefined ? filled : withContent(filled, content);
}

/**
 * Writes server-rendered content into the template: the page's own head elements (its <title> before
 * the template's), the rendered parts' CSS, the markup inside #root, and the page state for hydration.
 * Functions as replacements, so no `$` in the content is read as a pattern.
 */
function withContent(template: string, content: RenderedContent): string {
  // Each remote's stylesheet is a cached file; `data-href` is its name, by which the remote's runtime
  // knows the page has it already (scripts/webpack/extract-css.js).
  const links = (content.stylesheets ?? [])
    .map(({ href, file }) => `<link rel="stylesheet" href="${escapeHtml(href)}" data-href="${escapeHtml(file)}">`)
    .join('');
  const inline =
    content.styles === '' ? '' : `<style data-tribune-ssr>${content.styles.replace(/<\/style/gi, '<\\/style')}</style>`;
  const styles = `${links}${inline}`;
  const state = `<script id="tribune-page-state" type="application/json">${content.stateJson}</script>`;
  // The page's head elements take the place of the template's <title> when they hold a title of their
  // own (a document has one, issue 30), and go before it otherwise: the template's is the site's name,
  // the default of pages that set none.
  const pageHasTitle = /<title\b/i.test(content.head);
  const withHead = titleElement.test(template)
    ? template.replace(titleElement, (title) => `${content.head}${pageHasTitle ? '' : title}`)
    : template.replace('</head>', () => `${content.head}</head>`);
  // The shell's script is fetched after the first paint (shellScriptLoader); its address stays as JSON.
  const deferred = withHead.replace(
    shellScriptElement,
    (_element, _quote, src: string) =>
      `<script id="tribune-main-script" type="application/json">${jsonForScript(src)}</script>` +
      `<script>${shellScriptLoader}</script>`,
  );
  // The markup goes in last: nothing inside it is ever taken for the template's own tags.
  return deferred
    .replace('</head>', () => `${styles}</head>`)
    .replace('</body>', () => `${state}</body>`)
    .replace(rootElementStart, (start) => `${start}${content.html}`);
}

/**
 * Reads shell/dist/index.html, re-reading it only when the file changes (a rebuild while the API runs
 * is picked up without a restart), and falls back to the built-in template when it is missing.
 */
export function createTemplateLoader(webRoot: string) {
  const file = path.join(webRoot, 'shell', 'dist', 'index.html');
  let cached: { mtimeMs: number; size: number; html: string } | undefined;
  return async function loadTemplate(): Promise<string> {
    try {
      const stat = await fs.stat(file);
      if (cached === undefined || cached.mtimeMs !== stat.mtimeMs || cached.size !== stat.size) {
        cached = { mtimeMs: stat.mtimeMs, size: stat.size, html: await fs.readFile(file, 'utf8') };
      }
      return cached.html;
    } catch {
      cached = undefined;
      return builtInTemplate;
    }
  };
}
