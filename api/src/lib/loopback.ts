import ipaddr from 'ipaddr.js';

/**
 * Whether an IP address is this machine's loopback (127.0.0.0/8, ::1, or 127.x written as IPv4-mapped
 * IPv6, which is how a dual-stack socket reports an IPv4 peer). Read from the socket, never a header:
 * `X-Forwarded-For` is whatever the client wrote.
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined || !ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return parsed.range() === 'loopback';
}

/** Whether a listening HOST reaches only this machine: a loopback address or the name `localhost`. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  return bare === 'localhost' || isLoopbackAddress(bare);
}
