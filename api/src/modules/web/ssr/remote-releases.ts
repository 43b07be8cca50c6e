import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { remoteFolder, type RemoteName } from '../../tenants/remotes';

/**
 * Remote versions' Node builds fetched by URL (docs/decisions/0054, SCL-02). A remote's origin publishes
 * every version it ships, browser and Node builds side by side in `…/<folder>/<version>/`, with
 * `server/release.json` naming the Node build's digest. When the API has no build of its own for a
 * version a tenant loads, it fetches `server/release.json`, `server/index.js` and `stylesheets.json`
 * from there, checks the build against the digest, and keeps the three in its cache folder, where the
 * renderer loads them by path like its own. So a remote ships alone (one image, or one upload to a
 * bucket), and switching a tenant to any published version, forward or back, renders it on the server
 * with no API rebuild or restart.
 *
 * The cache folder sits inside WEB_ROOT by default: a build `require`s React and the rest by name, and
 * Node resolves them from the node_modules above the file, the API's own (one copy for every build,
 * what the federated singletons are in the browser).
 */

const releaseManifestSchema = z.object({
  name: z.string(),
  version: z.string(),
  file: z.literal('index.js'),
  integrity: z.string().regex(/^sha384-[A-Za-z0-9+/]{64}$/),
});
type ReleaseManifest = z.infer<typeof releaseManifestSchema>;

const stylesheetListSchema = z.object({ files: z.array(z.string().regex(/^[\w.-]+\.css$/)).max(100) });

/** Each file is fetched within this, and at most this big: a Node build is a few hundred kB. */
const fetchTimeoutMs = 10_000;
const maxBuildBytes = 20 * 1024 * 1024;
/** After a failed fetch, the version is not asked for again for this long (each page would otherwise). */
const retryAfterFailureMs = 10_000;

export class RemoteReleaseError extends Error {
  override name = 'RemoteReleaseError';
}

interface RemoteReleasesOptions {
  /** `{folder}`/`{version}` URL template of a version's folder (REMOTE_RELEASES_URL), ending in `/`. */
  releasesUrl?: string;
  cacheDir: string;
  fetch?: typeof fetch;
  now?: () => number;
}

function sha384Integrity(bytes: Buffer): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

