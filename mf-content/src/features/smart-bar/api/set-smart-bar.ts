import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useApiClient, useTenant, type ApiClient } from '@tribune/shared';
import type { EditorSmartBar } from './get-editor-smart-bar';
import { smartBarKey } from './get-smart-bar';

interface SmartBarChange {
  text: string;
  link: string;
  /** The bar's current date, to fix a typo without showing the bar again; left out, the API takes now. */
  updatedAt?: string;
}

/**
 * PUT /api/v2/editor/smart-bar {text, link, updated_at?} (SB-01, editors): sets the tenant's bar. A new
 * date (now) shows it again to everyone who closed or followed it; its current date does not. A 422
 * names the field at fault (`text`, `link`, `updated_at`).
 */
async function setSmartBar(client: ApiClient, change: SmartBarChange): Promise<EditorSmartBar> {
  const body = {
    text: change.text,
    link: change.link,
    ...(change.updatedAt === undefined ? {} : { updated_at: change.updatedAt }),
  };
  return (await client.request('/api/v2/editor/smart-bar', { method: 'PUT', body })).data;
}

/**
 * Sets the bar; this page's own bar (the site-wide slot) shows the change at once, as the next page
 * view would. Answers the bar as the API kept it.
 */
export function useSetSmartBar() {
  const client = useApiClient();
  const { id: tenantId } = useTenant();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (change: SmartBarChange) => {
      const saved = await setSmartBar(client, change);
      await mutate(smartBarKey(tenantId), { text: saved.text, link: saved.link, updated_at: saved.updated_at }, false);
      return saved;
    },
    [client, tenantId, mutate],
  );
}
