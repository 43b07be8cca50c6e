import type { AcceptsApi, ApiClient, ApiMethod } from '@tribune/shared';
import { editorSmartBarPath } from './get-editor-smart-bar';

/** The call exists in the API's contract (its answer, a 204, has no body). */
export type DeleteSmartBarIsInTheApi = AcceptsApi<ApiMethod<typeof editorSmartBarPath>, 'delete'>;

/** DELETE /api/v2/editor/smart-bar (SB-01, editors): the site shows no bar until an editor sets one. */
export async function deleteSmartBar(client: ApiClient): Promise<void> {
  await client.send(editorSmartBarPath, { method: 'DELETE' });
}
