import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, useSession, useTenant, type ApiClient } from '@tribune/shared';

const groupResultSchema = z.object({
  title: z.string(),
  impressions: z.number(),
  clicks: z.number(),
  ctr: z.number(),
});

/** One test of the editors' readout (the API's HeadlineTest). */
export const headlineTestSchema = z.object({
  article_id: z.number(),
  url: z.string(),
  published_at: z.string(),
  a: groupResultSchema,
  b: groupResultSchema,
  difference: z.nullable(z.object({ estimate: z.number(), ci_low: z.number(), ci_high: z.number() })),
  significant: z.boolean(),
  status: z.enum(['collecting', 'significant', 'no-difference-likely']),
  winner: z.nullable(z.enum(['a', 'b'])),
  sample_needed_per_group: z.nullable(z.number()),
  more_impressions_needed: z.number(),
});
export type HeadlineTest = z.infer<typeof headlineTestSchema>;

const readoutSchema = z.object({
  data: z.array(headlineTestSchema),
  rules: z.object({
    confidence: z.number(),
    power: z.number(),
    min_impressions: z.number(),
    minimum_relevant_difference: z.number(),
  }),
});
type HeadlineTestsReadout = z.infer<typeof readoutSchema>;

/** GET /api/v2/editor/headline-tests (AB-01, editors): every running test with its statistics. */
async function listHeadlineTests(client: ApiClient): Promise<HeadlineTestsReadout> {
  return client.request('/api/v2/editor/headline-tests', readoutSchema);
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