export function createRemoteReleases(options: RemoteReleasesOptions) {
  const fetchFile = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  /** Folders checked in this process: checked once, since a version never changes. */
  const checked = new Set<string>();
  const installing = new Map<string, Promise<string>>();
  const failedAt = new Map<string, { at: number; error: RemoteReleaseError }>();

  /**
   * Where a version is published: only where the deployment says (REMOTE_RELEASES_URL), never where a
   * tenant's entry points. The API runs what it fetches with its own rights (the database, the
   * secrets), so the operator API, which may point a tenant's browsers anywhere, may not choose it.
   */
  function publishedAt(name: RemoteName, version: string): string | undefined {
    return options.releasesUrl?.replaceAll('{folder}', remoteFolder(name)).replaceAll('{version}', version);
  }

  async function download(url: string, required: boolean): Promise<Buffer | undefined> {
    let response: Response;
    try {
      response = await fetchFile(url, { signal: AbortSignal.timeout(fetchTimeoutMs), redirect: 'error' });
    } catch (error) {
      throw new RemoteReleaseError(`${url}: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (response.status === 404 && !required) return undefined;
    if (!response.ok) throw new RemoteReleaseError(`${url}: ${response.status}`);
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > maxBuildBytes) throw new RemoteReleaseError(`${url}: ${declared} bytes is too big`);
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.length > maxBuildBytes) throw new RemoteReleaseError(`${url}: ${bytes.length} bytes is too big`);
    return bytes;
  }

  function parseManifest(bytes: Buffer, name: RemoteName, version: string, source: string): ReleaseManifest {
    let manifest: ReleaseManifest;
    try {
      manifest = releaseManifestSchema.parse(JSON.parse(bytes.toString('utf8')));
    } catch {
      throw new RemoteReleaseError(`${source}: not a release manifest`);
    }
    if (manifest.name !== name || manifest.version !== version) {
      throw new RemoteReleaseError(`${source}: names ${manifest.name}@${manifest.version}, not ${name}@${version}`);
    }
    return manifest;
  }

  /** A folder this process or another one filled before: used when its build still matches its digest. */
  function checkCached(folder: string, name: RemoteName, version: string): boolean {
    const manifestFile = path.join(folder, 'server', 'release.json');
    if (!existsSync(manifestFile)) return false;
    try {
      const manifest = parseManifest(readFileSync(manifestFile), name, version, manifestFile);
      return sha384Integrity(readFileSync(path.join(folder, 'server', manifest.file))) === manifest.integrity;
    } catch {
      return false;
    }
  }

  async function install(name: RemoteName, version: string, base: string, folder: string): Promise<string> {
    const manifestBytes = await download(new URL('server/release.json', base).href, true);
    if (manifestBytes === undefined) throw new RemoteReleaseError(`${base}: no release manifest`);
    const manifest = parseManifest(manifestBytes, name, version, base);
    const build = await download(new URL(`server/${manifest.file}`, base).href, true);
    if (build === undefined || sha384Integrity(build) !== manifest.integrity) {
      throw new RemoteReleaseError(`${base}server/${manifest.file}: does not match the digest of its release manifest`);
    }
    const stylesheets = await download(new URL('stylesheets.json', base).href, false);
    if (stylesheets !== undefined) {
      try {
        stylesheetListSchema.parse(JSON.parse(stylesheets.toString('utf8')));
      } catch {
        throw new RemoteReleaseError(`${base}stylesheets.json: not a list of stylesheet files`);
      }
    }
    // Written whole under a temporary name, then moved: a process that finds the folder finds all of it.
    const partial = `${folder}.partial-${process.pid}-${now()}`;
    mkdirSync(path.join(partial, 'server'), { recursive: true });
    writeFileSync(path.join(partial, 'server', manifest.file), build);
    writeFileSync(path.join(partial, 'server', 'release.json'), manifestBytes);
    if (stylesheets !== undefined) writeFileSync(path.join(partial, 'stylesheets.json'), stylesheets);
    try {
      renameSync(partial, folder);
    } catch (error) {
      rmSync(partial, { recursive: true, force: true });
      // Another process sharing the cache was first: its copy is as good once it passes the check.
      if (!checkCached(folder, name, version)) throw error;
    }
    return folder;
  }

  return {
    /**
     * The local folder of `name@version`'s fetched build (`server/index.js`, `stylesheets.json`),
     * fetched and checked the first time. Throws RemoteReleaseError when it is not published where
     * REMOTE_RELEASES_URL says, or does not match its digest.
     */
    async folderOf(name: RemoteName, version: string): Promise<string> {
      const key = `${name}@${version}`;
      const folder = path.join(options.cacheDir, remoteFolder(name), version);
      if (checked.has(key)) return folder;
      if (checkCached(folder, name, version)) {
        checked.add(key);
        return folder;
      }
      const failed = failedAt.get(key);
      if (failed !== undefined && now() - failed.at < retryAfterFailureMs) throw failed.error;
      const base = publishedAt(name, version);
      if (base === undefined) throw new RemoteReleaseError(`${key}: no Node build here and no URL to fetch it from`);
      let pending = installing.get(key);
      if (pending === undefined) {
        mkdirSync(path.dirname(folder), { recursive: true });
        // What is there does not pass the check (a copy cut short, altered): fetched again.
        if (existsSync(folder)) rmSync(folder, { recursive: true, force: true });
        pending = install(name, version, base, folder).finally(() => installing.delete(key));
        installing.set(key, pending);
      }
      try {
        await pending;
      } catch (error) {
        const failure =
          error instanceof RemoteReleaseError
            ? error
            : new RemoteReleaseError(`${key}: ${error instanceof Error ? error.message : String(error)}`);
        failedAt.set(key, { at: now(), error: failure });
        throw failure;
      }
      failedAt.delete(key);
      checked.add(key);
      return folder;
    },
  };
}

export type RemoteReleases = ReturnType<typeof createRemoteReleases>;
