import { useCallback, useRef, useState } from 'react';

/**
 * Pages appended under a first page that SWR holds (and the server renders): FRM-01's next-page button
 * and FRM-02's "More". A request while one runs is ignored, so a double click never loads a page twice
 * or out of order; a failure leaves the loaded pages as they are and may be retried.
 */
export function useAppendedPages<Page>(load: (page: number) => Promise<Page>, what: string) {
  const [pages, setPages] = useState<Page[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  // State alone would let a second click in before the re-render that disables the button.
  const running = useRef(false);

  const loadPage = useCallback(
    async (page: number): Promise<boolean> => {
      if (running.current) return false;
      running.current = true;
      setLoading(true);
      setFailed(false);
      try {
        const loaded = await load(page);
        setPages((current) => [...current, loaded]);
        return true;
      } catch (error) {
        console.error(`[mf_community] loading page ${page} of ${what} failed`, error);
        setFailed(true);
        return false;
      } finally {
        running.current = false;
        setLoading(false);
      }
    },
    [load, what],
  );

  return { pages, loading, failed, loadPage };
}
