/**
 * Some links carry a secret in their path because the spec puts it there (e-mail verification, new
 * e-mail verification, password reset) or in their query (the social-login callback's `code` and
 * `state`). Request logs must never hold them: anyone who reads the logs could otherwise use a live
 * link. This keeps the shape of the URL, so logs stay useful, and replaces each secret with `[redacted]`.
 */
const secretPathPatterns: RegExp[] = [
  /^((?:\/api\/v2)?\/(?:new-)?email\/verify\/[^/?#]+\/)[^/?#]+/,
  /^((?:\/api\/v2)?\/password\/reset\/)[^/?#]+/,
];

const secretQueryParameters = ['code', 'state', 'token', 'hash', 'email'];

export function redactUrl(url: string): string {
  let redacted = url;
  for (const pattern of secretPathPatterns) redacted = redacted.replace(pattern, '$1[redacted]');
  const queryStart = redacted.indexOf('?');
  if (queryStart === -1) return redacted;
  const path = redacted.slice(0, queryStart);
  const query = redacted
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const name = decodeURIComponentSafe(pair.split('=')[0] ?? '');
      return secretQueryParameters.includes(name) ? `${pair.split('=')[0]}=[redacted]` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
