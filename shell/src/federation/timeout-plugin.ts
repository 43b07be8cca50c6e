import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** How long a remote may take to answer before its area shows the fallback (PLT-10). */
export const remoteLoadTimeoutMs = 4000;

/**
 * Bounds the network step of loading a remote: the container script's default timeout is 20 s
 * (research/module-federation.md §3.1). Remotes are registered by their container, so there is no
 * manifest fetch to bound. Failures are left to the shell's error boundaries, which show a fallback in
 * the remote's area only.
 *
 * Never import React (or any shared package) statically here: runtime plugins run before the share
 * scope exists and such an import crashes the host (core#3660).
 */
export default function timeoutPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'tribune-timeouts',
    createScript({ url }) {
      const script = document.createElement('script');
      script.src = url;
      script.crossOrigin = 'anonymous';
      return { script, timeout: remoteLoadTimeoutMs };
    },
  };
}
