// Lighthouse 12.8.2 mobile figures (its default: simulated Moto G Power on slow 4G, 4× CPU slowdown)
// for each page, median of N runs, each in a fresh Chromium started by chrome-launcher.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median } from '../lib/stats.mjs';

export const id = 'lighthouse';
export const title = 'Lighthouse mobile (performance score, LCP, TBT, CLS)';

async function runOnce(url, ctx) {
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
    const metric = (audit) => lhr.audits[audit]?.numericValue ?? null;
    return {
      score: lhr.categories.performance.score === null ? null : Math.round(lhr.categories.performance.score * 100),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      fcpMs: metric('first-contentful-paint'),
      speedIndexMs: metric('speed-index'),
      totalByteWeight: metric('total-byte-weight'),
      warnings: lhr.runWarnings ?? [],
    };
  } finally {
    await chrome.kill();
  }
}

export async function run(ctx) {
  const figures = [];
  for (const page of ctx.pages) {
    const runs = [];
    const errors = [];
    for (let index = 0; index < ctx.options.lighthouseRuns; index += 1) {
      try {
        runs.push(await runOnce(page.url, ctx));
      } catch (error) {
        errors.push(error instanceof Error ? error.message : String(error));
      }
    }
    const pick = (key) => median(runs.map((entry) => entry[key]));
    figures.push({
      tenant: page.tenant,
      page: page.kind,
      url: page.url,
      runs: runs.length,
      score: pick('score'),
      lcpMs: pick('lcpMs'),
      tbtMs: pick('tbtMs'),
      cls: pick('cls'),
      fcpMs: pick('fcpMs'),
      speedIndexMs: pick('speedIndexMs'),
      totalByteWeight: pick('totalByteWeight'),
      perRun: runs,
      errors,
    });
    ctx.log(
      `lighthouse: ${page.tenant} ${page.kind}: score ${pick('score')} (${runs.length} runs${errors.length ? `, ${errors.length} failed` : ''})`,
    );
  }
  const ms = (value) => (value === null ? '–' : String(Math.round(value)));
  return {
    figures,
    table: {
      columns: ['tenant', 'page', 'score', 'LCP ms', 'TBT ms', 'CLS', 'FCP ms', 'SI ms', 'bytes kB', 'runs'],
      rows: figures.map((figure) => [
        figure.tenant,
        figure.page,
        figure.score ?? '–',
        ms(figure.lcpMs),
        ms(figure.tbtMs),
        figure.cls === null ? '–' : figure.cls.toFixed(3),
        ms(figure.fcpMs),
        ms(figure.speedIndexMs),
        figure.totalByteWeight === null ? '–' : (figure.totalByteWeight / 1024).toFixed(0),
        `${figure.runs}${figure.errors.length ? ` (+${figure.errors.length} failed)` : ''}`,
      ]),
      notes: [
        `median of ${ctx.options.lighthouseRuns} runs per page; lighthouse 12.8.2 defaults (mobile, simulated throttling), performance category only`,
      ],
    },
  };
}
