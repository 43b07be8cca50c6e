// JavaScript transferred (gzip) per page, in total and per part (shell, each remote), the HTML and the
// stylesheets (gzip) and the page state in the HTML (issue 30), and the number of requests the browser
// made before the page was usable (its main content visible), in Chromium.
import http from 'node:http';
import { chromium } from 'playwright-core';
import { median } from '../lib/stats.mjs';

export const id = 'pages';
export const title = 'JavaScript transferred (gzip) and requests before the page is usable';

/** Which part a URL belongs to: /shell/ and /remotes/<folder>/ (docs/contracts.md), else "other". */
export function partOf(url) {
  const { pathname } = new URL(url);
  if (pathname.startsWith('/shell/')) return 'shell';
  const remote = /^\/remotes\/([^/]+)\//.exec(pathname);
  return remote ? remote[1] : 'other';
}

/** `url` asked of the API directly (its Host header kept), with `headers`: the status, headers and body. */
function getFromApi(url, apiUrl, headers = {}) {
  const target = new URL(url);
  const api = new URL(apiUrl);
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: api.hostname,
        port: api.port,
        path: `${target.pathname}${target.search}`,
        headers: { host: target.host, ...headers },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ response, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

/**
 * What the server sends for `url` when the client accepts gzip only: the bytes on the wire (body after
 * content encoding) and the encoding used. Measured with a second, plain request so the figure does not
 * depend on what the browser advertises (Chromium also asks for br and zstd).
 */
async function transferSize(url, apiUrl) {
  const { response, body } = await getFromApi(url, apiUrl, { 'accept-encoding': 'gzip' });
  return {
    bytes: body.length,
    encoding: response.headers['content-encoding'] ?? 'identity',
    status: response.statusCode,
  };
}

const isStylesheet = (request) =>
  request.resourceType() === 'stylesheet' || /\.css(\?|$)/.test(new URL(request.url()).pathname);

/** The page as a first visitor gets it, uncompressed: its size, and that of its page state (JSON). */
async function documentOf(url, apiUrl) {
  const { body } = await getFromApi(url, apiUrl);
  const html = body.toString('utf8');
  const state = /<script id="tribune-page-state" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  return { bytes: body.length, stateBytes: state ? Buffer.byteLength(state[1] ?? '') : 0 };
}

const isJavaScript = (request) =>
  request.resourceType() === 'script' || /\.m?js(\?|$)/.test(new URL(request.url()).pathname);

async function measureOnce(browser, page) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  // Marks, inside the page, the moment the main content enters the DOM visible, so requests can be
  // split by their Resource Timing start (a poll from outside would also count what fires meanwhile).
  await context.addInitScript((selector) => {
    const check = () => {
      if (window.__tribuneUsableAt !== undefined) return;
      const element = document.querySelector(selector);
      if (element && element.getClientRects().length > 0) window.__tribuneUsableAt = performance.now();
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
  }, page.usableSelector);
  const tab = await context.newPage();
  const requests = [];
  context.on('request', (request) => requests.push({ request, at: Date.now() }));
  await tab.goto(page.url, { waitUntil: 'commit', timeout: 60_000 });
  // A page whose main content never shows is reported as such (null), not as a failed bench.
  const usable = await tab
    .locator(page.usableSelector)
    .first()
    .waitFor({ state: 'visible', timeout: 30_000 })
    .then(
      () => true,
      () => false,
    );
  const timing = await tab.evaluate(() => ({
    usableAt: window.__tribuneUsableAt,
    starts: performance.getEntriesByType('resource').map((entry) => entry.startTime),
  }));
  const inPage = usable && typeof timing.usableAt === 'number';
  // The document itself, plus every resource the page started before its main content showed.
  const beforeUsable = inPage ? 1 + timing.starts.filter((start) => start < timing.usableAt).length : null;
  // Let lazy parts (slots, below-the-fold widgets that load at once) finish before counting bytes.
  await tab.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  const scripts = [
    ...new Set(requests.filter((entry) => isJavaScript(entry.request)).map((entry) => entry.request.url())),
  ];
  const stylesheets = [
    ...new Set(requests.filter((entry) => isStylesheet(entry.request)).map((entry) => entry.request.url())),
  ];
  const totalRequests = requests.length;
  await context.close();
  return { beforeUsable, usableMs: inPage ? Math.round(timing.usableAt) : null, totalRequests, scripts, stylesheets };
}

export async function run(ctx) {
  const browser = await chromium.launch({ executablePath: ctx.chromiumPath, args: ctx.chromiumArgs });
  const figures = [];
  try {
    for (const page of ctx.pages) {
      const runs = [];
      for (let index = 0; index < ctx.options.pageRuns; index += 1) runs.push(await measureOnce(browser, page));
      const scripts = runs[0].scripts;
      const byPart = {};
      let total = 0;
      const encodings = new Set();
      for (const url of scripts) {
        const size = await transferSize(url, ctx.apiUrl);
        encodings.add(size.encoding);
        const part = partOf(url);
        byPart[part] ??= { bytes: 0, files: 0 };
        byPart[part].bytes += size.bytes;
        byPart[part].files += 1;
        total += size.bytes;
      }
      let cssBytes = 0;
      for (const url of runs[0].stylesheets) cssBytes += (await transferSize(url, ctx.apiUrl)).bytes;
      const htmlBytes = (await transferSize(page.url, ctx.apiUrl)).bytes;
      const document = await documentOf(page.url, ctx.apiUrl);
      figures.push({
        tenant: page.tenant,
        htmlBytesGzip: htmlBytes,
        htmlBytes: document.bytes,
        pageStateBytes: document.stateBytes,
        cssBytesGzip: cssBytes,
        cssFiles: runs[0].stylesheets.length,
        page: page.kind,
        url: page.url,
        jsBytesGzip: total,
        jsFiles: scripts.length,
        jsByPart: byPart,
        encodings: [...encodings],
        requestsBeforeUsable: median(runs.map((entry) => entry.beforeUsable)),
        msToUsable: median(runs.map((entry) => entry.usableMs)),
        requestsTotal: median(runs.map((entry) => entry.totalRequests)),
        runs: runs.length,
      });
      ctx.log(
        `pages: ${page.tenant} ${page.kind}: ${(total / 1024).toFixed(1)} kB JS gz, ${figures.at(-1).requestsBeforeUsable} requests before usable`,
      );
    }
  } finally {
    await browser.close();
  }
  const kb = (bytes) => (bytes === undefined ? '–' : (bytes / 1024).toFixed(1));
  const parts = [...new Set(figures.flatMap((figure) => Object.keys(figure.jsByPart)))].sort((a, b) =>
    a === 'shell' ? -1 : b === 'shell' ? 1 : a.localeCompare(b),
  );
  return {
    figures,
    table: {
      columns: [
        'tenant',
        'page',
        'JS kB gz',
        ...parts.map((part) => `${part} kB`),
        'JS files',
        'HTML kB gz',
        'HTML kB',
        'state kB',
        'CSS kB gz',
        'CSS files',
        'req. before usable',
        'ms to usable',
        'req. total',
      ],
      rows: figures.map((figure) => [
        figure.tenant,
        figure.page,
        kb(figure.jsBytesGzip),
        ...parts.map((part) => kb(figure.jsByPart[part]?.bytes)),
        figure.jsFiles,
        kb(figure.htmlBytesGzip),
        kb(figure.htmlBytes),
        kb(figure.pageStateBytes),
        kb(figure.cssBytesGzip),
        figure.cssFiles,
        figure.requestsBeforeUsable ?? 'never',
        figure.msToUsable ?? '–',
        figure.requestsTotal,
      ]),
      notes: [
        'JS: every script the page loaded until the network was idle, re-requested with Accept-Encoding: gzip; bytes on the wire. CSS: every stylesheet file, the same way.',
        'HTML: the document on the wire (gzip) and uncompressed; state: the page state (JSON for hydration) inside it, uncompressed.',
        `usable: the main content is in the page and visible (home: the first story's title link; article: its title; matchcenter: the first fixture of the round; match: the live match's heading (the clubs and the score); predictions: the first game of the week), timed inside the page from navigation start; requests = the document + resources started before it. Mobile viewport, cold cache, median of ${ctx.options.pageRuns} loads.`,
      ],
    },
  };
}
