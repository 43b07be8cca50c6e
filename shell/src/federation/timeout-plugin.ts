import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** How long a remote may take to answer before its area shows the fallback (PLT-10). */
export const remoteLoadTimeoutMs = 4000;

/**
 * Bounds the two network steps of loading a remote: the manifest fetch has no timeout of its own, and
 * the script's default is 20 s (research/module-federation.md §3.1). Failures are left to the shell's
 * error boundaries, which show a fallback in the remote's area only.
 *
 * Never import React (or any shared package) statically here: runtime plugins run before the share
 * scope exists and such an import crashes the host (core#3660).
 */
export default function timeoutPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'tribune-timeouts',
    fetch(url, init) {
      return fetch(url, { ...init, cache: 'no-cache', signal: AbortSignal.timeout(remoteLoadTimeoutMs) });
    },
    createScript({ url }) {
      const script = document.createElement('script');
      script.src = url;
      script.crossOrigin = 'anonymous';
      return { script, timeout: remoteLoadTimeoutMs };
    },
  };
}
