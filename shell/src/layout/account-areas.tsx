import { memo, useMemo } from 'react';
import { useStore } from 'jotai';
import {
  authDialogAtom,
  HydrateWhen,
  HydrateWhenReachedOrSignedIn,
  Slot,
  whenSignedIn,
  type HydrationTrigger,
} from '@tribune/shared';

type Store = ReturnType<typeof useStore>;

/** Any part of the page asks for an account dialog (a guest's pick, a 401): mf_account renders it. */
function whenDialogRequested(store: Store): HydrationTrigger {
  return (open) => {
    if (store.get(authDialogAtom) !== null) {
      open();
      return undefined;
    }
    return store.sub(authDialogAtom, () => {
      if (store.get(authDialogAtom) !== null) open();
    });
  };
}

/**
 * ACC-19's `#register` links, anywhere on the page: the click is held and replayed once mf_account's
 * listener is there. A page opened with #register needs it at once.
 */
const whenRegisterLinkUsed: HydrationTrigger = (open) => {
  if (window.location.hash.startsWith('#register')) {
    open();
    return undefined;
  }
  const onClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a[href^="#register"]')) open(event);
  };
  // The window's capture phase comes before React's root, which stops clicks on unhydrated content.
  window.addEventListener('click', onClick, { capture: true });
  return () => window.removeEventListener('click', onClick, { capture: true });
};

/** The pop-up (POP-01) shows past 20 % of the page; its code is fetched on the way there, from 10 %. */
const popupPrefetchFraction = 0.1;

const whenScrolling: HydrationTrigger = (open) => {
  const onScroll = () => {
    const scrollable = document.documentElement.scrollHeight - window.innerHeight;
    if (scrollable > 0 && window.scrollY / scrollable > popupPrefetchFraction) open();
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => window.removeEventListener('scroll', onScroll);
};

/**
 * mf_account's parts of every page, loaded only when needed (issue 10 §3; decision 0012). A guest's
 * page comes with the login and register buttons server-rendered and no account code; it arrives when
 * the fan reaches for a button (the click is replayed), asks for a dialog some other way, scrolls
 * towards the pop-up, or has a session. The account layer (dialogs, pop-up, notices) shows nothing
 * until then, so the server renders none of it and the browser mounts it. Memoized without props: a
 * dehydrated area must not receive updates from the header's re-renders before it hydrates.
 */
export const HeaderAccount = memo(function HeaderAccount() {
  return (
    <HydrateWhenReachedOrSignedIn>
      <Slot name="header.account" />
    </HydrateWhenReachedOrSignedIn>
  );
});

export const AccountLayer = memo(function AccountLayer() {
  const store = useStore();
  const triggers = useMemo(
    () => [whenSignedIn(store), whenDialogRequested(store), whenRegisterLinkUsed, whenScrolling],
    [store],
  );
  return (
    <HydrateWhen triggers={triggers} serverRendered={false}>
      <Slot name="shell.account-dialogs" />
    </HydrateWhen>
  );
});
