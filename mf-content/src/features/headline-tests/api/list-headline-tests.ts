import useSWR from 'swr';
import {
  useApiClient,
  useSession,
  useTenant,
  type ApiClient,
  type ApiResponse,
  type ApiSchemas,
} from '@tribune/shared';

/** One test of the editors' readout (the API's HeadlineTest), typed by the contract (decision 0058). */
export type HeadlineTest = ApiSchemas['HeadlineTest'];

/** The running tests and the rules their statistics follow. */
type HeadlineTestsReadout = ApiResponse<'/api/v2/editor/headline-tests', 'get'>;

/** GET /api/v2/editor/headline-tests (AB-01, editors): every running test with its statistics. */
async function listHeadlineTests(client: ApiClient): Promise<HeadlineTestsReadout> {
  return client.request('/api/v2/editor/headline-tests');
}

export function headlineTestsKey(tenantId: string, userId: number) {
  return ['mf_content/headline-tests', tenantId, userId] as const;
}

/** The readout for the logged-in editor; nothing is asked for anyone else. */
export function useListHeadlineTests(enabled: boolean) {
  const client = useApiClient();
  const { id: tenantId } = useTenant();
  const { user } = useSession();
  return useSWR<HeadlineTestsReadout, unknown>(
    enabled && user !== null ? headlineTestsKey(tenantId, user.id) : null,
    () => listHeadlineTests(client),
  );
}
