/** The port the e2e web server listens on (playwright.config.ts starts it). */
export const e2ePort = Number(process.env.E2E_PORT || 8181);

/** The English demo tenant `tribune` (also at en.localhost and 127.0.0.1). */
export const english = `http://localhost:${e2ePort}`;
/** The Dutch demo tenant `tribune-nl`. */
export const dutch = `http://nl.localhost:${e2ePort}`;
/** A host no tenant claims. */
export const unknownHost = `http://unknown.localhost:${e2ePort}`;

/** A username and e-mail address nobody has used yet (usernames: 3–30 of A–Z a–z 0–9 _ . -). */
export function newFan() {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { username: `fan_${stamp}`, email: `fan_${stamp}@example.test`, password: `Corner-flag-${stamp}` };
}

/** Remote files as the browser requests them: /remotes/<folder>/… (folder names keep the hyphen). */
export function remoteOfUrl(url: string): string | null {
  const match = /\/remotes\/([^/]+)\//.exec(new URL(url).pathname);
  return match?.[1] ?? null;
}
