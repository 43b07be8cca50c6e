import type { Language } from '../bootstrap/bootstrap';
import { ApiError } from './api-error';
import type { ApiPathPattern, SuccessBodyOf } from './contract';

/** Which service a path belongs to; the bootstrap gives each its own base URL (DESIGN.md "The API"). */
type ApiService = 'main' | 'karma' | 'soccer';

interface ApiClientOptions {
  baseUrls: Record<ApiService, string>;
  tenantId: string;
  language: Language;
  visitorId: string;
  getToken: () => string | null;
  /** PLT-12: called when a call that carried a token answers 401. */
  onUnauthorized: () => void;
  fetch?: typeof fetch;
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  service?: ApiService;
  query?: Record<string, QueryValue>;
  /** A plain value is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * The request outlives the page (fetch's `keepalive`): a report sent as the fan follows a link
   * (AB-01's click), with every header of PLT-02 all the same, which a beacon cannot carry.
   */
  keepalive?: boolean;
  /**
   * Whether a 401 on this call logs the user out (PLT-12). Calls that decide themselves what a 401
   * means (logout, ACC-06; the profile page, ACC-16) turn it off.
   */
  logoutOnUnauthorized?: boolean;
}

type HttpMethod = NonNullable<RequestOptions['method']>;

/**
 * What a request resolves to: the JSON body the contract says the API sends for the address and method
 * on success. An address and method with no JSON answer is a type error at the call: use `send`.
 */
type AnswerOf<Address extends string, Method extends HttpMethod> = [SuccessBodyOf<Address, Method>] extends [never]
  ? { 'the API sends no JSON answer for this address and method: use send()': never }
  : SuccessBodyOf<Address, Method>;

export interface ApiClient {
  /**
   * Sends a request and resolves to its answer, typed by the API contract: the address is one of the
   * API's paths (`/api/v2/article/${id}` for `/api/v2/article/{id}`), a type error otherwise, and the
   * answer is what the contract says that path and method send (decision 0058: the generated contract,
   * checked in CI against the API's own route schemas, replaces a second validation in the browser).
   */
  request<Address extends ApiPathPattern, Method extends HttpMethod = 'GET'>(
    path: Address,
    options?: RequestOptions & { method?: Method },
  ): Promise<AnswerOf<Address, Method>>;
  /** For calls whose answer is not needed (fire-and-forget reports, logout). */
  send(path: string, options?: RequestOptions): Promise<void>;
  url(path: string, options?: Pick<RequestOptions, 'service' | 'query'>): string;
}

/**
 * The API client every feature uses. It adds the headers of PLT-02 to every request, types each answer
 * by the API contract (decision 0058) and turns failures into ApiError.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));

  function url(path: string, { service = 'main', query }: Pick<RequestOptions, 'service' | 'query'> = {}): string {
    const configured: unknown = options.baseUrls[service];
    // Spec 001 §8: a service without a usable base URL is 'Invalid api url'. Empty means the page's own
    // origin (the API serves the site); anything else must be an absolute http(s) URL.
    if (typeof configured !== 'string' || (configured !== '' && !/^https?:\/\/[^/]/i.test(configured))) {
      throw new Error('Invalid api url');
    }
    const base = configured.replace(/\/$/, '');
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value === undefined || value === null) continue;
      if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
      else search.append(key, String(value));
    }
    const queryString = search.toString();
    return `${base}${path}${queryString ? `?${queryString}` : ''}`;
  }

  async function perform(path: string, requestOptions: RequestOptions): Promise<unknown> {
    const token = options.getToken();
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-Tenant-Id': options.tenantId,
      // PLT-02 names two visitor headers; the API reads either.
      'X-Visitor-Id': options.visitorId,
      'X-Unique-Visitor-Id': options.visitorId,
      'Accept-Language': options.language,
      ...requestOptions.headers,
    };
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (requestOptions.body instanceof FormData) body = requestOptions.body;
    else if (requestOptions.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(requestOptions.body);
    }
    const response = await doFetch(url(path, requestOptions), {
      method: requestOptions.method ?? 'GET',
      headers,
      body,
      signal: requestOptions.signal,
      ...(requestOptions.keepalive ? { keepalive: true } : {}),
    });
    const payload = await readJson(response);
    if (!response.ok) {
      if (response.status === 401 && token && requestOptions.logoutOnUnauthorized !== false) {
        options.onUnauthorized();
      }
      throw new ApiError(response.status, payload, response.statusText || `Request failed (${response.status})`);
    }
    return payload;
  }

  return {
    url,
    async request(path, requestOptions = {}) {
      // The contract is the type: the API serialises every answer through its route's response schema
      // (a name the schema lacks is dropped) and CI checks the contract is current (decision 0058).
      return (await perform(path, requestOptions)) as never;
    },
    async send(path, requestOptions = {}) {
      await perform(path, requestOptions);
    },
  };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
