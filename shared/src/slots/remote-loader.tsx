import { createContext, lazy, useContext, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteName } from '../bootstrap/bootstrap';

// Exposed components take whatever props their slot's contract says; the loader cannot know them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ExposedComponent = ComponentType<any>;
export interface ExposedModule {
  default: ExposedComponent;
}

/** How components of other remotes are loaded: Module Federation in the shell, local imports standalone. */
export interface RemoteLoader {
  isEnabled(remote: RemoteName): boolean;
  load(remote: RemoteName, expose: string): Promise<ExposedModule>;
}

/**
 * Keeps one lazy component per remote expose, and forgets it when loading fails, so that a later
 * render (after the error boundary resets, e.g. on navigation) tries again (PLT-10). React.lazy alone
 * would remember the failure for the life of the page.
 */
export function createLazyComponentCache(loader: RemoteLoader) {
  const cache = new Map<string, LazyExoticComponent<ExposedComponent>>();
  return (remote: RemoteName, expose: string): LazyExoticComponent<ExposedComponent> => {
    const key = `${remote}/${expose}`;
    let component = cache.get(key);
    if (!component) {
      component = lazy(() =>
        loader.load(remote, expose).catch((error: unknown) => {
          cache.delete(key);
          throw error;
        }),
      );
      cache.set(key, component);
    }
    return component;
  };
}

export interface RemoteComponents {
  loader: RemoteLoader;
  getComponent: ReturnType<typeof createLazyComponentCache>;
}

const RemoteComponentsContext = createContext<RemoteComponents | null>(null);

export function createRemoteComponents(loader: RemoteLoader): RemoteComponents {
  return { loader, getComponent: createLazyComponentCache(loader) };
}

export const RemoteComponentsProvider = RemoteComponentsContext.Provider;

export function useRemoteComponents(): RemoteComponents {
  const value = useContext(RemoteComponentsContext);
  if (!value) throw new Error('Slots need <TribuneProviders> (or <RemoteComponentsProvider>) above them.');
  return value;
}
