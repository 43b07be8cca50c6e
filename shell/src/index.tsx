// Shell entry. With Module Federation's asyncStartup the share scope is ready before this module runs,
// so no separate bootstrap file is needed (research/module-federation.md §2.3).
//
// The packages and the shell's code are in main.js (decision 0063), but they are evaluated in three
// tasks, not one: the federation runtime's start and this module, then React DOM (the biggest package
// by far), then everything else with the start of hydration. Evaluated in one go they made a single
// task of 30 to 65 ms on a desktop CPU, 120 to 260 ms on the phone Lighthouse simulates: most of a
// page's Total Blocking Time (issue 30), and a tap in that time waited for all of it. `webpackMode:
// "eager"` keeps the modules in main.js: no extra request, only a later evaluation.
// The constant's own module, not @tribune/shared, which is evaluated only in step 3 below.
import { siteTimeZone } from '../../shared/src/i18n/format';
import { warmIntlOffTheMainThread } from './intl-warm-up/warm-intl';
import { nextTask } from './lib/next-task';

// First, so the worker loads ICU's data while the packages are evaluated (decision 0066).
const intlWarmed = warmIntlOffTheMainThread(document.documentElement.lang, siteTimeZone);

async function start(): Promise<void> {
  await nextTask();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@tribune/shared');
  // Hydration's first formatter would otherwise load ICU on the main thread, in one long task.
  await intlWarmed;
  await nextTask();
  const { startShell } = await import(/* webpackMode: "eager" */ './start-shell');
  startShell();
}

start().catch((error: unknown) => {
  console.error('The page could not start:', error);
});
