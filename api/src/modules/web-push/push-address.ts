import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import ipaddr from 'ipaddr.js';

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
 * A `lookup` for `http(s).request` that resolves as usual and refuses the connection when any address
 * is not public. It runs when the socket connects, so the address checked is the address used (a
 * name that answers a public address first and a private one later cannot slip through between a
 * check and the request).
 */
export function publicOnlyLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  const family = typeof options.family === 'number' ? options.family : 0;
  dnsLookup(hostname, { all: true, family: family === 4 || family === 6 ? family : 0 }, (error, addresses) => {
    if (error) {
      callback(error, []);
      return;
    }
    if (addresses.length === 0 || !addresses.every((entry) => isPublicAddress(entry.address))) {
      callback(new NonPublicAddressError(hostname), []);
      return;
    }
    if (options.all === true) callback(null, addresses);
    else callback(null, addresses[0]?.address ?? '', addresses[0]?.family);
  });
}
