// Extension point: the real-time fan-out bench (DESIGN.md "Real time"; research B8 "Realtime fan-out":
// publish → pusher-js callback p95/p99 with ~1,000 subscribers on one match channel).
//
// It belongs to the issue that ships live scores. To add it, replace `run` below: ctx.apiUrl is the
// running API (embedded Pusher-protocol server on the same port), ctx.tenants[i].realtime holds each
// tenant's app key (from GET /api/front/v1/bootstrap), and ctx.options.duration / connections are the
// shared knobs. Publish through the official `pusher` SDK (the API's signed HTTP endpoint) with a
// `sentAt` stamp, subscribe with N `pusher-js` clients (or raw `ws` sockets speaking protocol 7), and
// return { figures: { subscribers, publishes, p50, p95, p99, max, lost }, table }.
export const id = 'realtime';
export const title = 'Real-time fan-out (publish → client callback)';

export async function run() {
  return { skipped: 'not measured yet: arrives with the live-score issue (see scripts/bench/README.md)' };
}
