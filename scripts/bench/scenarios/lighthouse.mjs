// Lighthouse 12.8.2 mobile figures (its default: simulated Moto G Power on slow 4G, 4× CPU slowdown)
// for each page, median of N runs, each in a fresh Chromium started by chrome-launcher, beside the
// targets of issues 10 and 11 (lib/targets.mjs).
import os from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median } from '../lib/stats.mjs';
import { lighthouseMisses, lighthouseTargets, maxTbtMsFor } from '../lib/targets.mjs';

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
      lcpElement: lcpElement(lhr),
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

export async function run(ctx) {
  const figures = [];
  // TBT comes from the main-thread work Chromium really did (times the CPU slowdown): a busy machine shows.
  const loadAverageBefore = os.loadavg()[0];
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
      target: {
        minScore: lighthouseTargets.minScoreByPage[page.kind] ?? null,
        maxLcpMs: lighthouseTargets.maxLcpMs,
        maxTbtMs: maxTbtMsFor(page.kind),
        maxCls: lighthouseTargets.maxCls,
      },
      offTarget: runs.length ? lighthouseMisses(page.kind, medians) : [],
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
        loadAverage,
      ],
    },
  };
}
