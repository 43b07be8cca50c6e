import { createContext, useContext } from 'react';
import type { Bootstrap, RemoteName, Tenant } from '../bootstrap/bootstrap';

const BootstrapContext = createContext<Bootstrap | null>(null);
export const BootstrapProvider = BootstrapContext.Provider;

export function useBootstrap(): Bootstrap {
  const bootstrap = useContext(BootstrapContext);
  if (!bootstrap) throw new Error('useBootstrap needs <TribuneProviders> above it.');
  return bootstrap;
}

/** PLT-01: the tenant this page belongs to. */
export function useTenant(): Tenant {
  return useBootstrap().tenant;
}

/** PLT-09: whether this tenant runs a remote (its routes and slots exist only when it does). */
export function useIsRemoteEnabled(name: RemoteName): boolean {
  return useBootstrap().remotes.some((remote) => remote.name === name);
}
