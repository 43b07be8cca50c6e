import { createContext, useContext } from 'react';

/** Leaves the single-page app for another site (ACC-03: the social-login provider). */
type AssignLocation = (url: string) => void;

const assignWindowLocation: AssignLocation = (url) => window.location.assign(url);

const LocationAssignContext = createContext<AssignLocation>(assignWindowLocation);

/**
 * Lets tests replace the navigation: jsdom cannot leave the page, and a test wants to see where it was
 * sent. Pages in the browser never render this provider and get window.location.assign.
 */
export const LocationAssignProvider = LocationAssignContext.Provider;

export function useLocationAssign(): AssignLocation {
  return useContext(LocationAssignContext);
}
