import * as v from 'valibot';
import { remoteNames } from '../bootstrap/bootstrap';

/** An API answer the server rendered with as SWR's error: enough to build the same `ApiError` again. */
const pageErrorSchema = v.object({ status: v.number(), message: v.string(), body: v.unknown() });

export type PageError = v.InferOutput<typeof pageErrorSchema>;

/**
 * What the server hands the browser with a server-rendered page (docs/decisions/0010): the data it
 * rendered with, keyed as SWR keys them, so hydration repeats nothing; the moment it rendered, so
 * clocks and countdowns hydrate to the same text; the remotes it left to the browser.
 */
const serverPageStateSchema = v.object({
  renderedAt: v.number(),
  /** SWR keys (unstable_serialize) → the data the server rendered with. */
  data: v.record(v.string(), v.unknown()),
  /**
   * SWR keys → the API's answer when it was "not found" (404) or "gone" (410): a page's normal result,
   * not a failure, handed to the component as SWR's error so its not-found page renders on the server
   * and hydrates without asking again (issue 30). Absent on pages rendered before it existed.
   */
  errors: v.optional(v.record(v.string(), pageErrorSchema)),
  /** Remotes whose areas the server did not render (error, over budget, not on this server). */
  deferred: v.array(v.picklist(remoteNames)),
  /**
   * The remote areas the server rendered, with the boundaries around each (ssr/page-areas.ts): the page
   * is interactive when all have hydrated or sit inside a part that failed.
   */
  areas: v.array(v.object({ id: v.string(), within: v.array(v.string()) })),
});

export type ServerPageState = v.InferOutput<typeof serverPageStateSchema>;

const serverPageStateElementId = 'tribune-page-state';

/** The state of a server-rendered page, or null when the page was not rendered on the server. */
export function readServerPageState(doc: Document = document): ServerPageState | null {
  const element = doc.getElementById(serverPageStateElementId);
  if (!element?.textContent) return null;
  try {
    const parsed = v.safeParse(serverPageStateSchema, JSON.parse(element.textContent));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}
