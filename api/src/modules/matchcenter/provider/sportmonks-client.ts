import { z } from 'zod';
import { ProviderError } from './football-data-provider';
import { pageEnvelope, rateLimitSchema, singleEnvelope } from './sportmonks-schemas';

export interface SportmonksClientOptions {
  /** `https://api.sportmonks.com/v3/football` (no trailing slash needed). */
  baseUrl: string;
  token: string;
  /** Per request, including reading the body. */
  timeoutMs: number;
  /** How many times a 429 (or 503) is retried before the call fails. */
  maxRetries?: number;
  /** First back-off; doubled on each retry. */
  backoffMs?: number;
  /**
   * Longest wait for one retry. When the answer says the limit resets later than this (SportMonks
   * limits are per entity per hour), the call fails at once and the sync tries again next interval.
   */
  maxBackoffMs?: number;
  /** Pages read at most per list (50 a page: 5,000 items), so a looping `has_more` cannot spin. */
  maxPages?: number;
}

type Query = Record<string, string | number>;

const PER_PAGE = 50;
const RETRIED_STATUSES = new Set([429, 503]);

/**
 * HTTP client of SportMonks Football API v3: the token in the `Authorization` header (the docs' header
 * option, so it never lands in a URL or a log line), every answer validated with zod, pages followed,
 * 429 and 503 retried with exponential back-off a bounded number of times, every request bounded by a
 * timeout and the caller's AbortSignal.
 */
export function createSportmonksClient(options: SportmonksClientOptions) {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const maxRetries = options.maxRetries ?? 3;
  const backoffMs = options.backoffMs ?? 1000;
  const maxBackoffMs = options.maxBackoffMs ?? 30_000;
  const maxPages = options.maxPages ?? 100;

  async function request(path: string, query: Query, signal: AbortSignal | undefined): Promise<unknown> {
    const url = new URL(`${baseUrl}${path}`);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
    for (let attempt = 0; ; attempt++) {
      const response = await send(url, signal);
      if (response.ok) return readJson(response, signal, path);
      const body = await readBody(response, signal, path);
      if (RETRIED_STATUSES.has(response.status)) {
        const wait = retryWait(response, body, attempt);
        if (attempt < maxRetries && wait <= maxBackoffMs) {
          await sleep(wait, signal);
          continue;
        }
        throw new ProviderError(
          response.status === 429 ? 'rate-limited' : 'unavailable',
          `SportMonks ${path}: ${response.status} after ${attempt + 1} attempt(s)`,
        );
      }
      throw new ProviderError(kindOf(response.status), `SportMonks ${path}: ${response.status} ${messageOf(body)}`);
    }
  }

  async function send(url: URL, signal: AbortSignal | undefined): Promise<Response> {
    const timeout = AbortSignal.timeout(options.timeoutMs);
    try {
      return await fetch(url, {
        headers: { authorization: options.token, accept: 'application/json' },
        signal: signal === undefined ? timeout : AbortSignal.any([signal, timeout]),
      });
    } catch (error) {
      throw failure(error, url.pathname, signal, timeout);
    }
  }

  async function readBody(response: Response, signal: AbortSignal | undefined, path: string): Promise<string> {
    try {
      return await response.text();
    } catch (error) {
      throw failure(error, path, signal, undefined);
    }
  }

  async function readJson(response: Response, signal: AbortSignal | undefined, path: string): Promise<unknown> {
    const text = await readBody(response, signal, path);
    try {
      const value: unknown = JSON.parse(text);
      return value;
    } catch (error) {
      throw new ProviderError('malformed', `SportMonks ${path}: the answer is not JSON`, { cause: error });
    }
  }

  /** Retry-After (seconds) or the body's `rate_limit.resets_in_seconds`, else exponential back-off. */
  function retryWait(response: Response, body: string, attempt: number): number {
    const retryAfter = Number(response.headers.get('retry-after'));
    if (Number.isFinite(retryAfter) && retryAfter > 0) return retryAfter * 1000;
    const resets = resetsInSeconds(body);
    if (resets !== undefined && resets * 1000 > maxBackoffMs) return resets * 1000;
    return backoffMs * 2 ** attempt;
  }

  function parse<T extends z.ZodType>(schema: T, value: unknown, path: string): z.infer<T> {
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new ProviderError(
        'malformed',
        `SportMonks ${path}: unexpected answer (${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'})`,
        { cause: parsed.error },
      );
    }
    return parsed.data;
  }

  return {
    /** One entity (`{ data: {...} }`). */
    async get<T extends z.ZodType>(path: string, query: Query, schema: T, signal?: AbortSignal): Promise<z.infer<T>> {
      const envelope = parse(singleEnvelope(z.unknown()), await request(path, query, signal), path);
      return parse(schema, envelope.data, path);
    },

    /** Every page of a list (`{ data: [...], pagination: { has_more } }`), in order. */
    async getAll<T extends z.ZodType>(
      path: string,
      query: Query,
      item: T,
      signal?: AbortSignal,
    ): Promise<z.infer<T>[]> {
      const items: z.infer<T>[] = [];
      for (let page = 1; page <= maxPages; page++) {
        const answer = parse(
          pageEnvelope(z.unknown()),
          await request(path, { ...query, per_page: PER_PAGE, page }, signal),
          path,
        );
        items.push(...parse(z.array(item), answer.data, path));
        if (answer.pagination?.has_more !== true) return items;
      }
      throw new ProviderError('malformed', `SportMonks ${path}: more than ${maxPages} pages`);
    },
  };
}

function kindOf(status: number): 'unauthorized' | 'not-found' | 'unavailable' | 'malformed' {
  if (status === 401 || status === 403) return 'unauthorized';
  if (status === 404) return 'not-found';
  if (status >= 500) return 'unavailable';
  return 'malformed';
}

/** The `message` of an error answer, short; never the whole body (it could echo anything). */
function messageOf(body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === 'object' && parsed !== null) {
      const message: unknown = Reflect.get(parsed, 'message');
      if (typeof message === 'string') return message.slice(0, 200);
    }
  } catch {
    // not JSON: no message to show
  }
  return '';
}

function resetsInSeconds(body: string): number | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const rateLimit = rateLimitSchema.safeParse(Reflect.get(parsed, 'rate_limit'));
    return rateLimit.success ? rateLimit.data.resets_in_seconds : undefined;
  } catch {
    return undefined;
  }
}

function failure(
  error: unknown,
  path: string,
  signal: AbortSignal | undefined,
  timeout: AbortSignal | undefined,
): ProviderError {
  if (signal?.aborted === true)
    return new ProviderError('unavailable', `SportMonks ${path}: aborted`, { cause: error });
  // Told by our own timer, not by the error's class: a DOMException from another realm fails instanceof.
  const name: unknown = typeof error === 'object' && error !== null ? Reflect.get(error, 'name') : undefined;
  if (timeout?.aborted === true || name === 'TimeoutError') {
    return new ProviderError('timeout', `SportMonks ${path}: no answer in time`, { cause: error });
  }
  return new ProviderError('unavailable', `SportMonks ${path}: unreachable`, { cause: error });
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted === true) {
      reject(new ProviderError('unavailable', 'SportMonks: aborted'));
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(new ProviderError('unavailable', 'SportMonks: aborted'));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
