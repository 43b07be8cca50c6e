import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * Global teardown: removes the releases journeys copied into a remote's dist folder
 * (server-rendering.spec.ts adds `mf-content/dist/<version>-e2e…`). They stay for the whole run, not
 * only their journey: a journey on the same tenant running beside it may have been handed a page that
 * names that release, and must still be able to load its files.
 */
export default function removeTestReleases(): void {
  const dist = path.resolve(__dirname, '..', '..', 'mf-content', 'dist');
  let entries: string[];
  try {
    entries = readdirSync(dist);
  } catch {
    return;
  }
  for (const entry of entries)
    if (/-e2e[0-9a-z]+$/.test(entry)) rmSync(path.join(dist, entry), { recursive: true, force: true });
}
