import { loadPusherOnThisThread, type PusherConstructor } from '@tribune/shared';
import { pusherOverWorker, type RelayMessage } from './worker-pusher';

/**
 * The two files the worker runs, content-hashed under /shell/assets/ as they are: pusher-js's own build
 * for workers, then the relay. (`new URL(…, import.meta.url)` makes each an asset; a worker bundle would
 * carry a copy of the federation runtime's bootstrap, decision 0066.)
 */
const pusherBuildUrl = new URL('pusher-js/dist/worker/pusher.worker.min.js', import.meta.url);
const relayUrl = new URL('./pusher-relay.worker.js', import.meta.url);

/** How long a worker may take to load its two files before the page connects on its own thread instead. */
const startTimeoutMs = 10_000;

/**
 * Decision 0067: the page's one real-time connection (PLT-05) runs in a worker, so that evaluating
 * pusher-js (two long tasks of 60 to 120 ms at Lighthouse's 4× CPU on a live match page) and reading
 * every message of a match day happen off the main thread; the main thread only hands each event to
 * its handlers.
 *
 * The worker is started from a `blob:` script that imports the two files. A worker started from a URL
 * of the site gets the Content-Security-Policy of that file's answer (`default-src 'none'` for every
 * static file): it could neither import pusher-js nor open the socket. A `blob:` worker takes the
 * page's policy instead, so it may load scripts and connect exactly where the page may (`worker-src`
 * allows `blob:` for this).
 *
 * A browser that can't start it (no workers, a stricter policy, a file that fails to load) connects on
 * the main thread as before: the page never loses its live updates to this.
 */
export async function loadPusherInAWorker(): Promise<PusherConstructor> {
  if (typeof Worker === 'undefined' || typeof Blob === 'undefined') return loadPusherOnThisThread();
  try {
    const worker = await startRelayWorker();
    return pusherOverWorker(worker);
  } catch (error) {
    console.warn('The real-time worker could not start; connecting on the page instead', error);
    return loadPusherOnThisThread();
  }
}

function startRelayWorker(): Promise<Worker> {
  const script = `importScripts(${JSON.stringify(pusherBuildUrl.href)}, ${JSON.stringify(relayUrl.href)});`;
  const scriptUrl = URL.createObjectURL(new Blob([script], { type: 'text/javascript' }));
  let worker: Worker;
  try {
    worker = new Worker(scriptUrl, { name: 'realtime' });
  } catch (error) {
    URL.revokeObjectURL(scriptUrl);
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
  return new Promise<Worker>((resolve, reject) => {
    const settle = (outcome: () => void) => {
      clearTimeout(timer);
      URL.revokeObjectURL(scriptUrl);
      worker.removeEventListener('message', onMessage);
      worker.removeEventListener('error', onError);
      outcome();
    };
    const fail = (message: string) =>
      settle(() => {
        worker.terminate();
        reject(new Error(message));
      });
    const onMessage = ({ data }: MessageEvent<RelayMessage>) => {
      if (data.type === 'ready') settle(() => resolve(worker));
    };
    const onError = (event: ErrorEvent) => {
      event.preventDefault();
      fail(event.message || 'the worker failed to load');
    };
    const timer = setTimeout(() => fail(`the worker did not start within ${startTimeoutMs} ms`), startTimeoutMs);
    worker.addEventListener('message', onMessage);
    worker.addEventListener('error', onError);
  });
}
