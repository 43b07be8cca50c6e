import { useEffect } from 'react';
import { useApiClient } from '@tribune/shared';
import { visitResource } from '../api/visit-resource';

/**
 * RES-02: tells the API a reader opened this article, once per page view (the API counts each visitor
 * id once per article). In an effect, so only a browser that runs the page counts: never the server's
 * render, and not a crawler that reads the HTML alone. A failure costs the reader nothing: it is logged.
 */
export function useRecordVisit(articleId: number | null) {
  const client = useApiClient();
  useEffect(() => {
    if (articleId === null) return;
    visitResource(client, 'article', articleId).catch((error: unknown) => {
      console.error('[mf_content] the visit could not be recorded', error);
    });
  }, [client, articleId]);
}
