import { useMemo, type ReactNode } from 'react';
import { useStore } from 'jotai';
import { HydrateWhen, type HydrationTrigger } from '../ssr/hydrate-when';
import { authTokenAtom } from './session-atoms';

type Store = ReturnType<typeof useStore>;

/** A session in the page's store, now or later (a login): a part that shows a fan's own data needs its code then. */
export function whenSignedIn(store: Store): HydrationTrigger {
  return (open) => {
    if (store.get(authTokenAtom) !== null) {
      open();
      return undefined;
    }
    return store.sub(authTokenAtom, () => {
      if (store.get(authTokenAtom) !== null) open();
    });
  };
}

/**
 * A part whose guest view is its server HTML until the guest reaches for it (pointer, touch, focus; a
 * click is held and replayed), and which a signed-in fan gets live at once, because it shows the fan's
 * own data (a pick, the account menu). The server renders a guest's view in every case, so a guest who
 * only reads never fetches the part's remote (issue 30: a guest's match page without the prediction
 * game's code, decision 0012's account buttons).
 */
export function HydrateWhenReachedOrSignedIn({ children }: { children: ReactNode }) {
  const store = useStore();
  const triggers = useMemo(() => [whenSignedIn(store)], [store]);
  return (
    <HydrateWhen interaction triggers={triggers}>
      {children}
    </HydrateWhen>
  );
}
