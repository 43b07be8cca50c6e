import { z } from 'zod';

/** The micro-frontends, by their Module Federation names (valid JS identifiers; folders keep the hyphen). */
export const remoteNames = ['mf_account', 'mf_matchcenter', 'mf_football_pool', 'mf_community', 'mf_content'] as const;
export type RemoteName = (typeof remoteNames)[number];
export const remoteNameSchema = z.enum(remoteNames);

/** `mf_football_pool` → `mf-football-pool`, the folder (and npm package suffix) of a remote. */
export function remoteFolder(name: RemoteName): string {
  return name.replace(/_/g, '-');
}

/** The contract's default manifest URL, served by the web module from `<folder>/dist/`. */
export function defaultRemoteEntry(name: RemoteName, version: string): string {
  return `/remotes/${remoteFolder(name)}/${version}/mf-manifest.json`;
}

/** Semantic versions only: the version becomes a path segment, so nothing else may get in. */
export const remoteVersionSchema = z
  .string()
  .max(64)
  .regex(/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/, { error: 'validation.format' });

/** A same-origin absolute path or an http(s) URL; never `javascript:` and the like. */
export const remoteEntrySchema = z
  .string()
  .max(2048)
  .refine((value) => /^\/(?!\/)/.test(value) || /^https?:\/\/[^\s]+$/.test(value), { error: 'validation.format' });
