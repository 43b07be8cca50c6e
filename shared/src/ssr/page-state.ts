import { z } from 'zod/mini';
import { remoteNames } from '../bootstrap/bootstrap';

/** An API answer the server rendered with as SWR's error: enough to build the same `ApiError` again. */
export const pageErrorSchema = z.object({ status: z.number(), message: z.string(), body: z.unknown() });

export type PageError = z.infer<typeof pageErrorSchema>;

/**
 * What the server hands the browser with a server-rendered page (docs/decisions/0010): the data it
 * rendered with, keyed as SWR keys them, so hydration repeats nothing; the moment it rendered, so
 * clocks and countdowns hydrate to the same text; the remotes it left to the browser.
 */
export const serverPageStateSchema = z.object({
  renderedAt: z.number(),
  /** SWR keys (unstable_serialize) → the data the server rendered with. */
  data: z.record(z.string(), z.unknown()),
  /**
   * SWR keys → the API's answer when it was "not found" (404) or "gone" (410): a page's normal result,
   * not a failure, handed to the component as SWR's error so its not-found page renders on the server
   * and hydrates without asking again (issue 30). Absent on pages rendered before it existed.
   */
  errors: z.optional(z.record(z.string(), pageErrorSchema)),
  /** Remotes whose areas the server did not render (error, over budget, not on this server). */
  deferred: z.array(z.enum(remoteNames)),
  /**
   * The remote areas the server rendered, with the boundaries around each (ssr/page-areas.ts): the page
   * is interactive when all have hydrated or sit inside a part that failed.
   */
  areas: z.array(z.object({ id: z.string(), within: z.array(z.string()) })),
});

export type ServerPageState = z.infer<typeof serverPageStateSchema>;

const serverPageStateElementId = 'tribune-page-state';

/** The state of a server-rendered page, or null when the page was not rendered on the server. */
export function readServerPageState(doc: Document = document): ServerPageState | null {
  const element = doc.getElementById(serverPageStateElementId);
  if (!element?.textContent) return null;
  try {
    const parsed = serverPageStateSchema.safeParse(JSON.parse(element.textContent));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
