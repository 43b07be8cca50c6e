import { Worker } from 'node:worker_threads';
import webpush from 'web-push';
import type { VapidKeys } from '../web-push-repository';

/** A push as the push service is sent it: signed (VAPID, RFC 8292) and encrypted (aes128gcm, RFC 8291). */
export interface PreparedPush {
  endpoint: string;
  headers: Record<string, string>;
  body: Uint8Array;
}

/** What to sign and encrypt for one browser. */
export interface PushToPrepare {
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  payload: string;
  vapid: VapidKeys;
  timeToLiveSeconds: number;
  urgency: 'normal' | 'high';
  topic?: string;
}

/** One push signed and encrypted in this thread; throws for a subscription web-push refuses. */
export function preparePush(push: PushToPrepare): PreparedPush {
  const details = webpush.generateRequestDetails(push.subscription, push.payload, {
    vapidDetails: push.vapid,
    TTL: push.timeToLiveSeconds,
    urgency: push.urgency,
    contentEncoding: 'aes128gcm',
    ...(push.topic === undefined ? {} : { topic: push.topic }),
  });
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(details.headers)) {
    // The request sets its own length.
    if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
  }
  return { endpoint: details.endpoint, headers, body: new Uint8Array(details.body ?? Buffer.alloc(0)) };
}

/** A push prepared, or why it could not be (a malformed browser key). */
export type PreparedOrError = PreparedPush | { error: string };

/**
 * The worker: the same web-push, loaded from the path the API resolved, answering each batch with its
 * prepared pushes in order. Written as source (CommonJS, `eval`) so the API's tests, which run the
 * TypeScript sources, and its build run the one worker alike.
 */
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const webpush = require(workerData.webPushPath);
parentPort.on('message', ({ id, pushes }) => {
  const prepared = pushes.map((push) => {
    try {
      const details = webpush.generateRequestDetails(push.subscription, push.payload, {
        vapidDetails: push.vapid,
        TTL: push.timeToLiveSeconds,
        urgency: push.urgency,
        contentEncoding: 'aes128gcm',
        ...(push.topic === undefined ? {} : { topic: push.topic }),
      });
      const headers = {};
      for (const [name, value] of Object.entries(details.headers)) {
        if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
      }
      return { endpoint: details.endpoint, headers, body: new Uint8Array(details.body || Buffer.alloc(0)) };
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  });
  parentPort.postMessage({ id, prepared });
});
`;

export interface PushPreparer {
  /** The pushes prepared, in order; off the event loop when a worker runs. */
  prepare(pushes: readonly PushToPrepare[]): Promise<PreparedOrError[]>;
  close(): Promise<void>;
}

/**
 * CLB-03: signing and encrypting a push is the CPU of sending it (an ECDH key pair, HKDF and AES per
 * browser, an ES256 signature): 10,000 of them held the API's event loop for ten seconds, and the live
 * match's real-time messages waited behind them (the bench: publish → receipt p99 from 8 to 52 ms).
 * One worker thread does it instead, a batch at a time, on the machine's other core; the event loop
 * keeps the requests and the database. Without a worker (it failed to start) it is done in this
 * thread, as before.
 */
export function createPushPreparer(): PushPreparer {
  let worker: Worker | undefined;
  let failed = false;
  let nextId = 0;
  const waiting = new Map<number, { resolve: (prepared: PreparedOrError[]) => void; reject: (error: Error) => void }>();

  const here = (pushes: readonly PushToPrepare[]): PreparedOrError[] =>
    pushes.map((push) => {
      try {
        return preparePush(push);
      } catch (error) {
        return { error: error instanceof Error ? error.message : String(error) };
      }
    });

  function started(): Worker | undefined {
    if (worker !== undefined || failed) return worker;
    try {
      const created = new Worker(workerSource, {
        eval: true,
        workerData: { webPushPath: require.resolve('web-push') },
      });
      // An idle worker does not keep the process alive; a batch in flight holds a promise, not the process.
      created.unref();
      created.on('message', ({ id, prepared }: { id: number; prepared: PreparedOrError[] }) => {
        waiting.get(id)?.resolve(prepared);
        waiting.delete(id);
      });
      created.on('error', (error) => {
        failed = true;
        worker = undefined;
        for (const { reject } of waiting.values()) reject(error);
        waiting.clear();
      });
      worker = created;
    } catch {
      failed = true;
    }
    return worker;
  }

  return {
    async prepare(pushes) {
      const running = started();
      if (running === undefined || pushes.length === 0) return here(pushes);
      const id = nextId++;
      try {
        return await new Promise<PreparedOrError[]>((resolve, reject) => {
          waiting.set(id, { resolve, reject });
          running.postMessage({ id, pushes });
        });
      } catch {
        // The worker died under this batch: this thread prepares it.
        return here(pushes);
      }
    },
    async close() {
      const running = worker;
      worker = undefined;
      failed = true;
      if (running !== undefined) await running.terminate();
    },
  };
}
