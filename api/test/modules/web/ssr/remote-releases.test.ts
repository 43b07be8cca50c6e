import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRemoteReleases, RemoteReleaseError } from '../../../../src/modules/web/ssr/remote-releases';
import { createServerBundles } from '../../../../src/modules/web/ssr/server-bundles';
import { type ReleaseOrigin, standInRemoteBuild, startReleaseOrigin } from '../../../support/release-origin';

// SCL-02 (issue 31, finding 8, decision 0054): a remote version's Node build is fetched from where the
// remote publishes it, checked against the digest published with it, kept, and rendered from there.

let origin: ReleaseOrigin;
let webRoot: string;

beforeEach(async () => {
  origin = await startReleaseOrigin();
  // The stand-in builds require no package, so any folder will do as WEB_ROOT.
  webRoot = mkdtempSync(path.join(os.tmpdir(), 'tribune-webroot-'));
});
afterEach(async () => {
  await origin.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const cacheDirOf = () => path.join(webRoot, '.remote-builds');

test('[SCL-02] a version this API has no build of is fetched by URL, checked against its digest and rendered from the cache', async () => {
  origin.publish('mf-content', '2.0.0', 'rendered by 2.0.0');
  const bundles = createServerBundles(
    webRoot,
    createRemoteReleases({ releasesUrl: origin.releasesUrl, cacheDir: cacheDirOf() }),
  );
  const remote = await bundles.remote('mf_content', '2.0.0');
  expect(remote.exposes['./marker']?.default).toBe('rendered by 2.0.0');
  expect(remote.stylesheets).toEqual(['mf-content-styles.0123abcd.css']);
  expect(origin.requests).toEqual([
    '/remotes/mf-content/2.0.0/server/release.json',
    '/remotes/mf-content/2.0.0/server/index.js',
    '/remotes/mf-content/2.0.0/stylesheets.json',
  ]);
  expect(existsSync(path.join(cacheDirOf(), 'mf-content', '2.0.0', 'server', 'index.js'))).toBe(true);

  // Asked again, and by a process started later on the same cache: nothing is fetched again.
  await bundles.remote('mf_content', '2.0.0');
  const restarted = createServerBundles(
    webRoot,
    createRemoteReleases({ releasesUrl: origin.releasesUrl, cacheDir: cacheDirOf() }),
  );
  expect((await restarted.remote('mf_content', '2.0.0')).exposes['./marker']?.default).toBe('rendered by 2.0.0');
  expect(origin.requests).toHaveLength(3);
});

test('[SCL-02] two versions side by side, each rendered with its own build; going back to the first needs no fetch', async () => {
  origin.publish('mf-content', '2.0.0', 'rendered by 2.0.0');
  origin.publish('mf-content', '2.1.0', 'rendered by 2.1.0');
  const bundles = createServerBundles(
    webRoot,
    createRemoteReleases({ releasesUrl: origin.releasesUrl, cacheDir: cacheDirOf() }),
  );
  expect((await bundles.remote('mf_content', '2.1.0')).exposes['./marker']?.default).toBe('rendered by 2.1.0');
  expect((await bundles.remote('mf_content', '2.0.0')).exposes['./marker']?.default).toBe('rendered by 2.0.0');
  const fetched = origin.requests.length;
  expect((await bundles.remote('mf_content', '2.1.0')).exposes['./marker']?.default).toBe('rendered by 2.1.0');
  expect(origin.requests).toHaveLength(fetched);
});

test('[SCL-02] a build that does not match its digest is refused, never run, never kept', async () => {
  origin.publish('mf-content', '2.0.0', 'rendered by 2.0.0');
  origin.tamper(
    'mf-content',
    '2.0.0',
    "globalThis.tamperedBuildRan = true; exports.exposes = {}; exports.styles = '';",
  );
  const releases = createRemoteReleases({ releasesUrl: origin.releasesUrl, cacheDir: cacheDirOf() });
  const bundles = createServerBundles(webRoot, releases);
  await expect(bundles.remote('mf_content', '2.0.0')).rejects.toThrow(/does not match the digest/);
  expect(Reflect.get(globalThis, 'tamperedBuildRan')).toBeUndefined();
  expect(existsSync(path.join(cacheDirOf(), 'mf-content', '2.0.0'))).toBe(false);
});

test('[SCL-02] an unpublished version, or no URL to fetch from: a clear error, and the origin is asked again only after 10 s', async () => {
  let now = 1_000_000;
  const releases = createRemoteReleases({ releasesUrl: origin.releasesUrl, cacheDir: cacheDirOf(), now: () => now });
  await expect(releases.folderOf('mf_content', '9.9.9')).rejects.toThrow(RemoteReleaseError);
  const asked = origin.requests.length;
  await expect(releases.folderOf('mf_content', '9.9.9')).rejects.toThrow(/9\.9\.9/);
  expect(origin.requests).toHaveLength(asked);
  origin.publish('mf-content', '9.9.9', 'rendered by 9.9.9');
  now += 10_001;
  await expect(releases.folderOf('mf_content', '9.9.9')).resolves.toBe(path.join(cacheDirOf(), 'mf-content', '9.9.9'));

  const withoutUrl = createRemoteReleases({ cacheDir: cacheDirOf() });
  await expect(withoutUrl.folderOf('mf_content', '2.0.0')).rejects.toThrow(/no URL to fetch it from/);
});

test('[SCL-02] a version whose folder holds another version’s release is refused', async () => {
  origin.publish('mf-content', '2.0.0', 'rendered by 2.0.0');
  origin.publish('mf-content', '3.0.0', 'rendered by 3.0.0');
  origin.mixUp('mf-content', '3.0.0', '2.0.0');
  const releases = createRemoteReleases({ releasesUrl: origin.releasesUrl, cacheDir: cacheDirOf() });
  await expect(releases.folderOf('mf_content', '3.0.0')).rejects.toThrow(
    /names mf_content@2\.0\.0, not mf_content@3\.0\.0/,
  );
  expect(existsSync(path.join(cacheDirOf(), 'mf-content', '3.0.0'))).toBe(false);
});

test('[SCL-02] an API with a build of its own for a version renders with it and asks no one', async () => {
  const own = path.join(webRoot, 'mf-content', 'dist', '1.0.0', 'server');
  mkdirSync(own, { recursive: true });
  writeFileSync(path.join(own, 'index.js'), standInRemoteBuild('rendered by its own 1.0.0'));
  const bundles = createServerBundles(
    webRoot,
    createRemoteReleases({ releasesUrl: origin.releasesUrl, cacheDir: cacheDirOf() }),
  );
  expect((await bundles.remote('mf_content', '1.0.0')).exposes['./marker']?.default).toBe('rendered by its own 1.0.0');
  expect(origin.requests).toEqual([]);
});
