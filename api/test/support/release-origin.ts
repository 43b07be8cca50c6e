import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

/**
 * A remote's origin as the remote images serve it (deploy/static/remote.conf): every published version
 * under `/remotes/<folder>/<version>/`, browser and Node builds side by side, with the Node build's
 * release manifest (`server/release.json`, scripts/webpack/create-server-config.js). Loopback only; it
 * counts what it is asked for, so a test can tell a fetch from a cache hit.
 */
export interface ReleaseOrigin {
  /** `REMOTE_RELEASES_URL` for this origin. */
  releasesUrl: string;
  /** Paths asked for, in order. */
  requests: string[];
  /**
   * Publishes `folder@version` with a stand-in Node build whose `./marker` expose is `marker` (the
   * shape the shell's renderer reads: `exposes`, `styles`), its manifest and a stylesheet list.
   */
  publish(folder: string, version: string, marker: string): void;
  /** Replaces a published build's file without touching its manifest: what a digest check must catch. */
  tamper(folder: string, version: string, code: string): void;
  /** Puts another version's manifest (and build) in a version's folder: a mix-up a name check must catch. */
  mixUp(folder: string, version: string, withVersion: string): void;
  close(): Promise<void>;
}

export function standInRemoteBuild(marker: string): string {
  return [
    `exports.name = 'stand-in';`,
    `exports.exposes = { './marker': { default: ${JSON.stringify(marker)} } };`,
    `exports.styles = '';`,
    '',
  ].join('\n');
}

export async function startReleaseOrigin(): Promise<ReleaseOrigin> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'tribune-releases-'));
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://origin');
    requests.push(url.pathname);
    const file = path.join(root, path.normalize(url.pathname).replace(/^(\.\.[/\\])+/, ''));
    if (!file.startsWith(root) || !url.pathname.startsWith('/remotes/')) {
      response.writeHead(404).end();
      return;
    }
    try {
      if (!statSync(file).isFile()) throw new Error('not a file');
      const body = readFileSync(file);
      response.writeHead(200, { 'content-length': body.length }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');

  const versionFolder = (folder: string, version: string) => path.join(root, 'remotes', folder, version);
  return {
    releasesUrl: `http://127.0.0.1:${address.port}/remotes/{folder}/{version}/`,
    requests,
    publish(folder, version, marker) {
      const at = versionFolder(folder, version);
      mkdirSync(path.join(at, 'server'), { recursive: true });
      const code = Buffer.from(standInRemoteBuild(marker));
      const integrity = `sha384-${createHash('sha384').update(code).digest('base64')}`;
      writeFileSync(path.join(at, 'server', 'index.js'), code);
      writeFileSync(
        path.join(at, 'server', 'release.json'),
        JSON.stringify({ name: folder.replace(/-/g, '_'), version, file: 'index.js', integrity }),
      );
      writeFileSync(path.join(at, 'stylesheets.json'), JSON.stringify({ files: [`${folder}-styles.0123abcd.css`] }));
    },
    tamper(folder, version, code) {
      writeFileSync(path.join(versionFolder(folder, version), 'server', 'index.js'), code);
    },
    mixUp(folder, version, withVersion) {
      for (const file of ['index.js', 'release.json']) {
        const other = readFileSync(path.join(versionFolder(folder, withVersion), 'server', file));
        writeFileSync(path.join(versionFolder(folder, version), 'server', file), other);
      }
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(root, { recursive: true, force: true });
    },
  };
}
