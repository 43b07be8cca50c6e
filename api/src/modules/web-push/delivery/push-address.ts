import type { LookupAddress, LookupOptions } from 'node:dns';
import ipaddr from 'ipaddr.js';
import type { ResolveHost } from '../../../config';

/**
 * Whether the server may send to this IP address: a public unicast address only. ipaddr.js names the
 * special ranges (loopback, private, link-local with the cloud metadata address 169.254.169.254,
 * unique-local IPv6, carrier-grade NAT, multicast, reserved…); anything it does not call plain
 * `unicast` stays on our side of the network and is refused. An IPv4-mapped IPv6 address is judged
 * as the IPv4 address it carries.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

export class NonPublicAddressError extends Error {
  override name = 'NonPublicAddressError';
  readonly code = 'ENOTPUBLIC';
  constructor(readonly hostname: string) {
    super(`${hostname} resolves to an address that is not public`);
  }
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * Whether a push service's host may be sent to: an IP literal must be public; a name must resolve, and
 * every one of its addresses (A and AAAA) must be public, since the connection may use any of them. A
 * name that does not resolve is refused too (nothing to send to, and nothing checked).
 */
export async function isPublicHost(host: string, resolveHost: ResolveHost): Promise<boolean> {
  const bare = host.replace(/^\[|\]$/g, '');
  if (ipaddr.isValid(bare)) return isPublicAddress(bare);
  try {
    const addresses = await resolveHost(bare);
    return addresses.length > 0 && addresses.every((entry) => isPublicAddress(entry.address));
  } catch {
    return false;
  }
}

/**
 * A `lookup` for `http(s).request` that resolves through `resolveHost` and refuses the connection when
 * any address is not public. It runs when the socket connects, so the address checked is the address
 * used (a name that answers a public address at subscribe and a private one later cannot slip through
 * between a check and the request).
 */
export function publicOnlyLookup(resolveHost: ResolveHost) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    const family =
      typeof options.family === 'number' && (options.family === 4 || options.family === 6) ? options.family : 0;
    resolveHost(hostname).then(
      (all) => {
        const addresses = all.filter((entry) => family === 0 || entry.family === family);
        if (addresses.length === 0 || !all.every((entry) => isPublicAddress(entry.address))) {
          callback(new NonPublicAddressError(hostname), []);
          return;
        }
        if (options.all === true)
          callback(
            null,
            addresses.map((entry) => ({ address: entry.address, family: entry.family })),
          );
        else callback(null, addresses[0]?.address ?? '', addresses[0]?.family);
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), []),
    );
  };
}
