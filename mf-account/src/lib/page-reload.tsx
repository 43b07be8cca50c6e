import { createContext, useContext } from 'react';

/** Reloads the page (ACC-06 after logout, ACC-10 on the predictions page after login). */
type ReloadPage = () => void;

const reloadWindow: ReloadPage = () => window.location.reload();

const PageReloadContext = createContext<ReloadPage>(reloadWindow);

/**
 * Lets tests replace the reload: jsdom cannot reload, and a test wants to see that it was asked for.
 * Pages in the browser never render this provider and get window.location.reload.
 */
export const PageReloadProvider = PageReloadContext.Provider;

export function usePageReload(): ReloadPage {
  return useContext(PageReloadContext);
}
