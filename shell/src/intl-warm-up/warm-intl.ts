/**
 * The worker's file, content-hashed under /shell/ as it is: webpack's `new URL(…, import.meta.url)` makes
 * it an asset. Written `new Worker(new URL(…))` it would be a worker bundle, with a copy of the federation
 * runtime's bootstrap three times the size of the worker's own code.
 */
const workerUrl = new URL('./warm-intl.worker.js', import.meta.url);

/**
 * Decision 0066: the first use of Intl on a page (react-intl's createIntl, the first number or date)
 * loads ICU's locale data and fills its caches: 40 to 110 ms in one piece on the main thread of a
 * phone-class CPU, a long task no splitting can shorten. That data and those caches belong to the
 * page's process, not to a thread: a worker that makes the same Intl objects first pays for them on
 * another core, and the page's own first use then costs under a millisecond.
 *
 * Started as the shell's first statement; the answer settles when the worker is done, or after
 * `waitAtMostMs`, whichever comes first, so the shell can start hydrating when ICU is ready without
 * ever waiting long for a worker that is slow or refused (a policy, a sandbox): then the page is
 * only as slow as without it.
 */
export function warmIntlOffTheMainThread(locale: string, timeZone: string, waitAtMostMs = 300): Promise<void> {
  if (typeof Worker === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, waitAtMostMs);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    try {
      const worker = new Worker(workerUrl, { name: 'warm-intl' });
      worker.addEventListener('message', done);
      worker.addEventListener('error', done);
      worker.postMessage({ locale, timeZone });
    } catch (error) {
      console.warn('The Intl warm-up worker could not start', error);
      done();
    }
  });
}
