import { useEffect } from 'react';

/** Names the browser tab after the page's subject, and gives the old name back when the page goes. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return undefined;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
