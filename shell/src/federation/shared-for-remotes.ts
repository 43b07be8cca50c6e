/**
 * Shared packages the shell provides although it does not use them itself, so that every remote uses
 * the shell's copy. `swr/mutation`, `swr/immutable` and `swr/infinite` (the newsroom's pickers) import SWR's internals by relative path: from a
 * remote's build they would bring a second SWR onto the page, with its own config context and cache
 * (and ~6 kB gzip on every page, issue 10 §3). Naming them here makes the shell's build provide them;
 * nothing loads them until a remote asks for them.
 */
export const sharedForRemotes = {
  'swr/mutation': () => import('swr/mutation'),
  'swr/immutable': () => import('swr/immutable'),
  'swr/infinite': () => import('swr/infinite'),
};
