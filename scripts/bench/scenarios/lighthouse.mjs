// Lighthouse 12.8.2 mobile figures (its default: simulated Moto G Power on slow 4G, 4× CPU slowdown)
// for each page, median of N runs, each in a fresh Chromium started by chrome-launcher, beside the
// targets of issues 10 and 11 (lib/targets.mjs).
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median } from '../lib/stats.mjs';
import { lighthouseMisses, lighthouseTargets, maxTbtMsFor } from '../lib/targets.mjs';

export const id = 'lighthouse';
export const title = 'Lighthouse mobile (performance score, LCP, TBT, CLS)';

/** BENCH_LH_REPORTS=<folder>: each run's whole Lighthouse result is written there as `<tenant>-<page>-<n>.json`. */
const reportsFolder = process.env.BENCH_LH_REPORTS || null;

async function runOnce(url, ctx, reportName) {
  const chrome = await chromeLauncher.launch({
    chromePath: ctx.chromiumPath,
    chromeFlags: ['--headless=new', ...ctx.chromiumArgs],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      skipAudits: ['full-page-screenshot', 'screenshot-thumbnails', 'final-screenshot'],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('lighthouse returned no result');
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    if (reportsFolder) {
      mkdirSync(reportsFolder, { recursive: true });
      writeFileSync(path.join(reportsFolder, `${reportName}.json`), JSON.stringify(lhr));
    }
    const metric = (audit) => lhr.audits[audit]?.numericValue ?? null;
    return {
      score: lhr.categories.performance.score === null ? null : Math.round(lhr.categories.performance.score * 100),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      fcpMs: metric('first-contentful-paint'),
      speedIndexMs: metric('speed-index'),
      totalByteWeight: metric('total-byte-weight'),
      lcpElement: lcpElement(lhr),
      // Lighthouse's own measure of the host's CPU for this run (its docs: about 1,000 for a mid-tier
      // phone; below 1,000 it warns of a slow host). Simulated TBT is the host's task times ×4, so a
      // slow run of a shared machine shows as page weight it is not.
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
      warnings: lhr.runWarnings ?? [],
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * What Lighthouse took as the largest contentful paint (its `largest-contentful-paint-element` audit): the
 * element (selector and a snippet of its markup) and the time of each phase (TTFB, load delay, load time,
 * render delay), so a slow LCP says whether it waited for the server, an image or the JavaScript.
 */
function lcpElement(lhr) {
  const tables = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = tables[0]?.items?.[0]?.node;
  if (!node) return null;
  const phases = {};
  for (const item of tables[1]?.items ?? []) phases[item.phase] = Math.round(item.timing);
  return { selector: node.selector ?? null, snippet: node.snippet ?? null, phases };
}

/**
 * The page's HTML as a first visitor gets it (before the Lighthouse runs; the server's page cache keeps a
 * complete render for a few seconds, an incomplete one for one): how long the server took, how large it
 * is, and what of the page it left to the browser (the page state's `deferred` remotes, and whether it
 * carries a page state at all). A part left to the browser paints only after the JavaScript: its LCP too.
 */
async function serverHtml(url) {
  const started = performance.now();
  try {
    const response = await getHtml(url);
    const html = response.text;
    const ms = Math.round(performance.now() - started);
    const state = /<script id="tribune-page-state" type="application\/json">([^<]*)<\/script>/.exec(html);
    if (!state) return { status: response.status, ms, bytes: html.length, rendered: false, deferred: [] };
    const parsed = JSON.parse(state[1]);
    return {
      status: response.status,
      ms,
      bytes: html.length,
      rendered: true,
      deferred: Array.isArray(parsed.deferred) ? parsed.deferred : [],
      dataKeys: parsed.data && typeof parsed.data === 'object' ? Object.keys(parsed.data).length : 0,
    };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The page's HTML as `{ status, text }`. Chromium takes every `*.localhost` name for the loopback address
 * (the Dutch demo tenant is `nl.localhost`); Node's resolver may not know them, and fetch sends the URL's
 * own host, so the probe asks 127.0.0.1 over node:http with the page's host.
 */
function getHtml(url) {
  const parsed = new URL(url);
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: parsed.hostname.endsWith('.localhost') ? '127.0.0.1' : parsed.hostname,
        port: parsed.port,
        path: `${parsed.pathname}${parsed.search}`,
        headers: { host: parsed.host, accept: 'text/html' },
        timeout: 30_000,
      },
      (response) => {
        response.setEncoding('utf8');
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode, text }));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', reject);
  });
}

/** `server HTML` column: complete, or what the server left to the browser. */
function describeServerHtml(probe) {
  if (!probe) return '–';
  if (probe.error) return `failed: ${probe.error}`;
  if (!probe.rendered) return `not rendered (${probe.status})`;
  return `${probe.deferred.length ? `browser: ${probe.deferred.join(' ')}` : 'complete'}, ${probe.ms} ms`;
}

export async function run(ctx) {
  const figures = [];
  // TBT comes from the main-thread work Chromium really did (times the CPU slowdown): a busy machine shows.
  const loadAverageBefore = os.loadavg()[0];
  for (const page of ctx.pages) {
    const server = await serverHtml(page.url);
    const runs = [];
    const errors = [];
    // A run that fails (Lighthouse's NO_NAVSTART, a trace it could not read, comes in a few runs of a
    // hundred on this Chromium) is tried again, up to as many extra tries as runs asked for, so the
    // median is of the runs asked for.
    for (
      let attempt = 0;
      runs.length < ctx.options.lighthouseRuns && attempt < ctx.options.lighthouseRuns * 2;
      attempt += 1
    ) {
      try {
        runs.push(await runOnce(page.url, ctx, `${page.tenant}-${page.kind}-${runs.length + 1}`));
      } catch (error) {
        errors.push(error instanceof Error ? error.message : String(error));
      }
    }
    const pick = (key) => median(runs.map((entry) => entry[key]));
    const medians = { score: pick('score'), lcpMs: pick('lcpMs'), tbtMs: pick('tbtMs'), cls: pick('cls') };
    figures.push({
      tenant: page.tenant,
      page: page.kind,
      url: page.url,
      runs: runs.length,
      ...medians,
      fcpMs: pick('fcpMs'),
      speedIndexMs: pick('speedIndexMs'),
      totalByteWeight: pick('totalByteWeight'),
      benchmarkIndex: pick('benchmarkIndex'),
      target: {
        minScore: lighthouseTargets.minScoreByPage[page.kind] ?? null,
        maxLcpMs: lighthouseTargets.maxLcpMs,
        maxTbtMs: maxTbtMsFor(page.kind),
        maxCls: lighthouseTargets.maxCls,
      },
      offTarget: runs.length ? lighthouseMisses(page.kind, medians) : [],
      serverHtml: server,
      lcpElement: runs.find((entry) => entry.lcpMs === medians.lcpMs)?.lcpElement ?? runs[0]?.lcpElement ?? null,
      perRun: runs,
      errors,
    });
    ctx.log(
      `lighthouse: ${page.tenant} ${page.kind}: score ${pick('score')} (${runs.length} runs${errors.length ? `, ${errors.length} failed` : ''})`,
    );
    const element = figures.at(-1).lcpElement;
    if (element)
      ctx.log(
        `lighthouse: ${page.tenant} ${page.kind}: LCP element ${element.selector} ${JSON.stringify(element.phases)} ${element.snippet?.slice(0, 160) ?? ''}`,
      );
  }
  const ms = (value) => (value === null ? '–' : String(Math.round(value)));
  const { maxLcpMs, maxTbtMs, maxCls } = lighthouseTargets;
  const loadAverage = `load average (1 min) ${loadAverageBefore.toFixed(2)} before, ${os.loadavg()[0].toFixed(2)} after, on ${ctx.machine.cpus} cores`;
  return {
    figures,
    table: {
      columns: [
        'tenant',
        'page',
        'score',
        'LCP ms',
        'TBT ms',
        'CLS',
        'target',
        'off target',
        'FCP ms',
        'SI ms',
        'bytes kB',
        'runs',
        'TBT per run (host index)',
        'server HTML',
      ],
      rows: figures.map((figure) => [
        figure.tenant,
        figure.page,
        figure.score ?? '–',
        ms(figure.lcpMs),
        ms(figure.tbtMs),
        figure.cls === null ? '–' : figure.cls.toFixed(3),
        `${figure.target.minScore === null ? '' : `≥ ${figure.target.minScore}, `}≤ ${maxLcpMs}, ≤ ${figure.target.maxTbtMs}, ≤ ${maxCls}`,
        figure.runs === 0 ? '(no run)' : figure.offTarget.join(', ') || '–',
        ms(figure.fcpMs),
        ms(figure.speedIndexMs),
        figure.totalByteWeight === null ? '–' : (figure.totalByteWeight / 1024).toFixed(0),
        `${figure.runs}${figure.errors.length ? ` (+${figure.errors.length} failed)` : ''}`,
        figure.perRun
          .map(
            (entry) => `${ms(entry.tbtMs)} (${entry.benchmarkIndex === null ? '?' : Math.round(entry.benchmarkIndex)})`,
          )
          .join(', ') || '–',
        describeServerHtml(figure.serverHtml),
      ]),
      notes: [
        `median of ${ctx.options.lighthouseRuns} runs per page; lighthouse 12.8.2 defaults (mobile, simulated throttling), performance category only`,
        `target (issue 10 §4, issue 11 for the live match page, issue 26 for the football pages) = score, LCP ms, TBT ms, CLS: score ${Object.entries(
          lighthouseTargets.minScoreByPage,
        )
          .map(([kind, score]) => `≥ ${score} (${kind})`)
          .join(
            ', ',
          )}; LCP ≤ ${maxLcpMs / 1000} s, TBT ≤ ${maxTbtMs} ms (the football pages ≤ 150 ms), CLS ≤ ${maxCls} on every page. "off target" names the medians that miss theirs.`,
        "TBT per run (host index): each run's TBT and Lighthouse's benchmarkIndex of the host for that run (higher is faster; this machine gives 1,000 to 2,800 from one minute to the next, and a run's TBT follows it)",
        'server HTML: the page fetched once before its runs, as a first visitor gets it: "complete", or the remotes whose part the server left to the browser (their content paints only after the JavaScript), and the time to the whole answer',
        loadAverage,
      ],
    },
  };
}
