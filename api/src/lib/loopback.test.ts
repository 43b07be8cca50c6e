import { isLoopbackAddress, isLoopbackHost } from './loopback';

test('[SEC-01] only the socket addresses of this machine’s loopback count as local', () => {
  for (const local of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])
    expect(isLoopbackAddress(local)).toBe(true);
  for (const remote of [
    '192.0.2.2',
    '10.0.0.5',
    'fd00::2',
    '::ffff:192.168.1.4',
    '0.0.0.0',
    '::',
    'localhost',
    '',
    undefined,
  ]) {
    expect(isLoopbackAddress(remote)).toBe(false);
  }
});

test('[SEC-01] a listening HOST is local only on a loopback address or localhost', () => {
  for (const host of ['127.0.0.1', 'localhost', '::1', '[::1]', 'LOCALHOST']) expect(isLoopbackHost(host)).toBe(true);
  for (const host of ['0.0.0.0', '::', '192.0.2.2', 'tribune.example']) expect(isLoopbackHost(host)).toBe(false);
});
