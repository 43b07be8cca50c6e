/**
 * CMT-03: a fresh `client_key` for one draft (8–64 of `A-Za-z0-9_-`). A retry of the same draft sends the
 * same key, so the API answers with the comment it already made instead of a second one.
 */
export function createClientKey(): string {
  const cryptoApi = typeof globalThis.crypto === 'undefined' ? undefined : globalThis.crypto;
  if (cryptoApi && typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID().replace(/-/g, '');
  // randomUUID needs a secure context; getRandomValues does not.
  const bytes = new Uint8Array(16);
  if (cryptoApi) cryptoApi.getRandomValues(bytes);
  else for (let index = 0; index < bytes.length; index += 1) bytes[index] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
