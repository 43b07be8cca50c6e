import { z } from 'zod';

/** The micro-frontends, by their Module Federation names (valid JS identifiers; folders keep the hyphen). */
export const remoteNames = ['mf_account', 'mf_matchcenter', 'mf_football_pool', 'mf_community', 'mf_content'] as const;
export type RemoteName = (typeof remoteNames)[number];
export const remoteNameSchema = z.enum(remoteNames);

/** `mf_football_pool` → `mf-football-pool`, the folder (and npm package suffix) of a remote. */
export function remoteFolder(name: RemoteName): string {
  return name.replace(/_/g, '-');
}

/**
 * The contract's default entry: the remote's container, served by the web module from `<folder>/dist/`.
 * The container, not its `mf-manifest.json`: the shell's federation runtime leaves the manifest code
 * out, and the manifest would cost every page a round trip first (decision 0012).
 */
export function defaultRemoteEntry(name: RemoteName, version: string): string {
  return `/remotes/${remoteFolder(name)}/${version}/remoteEntry.js`;
}

/** Semantic versions only: the version becomes a path segment, so nothing else may get in. */
export const remoteVersionSchema = z
  .string()
  .max(64)
  .regex(/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/, { error: 'validation.format' });

/**
 * A container script (`…/remoteEntry.js`, or any `.js`) at a same-origin absolute path or an http(s)
 * URL; never `javascript:` and the like, and never a manifest, which the shell cannot load.
 */
export const remoteEntrySchema = z
  .string()
  .max(2048)
  .refine((value) => (/^\/(?!\/)/.test(value) || /^https?:\/\/[^\s]+$/.test(value)) && /\.js(?:[?#]|$)/.test(value), {
    error: 'validation.format',
  });
