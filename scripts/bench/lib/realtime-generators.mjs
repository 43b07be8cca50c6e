// The parent side of the real-time load generators (lib/realtime-load.mjs), shared by the `realtime`
// and `matchcenter-live` scenarios: fork them, talk to them over IPC, stop them, and read a percentile
// off their merged latency histograms.
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const libDir = path.dirname(fileURLToPath(import.meta.url));

/** Sends a message to a child and resolves with its first answer of `type`. */
export function ask(child, message, type, timeoutMs = 120_000) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.off('message', onMessage);
      reject(new Error(`no ${type} from child ${child.pid} within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    const onMessage = (answer) => {
      if (answer?.type !== type) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(answer);
    };
    child.on('message', onMessage);
    if (message) child.send(message);
  });
}

/** Forks `count` generator processes (lib/realtime-load.mjs). */
export function startGenerators(count) {
  return Array.from({ length: count }, () =>
    fork(path.join(libDir, 'realtime-load.mjs'), [], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] }),
  );
}

/** Asks each child to stop and resolves once all have exited (SIGKILL after 5 s). */
export function stopChildren(children) {
  return Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null) return resolve();
          const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          child.send({ type: 'stop' });
        }),
    ),
  );
}

/** `size` clients split over `parts` generators as evenly as whole numbers allow. */
export function shares(size, parts) {
  return Array.from({ length: parts }, (_, index) => Math.floor(size / parts) + (index < size % parts ? 1 : 0));
}

/** The upper edge of the bucket holding the `fraction` percentile of a sorted `[bucket, count]` histogram. */
export function percentileOf(histogram, bucketMs, total, fraction) {
  const target = Math.ceil(total * fraction);
  let seen = 0;
  for (const [bucket, count] of histogram) {
    seen += count;
    if (seen >= target) return (bucket + 1) * bucketMs;
  }
  return null;
}

/**
 * The generators' latency histograms merged: `{ histogram, bucketMs, measured, overflow }`, where
 * `measured` counts every latency (overflow, beyond 10 s, included).
 */
export function mergeHistograms(reports) {
  const merged = new Map();
  let overflow = 0;
  for (const report of reports) {
    overflow += report.overflow;
    for (const [bucket, count] of report.histogram) merged.set(bucket, (merged.get(bucket) ?? 0) + count);
  }
  const histogram = [...merged.entries()].sort((a, b) => a[0] - b[0]);
  const bucketMs = reports[0]?.bucketMs ?? 0.05;
  const measured = histogram.reduce((sum, [, count]) => sum + count, 0) + overflow;
  return { histogram, bucketMs, measured, overflow };
}
