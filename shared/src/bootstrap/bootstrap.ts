import * as v from 'valibot';

/** Remote container names. They must be valid JavaScript identifiers (Module Federation container names). */
export const remoteNames = ['mf_account', 'mf_matchcenter', 'mf_football_pool', 'mf_community', 'mf_content'] as const;
export type RemoteName = (typeof remoteNames)[number];

export const languages = ['en', 'nl'] as const;
export type Language = (typeof languages)[number];

const tenantSchema = v.object({
  id: v.string(),
  folder: v.string(),
  language: v.picklist(languages),
  name: v.string(),
  theme: v.object({ logoUrl: v.string(), primaryColor: v.string(), accentColor: v.string() }),
});

const remoteSchema = v.object({ name: v.picklist(remoteNames), version: v.string(), entry: v.string() });

/** What the API writes into every page (docs/contracts.md "The page bootstrap"). */
export const bootstrapSchema = v.object({
  tenant: tenantSchema,
  /** The tenant's public origin: canonical URLs and sharing tags start with it. */
  origin: v.string(),
  remotes: v.array(remoteSchema),
  api: v.object({ main: v.string(), karma: v.string(), soccer: v.string() }),
  realtime: v.object({
    key: v.string(),
    host: v.string(),
    port: v.number(),
    tls: v.boolean(),
    authEndpoint: v.string(),
  }),
  environment: v.picklist(['development', 'production']),
  /**
   * PLT-04: the tenant's template files, rendered and sanitised by the API (decision 0043). Optional, so
   * a remote released before them still reads the bootstrap of an API that has them, and back.
   */
  templates: v.optional(v.object({ footer: v.optional(v.string()), commentRules: v.optional(v.string()) })),
});

export type Bootstrap = v.InferOutput<typeof bootstrapSchema>;
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
  const result = v.safeParse(bootstrapSchema, value);
  if (!result.success) throw new Error(`The Tribune bootstrap is malformed: ${v.summarize(result.issues)}`);
  return result.output;
}

/** Fetches the bootstrap from a running API: how a remote gets one when it runs standalone. */
export async function fetchBootstrap(apiOrigin: string): Promise<Bootstrap> {
  const response = await fetch(`${apiOrigin}/api/front/v1/bootstrap`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Could not load the bootstrap from ${apiOrigin} (${response.status})`);
  return parseBootstrap(await response.json());
}
