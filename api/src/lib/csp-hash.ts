import { createHash } from 'node:crypto';

/**
 * The Content-Security-Policy hash-source of an inline <script> or <style>: `'sha256-…'` of the
 * element's text as UTF-8, base64, as the browser hashes it before running or applying it. One helper
 * for every inline element the pages allow by hash (decision 0049: no per-response nonce, so a guest
 * page can be kept by a shared cache).
 */
export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}
