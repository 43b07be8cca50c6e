import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * NOT-02 (spec 001 §2): the page title gets a '(n)' prefix while the user has unread notifications.
 * Pages set their own <title> (shared's PageHead) and change it on navigation, so the prefix is put
 * back whenever the title changes, and taken off again at 0 or when the bell goes (logout).
 */
export function useTitlePrefix(count: number): void {
  const location = useLocation();
  useEffect(() => {
    const prefix = count > 0 ? `(${count}) ` : '';
    let written = '';
    const apply = () => {
      const current = document.title;
      const base = written && current.startsWith(written) ? current.slice(written.length) : current;
      written = prefix;
      const next = `${prefix}${base}`;
      if (next !== current) document.title = next;
    };
    apply();
    // React 19 writes a page's <title> into <head>: watch it being replaced or its text changed.
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      if (written && document.title.startsWith(written)) document.title = document.title.slice(written.length);
    };
  }, [count, location.pathname]);
}
