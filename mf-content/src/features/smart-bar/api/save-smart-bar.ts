import { z } from 'zod/mini';
import type { AcceptsApi, ApiClient, ApiResponse } from '@tribune/shared';
import { editorSmartBarPath, editorSmartBarSchema, type EditorSmartBar } from './get-editor-smart-bar';

const savedSchema = z.object({ data: editorSmartBarSchema });
export type SaveSmartBarFollowsTheApi = AcceptsApi<
  z.input<typeof savedSchema>,
  ApiResponse<typeof editorSmartBarPath, 'put'>
>;

export interface SmartBarChange {
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
export async function saveSmartBar(client: ApiClient, change: SmartBarChange): Promise<EditorSmartBar> {
  const body = {
    text: change.text,
    link: change.link,
    ...(change.updatedAt === undefined ? {} : { updated_at: change.updatedAt }),
  };
  return (await client.request(editorSmartBarPath, savedSchema, { method: 'PUT', body })).data;
}
