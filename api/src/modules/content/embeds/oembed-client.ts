import { z } from 'zod';

/** An oEmbed answer larger than this is not a post's card: it is refused, never read whole. */
const maxAnswerBytes = 512 * 1024;

/** The fields of an oEmbed answer we use (oEmbed 1.0 §2.3.4, as Twitter and TikTok send them). */
const oembedAnswer = z.object({
  html: z.string().max(maxAnswerBytes),
  author_name: z.string().max(500).optional(),
  author_url: z.string().max(2000).optional(),
  title: z.string().max(5000).optional(),
  width: z.union([z.number(), z.string()]).nullable().optional(),
  height: z.union([z.number(), z.string()]).nullable().optional(),
});

export type OembedAnswer = z.infer<typeof oembedAnswer>;

type OembedOutcome =
  | { result: 'found'; answer: OembedAnswer }
  /** The provider knows no such post (or no longer shows it: removed, private, suspended). */
  | { result: 'not-found' }
  /** The provider could not be asked or answered something unusable: logged, never cached. */
  | { result: 'failed'; reason: string };

/** The status codes by which a provider says the post is not there for us to show. */
const goneStatuses = new Set([403, 404, 410]);

/**
 * Asks one oEmbed endpoint (`endpoint` with `query`), bounded by `timeoutMs` from the request until the
 * last byte of the answer. Never throws: every failure is an outcome, so the route decides what the
 * reader sees (a 404, or a 502 in the error shape).
 */
export async function requestOembed(
  endpoint: string,
  query: Record<string, string>,
  timeoutMs: number,
): Promise<OembedOutcome> {
  const url = new URL(endpoint);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: 'application/json' }, signal });
  } catch (error) {
    return { result: 'failed', reason: signal.aborted ? 'no answer in time' : `unreachable (${nameOf(error)})` };
  }
  if (goneStatuses.has(response.status)) {
    await response.body?.cancel().catch(() => undefined);
    return { result: 'not-found' };
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    return { result: 'failed', reason: `HTTP ${response.status}` };
  }
  let text: string;
  try {
    text = await readLimited(response, maxAnswerBytes);
  } catch (error) {
    return { result: 'failed', reason: signal.aborted ? 'no answer in time' : `unreadable (${nameOf(error)})` };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { result: 'failed', reason: 'the answer is not JSON' };
  }
  const parsed = oembedAnswer.safeParse(json);
  if (!parsed.success) return { result: 'failed', reason: 'the answer is not an oEmbed answer with html' };
  return { result: 'found', answer: parsed.data };
}

class AnswerTooLarge extends Error {
  override name = 'AnswerTooLarge';
}

/** The body as text, stopped (and the connection released) once it passes `limit` bytes. */
async function readLimited(response: Response, limit: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) {
    await response.body?.cancel().catch(() => undefined);
    throw new AnswerTooLarge();
  }
  if (response.body === null) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new AnswerTooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function nameOf(error: unknown): string {
  const name: unknown = typeof error === 'object' && error !== null ? Reflect.get(error, 'name') : undefined;
  return typeof name === 'string' ? name : 'error';
}
