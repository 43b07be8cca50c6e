import { isIP } from 'node:net';

/**
 * Whom the API believes about a client's address, scheme and host (`X-Forwarded-*`), as Fastify's
 * `trustProxy` takes it: `false` (nobody: the socket's peer is the client), a number of proxy hops in
 * front of the API, or the addresses and ranges of the proxies themselves. `true` believes whoever sends
 * the headers, so a client behind a proxy that appends to `X-Forwarded-For` picks its own address; it is
 * for tests that play the proxy, and production refuses it (issue 31).
 */
export type TrustProxy = boolean | number | string[];

/** proxy-addr's names for address ranges: 127.0.0.1/8 and ::1, 169.254.0.0/16 and fe80::/10, private ranges. */
const rangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (rangeNames.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Reads `TRUST_PROXY`: `false`/`no`/`0`, `true`/`yes`, a hop count (`1`: the one proxy in front), or a
 * comma-separated list of addresses, CIDR ranges and range names (`172.28.0.0/16`, `loopback`).
 * Returns the setting, or the problem in words.
 */
export function parseTrustProxy(value: string): { value: TrustProxy } | { problem: string } {
  const text = value.trim().toLowerCase();
  if (text === 'false' || text === 'no' || text === '0') return { value: false };
  if (text === 'true' || text === 'yes') return { value: true };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10 ? { value: hops } : { problem: 'a hop count is at most 10' };
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0) {
    return {
      problem: `not an address, a CIDR range or loopback/linklocal/uniquelocal: ${wrong.map((entry) => JSON.stringify(entry)).join(', ')}`,
    };
  }
  return { value: entries };
}

/** The setting as Fastify's types take it: a hop count as proxy-addr reads one (the nearest `hops` are proxies). */
export function fastifyTrustProxy(
  setting: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}
