import { z } from 'zod/mini';

/** Remote container names. They must be valid JavaScript identifiers (Module Federation container names). */
export const remoteNames = ['mf_account', 'mf_matchcenter', 'mf_football_pool', 'mf_community', 'mf_content'] as const;
export type RemoteName = (typeof remoteNames)[number];

export const languages = ['en', 'nl'] as const;
export type Language = (typeof languages)[number];

const tenantSchema = z.object({
  id: z.string(),
  folder: z.string(),
  language: z.enum(languages),
  name: z.string(),
  theme: z.object({ logoUrl: z.string(), primaryColor: z.string(), accentColor: z.string() }),
});

const remoteSchema = z.object({ name: z.enum(remoteNames), version: z.string(), entry: z.string() });

/** What the API writes into every page (docs/contracts.md "The page bootstrap"). */
export const bootstrapSchema = z.object({
  tenant: tenantSchema,
  /** The tenant's public origin: canonical URLs and sharing tags start with it. */
  origin: z.string(),
  remotes: z.array(remoteSchema),
  api: z.object({ main: z.string(), karma: z.string(), soccer: z.string() }),
  realtime: z.object({
    key: z.string(),
    host: z.string(),
    port: z.number(),
    tls: z.boolean(),
    authEndpoint: z.string(),
  }),
  environment: z.enum(['development', 'production']),
  /**
   * PLT-04: the tenant's template files, rendered and sanitised by the API (decision 0043). Optional, so
   * a remote released before them still reads the bootstrap of an API that has them, and back.
   */
  templates: z.optional(z.object({ footer: z.optional(z.string()), commentRules: z.optional(z.string()) })),
});

export type Bootstrap = z.infer<typeof bootstrapSchema>;
export type Tenant = Bootstrap['tenant'];
export type RemoteEntry = Bootstrap['remotes'][number];

const bootstrapElementId = 'tribune-bootstrap';

/**
 * Reads and validates the bootstrap the API inlined into the page. Throws with a clear message when it
 * is missing or malformed, because nothing on the page can work without it.
 */
export function readBootstrap(doc: Document = document): Bootstrap {
  const element = doc.getElementById(bootstrapElementId);
  if (!element?.textContent)
    throw new Error('The page has no Tribune bootstrap; it must be served by the Tribune API.');
  return parseBootstrap(JSON.parse(element.textContent));
}

function parseBootstrap(value: unknown): Bootstrap {
  const result = bootstrapSchema.safeParse(value);
  if (!result.success) throw new Error(`The Tribune bootstrap is malformed: ${z.prettifyError(result.error)}`);
  return result.data;
}

/** Fetches the bootstrap from a running API: how a remote gets one when it runs standalone. */
export async function fetchBootstrap(apiOrigin: string): Promise<Bootstrap> {
  const response = await fetch(`${apiOrigin}/api/front/v1/bootstrap`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Could not load the bootstrap from ${apiOrigin} (${response.status})`);
  return parseBootstrap(await response.json());
}
