import { createRequire } from 'node:module';
import path from 'node:path';
import { remoteFolder, type RemoteName } from '../../tenants/remotes';

/** What a remote's Node build exports (scripts/webpack/create-server-config.js). */
export interface ServerRemoteModule {
  exposes: Record<string, { default: unknown }>;
  styles: string;
}

/**
 * The shell's renderer as the API sees it: the types are the shell's (`shell/src/server/render-page.tsx`),
 * restated loosely here because the API does not compile front-end code.
 */
export interface ShellServerModule {
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
    state: unknown;
    /** What the page's route reported (issue 30); with 301, `location` is a path of this site with the query. */
    status: 200 | 301 | 404 | 410;
    location?: string;
    complete: boolean;
  }>;
  styles: string;
}

/**
 * Loads the Node builds the pages are rendered with, by path (docs/decisions/0010):
 * `<webRoot>/shell/dist/server/index.js`, `<webRoot>/shared/dist/server/index.js` and
 * `<webRoot>/<remote folder>/dist/<version>/server/index.js`. Each version is its own file, so two
 * tenants on two versions of a remote each render with theirs, and a version switch takes effect on
 * the next request. Packages the builds import (React, the router, @tribune/shared…) resolve from the
 * repository's node_modules: one instance for all of them, as the federated singletons are in a page.
 * A build is loaded once; one that is missing is looked for again on the next request. Versions are
 * immutable, so nothing is reloaded: a rebuilt shell or shared (a new deploy) needs a restart.
 */
export function createServerBundles(webRoot: string) {
  const loaded = new Map<string, unknown>();

  function load<T>(file: string): T {
    if (loaded.has(file)) return loaded.get(file) as T;
    const module = createRequire(file)(file) as T;
    loaded.set(file, module);
    return module;
  }

  const shellFile = path.join(webRoot, 'shell', 'dist', 'server', 'index.js');
  const sharedFile = path.join(webRoot, 'shared', 'dist', 'server', 'index.js');

  return {
    /** The shell's renderer, or undefined when the front end has no Node build (API alone, API tests). */
    shell(): (ShellServerModule & { sharedStyles: string }) | undefined {
      try {
        const shell = load<ShellServerModule>(shellFile);
        const shared = load<{ styles?: string }>(sharedFile);
        return Object.assign(Object.create(shell) as ShellServerModule, { sharedStyles: shared.styles ?? '' });
      } catch {
        return undefined;
      }
    },
    /** A remote's Node build for one version; throws when that version has none. */
    remote(name: RemoteName, version: string): ServerRemoteModule {
      if (!/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/.test(version)) throw new Error(`Not a version: ${version}`);
      return load<ServerRemoteModule>(path.join(webRoot, remoteFolder(name), 'dist', version, 'server', 'index.js'));
    },
  };
}

export type ServerBundles = ReturnType<typeof createServerBundles>;
