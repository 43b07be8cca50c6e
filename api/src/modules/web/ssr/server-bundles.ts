import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { remoteFolder, type RemoteName } from '../../tenants/remotes';
import type { RemoteReleases } from './remote-releases';

/** What a remote's Node build exports (scripts/webpack/create-server-config.js). */
interface ServerRemoteModule {
  exposes: Record<string, { default: unknown }>;
  styles: string;
  /** Its browser build's stylesheet files (`stylesheets.json`); none for a development build. */
  stylesheets?: readonly string[];
}

/** A stylesheet of a rendered remote (shell/src/server/render-page.tsx). */
interface PageStylesheet {
  href: string;
  file: string;
}

/**
 * The shell's renderer as the API sees it: the types are the shell's (`shell/src/server/render-page.tsx`),
 * restated loosely here because the API does not compile front-end code.
 */
interface ShellServerModule {
  renderPage(input: {
    bootstrap: unknown;
    url: string;
    fetch: typeof fetch;
    loadRemote(remote: RemoteName, version: string): Promise<ServerRemoteModule>;
    budgetMs: number;
    renderedAt?: number;
    onRemoteProblem(problem: {
      remote: RemoteName | null;
      version: string | null;
      phase: string;
      error: unknown;
    }): void;
  }): Promise<{
    html: string;
    head: string;
    styles: string;
    stylesheets: PageStylesheet[];
    state: unknown;
    /** What the page's route reported (issue 30); with 301, `location` is a path of this site with the query. */
    status: 200 | 301 | 404 | 410;
    location?: string;
    complete: boolean;
  }>;
  styles: string;
}

/**
 * Loads the Node builds the pages are rendered with (docs/decisions/0010, 0054):
 * `<webRoot>/shell/dist/server/index.js`, `<webRoot>/shared/dist/server/index.js` by path, and a
 * remote version's from `<webRoot>/<remote folder>/dist/<version>/server/index.js` when this API has
 * it (a development checkout, an image built with it), else fetched from where the version is
 * published and checked against its digest (remote-releases.ts). Each version is its own file, so two
 * tenants on two versions of a remote each render with theirs, and a version switch takes effect on
 * the next request. Packages the builds import (React, the router, @tribune/shared…) resolve from the
 * API's node_modules: one instance for all of them, as the federated singletons are in a page. A build
 * is loaded once; one that is missing is looked for again on the next request. Versions are immutable,
 * so nothing is reloaded: a rebuilt shell or shared (a new deploy) needs a restart.
 */
export function createServerBundles(webRoot: string, releases?: RemoteReleases) {
  const loaded = new Map<string, unknown>();

  function load<T>(file: string): T {
    if (loaded.has(file)) return loaded.get(file) as T;
    const module = createRequire(file)(file) as T;
    loaded.set(file, module);
    return module;
  }

  /**
   * The stylesheet files a browser build wrote beside itself (scripts/webpack/extract-css.js), read
   * once per build like the build itself; none when it has no list (a development build inlines its CSS).
   */
  function stylesheetsOf(folder: string): readonly string[] {
    const file = path.join(folder, 'stylesheets.json');
    if (loaded.has(file)) return loaded.get(file) as readonly string[];
    let files: readonly string[] = [];
    try {
      const parsed = JSON.parse(readFileSync(file, 'utf8')) as { files?: unknown };
      if (Array.isArray(parsed.files)) files = parsed.files.filter((name): name is string => typeof name === 'string');
    } catch {
      // No list: the build has no stylesheet files.
    }
    loaded.set(file, files);
    return files;
  }

  const shellFile = path.join(webRoot, 'shell', 'dist', 'server', 'index.js');
  const sharedFile = path.join(webRoot, 'shared', 'dist', 'server', 'index.js');

  return {
    /**
     * The shell's renderer, or undefined when the front end has no Node build (API alone, API tests).
     * `inlineStyles` is the shell's and the shared package's CSS when the page must carry it as text:
     * empty when the shell's template links its stylesheet file (a production build).
     */
    shell(): (ShellServerModule & { inlineStyles: string }) | undefined {
      try {
        const shell = load<ShellServerModule>(shellFile);
        const shared = load<{ styles?: string }>(sharedFile);
        const linked = stylesheetsOf(path.join(webRoot, 'shell', 'dist')).length > 0;
        const inlineStyles = linked ? '' : [shared.styles ?? '', shell.styles].join('\n');
        return Object.assign(Object.create(shell) as ShellServerModule, { inlineStyles });
      } catch {
        return undefined;
      }
    },
    /** A remote's Node build for one version: this API's own, else the published one; throws without either. */
    async remote(name: RemoteName, version: string): Promise<ServerRemoteModule> {
      if (!/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/.test(version)) throw new Error(`Not a version: ${version}`);
      const own = path.join(webRoot, remoteFolder(name), 'dist', version);
      const folder =
        existsSync(path.join(own, 'server', 'index.js')) || releases === undefined
          ? own
          : await releases.folderOf(name, version);
      const module = load<ServerRemoteModule>(path.join(folder, 'server', 'index.js'));
      return Object.assign(Object.create(module) as ServerRemoteModule, { stylesheets: stylesheetsOf(folder) });
    },
  };
}
