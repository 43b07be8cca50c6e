import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { devAdminToken } from '../src/config';
import { buildTestApp } from './helper';

/**
 * Issue 9's guard for every route, now and later: reads the OpenAPI document the app generates and
 * sends each operation a battery of malformed requests, then random ones built from its schema by
 * fast-check (seeded, so a failure reproduces: FUZZ_SEED, FUZZ_RUNS). No answer may be a 5xx, and
 * every 4xx must be the one error shape. A route added later appears in the document, so it is fuzzed
 * without anyone touching this file.
 */

const seed = Number(process.env['FUZZ_SEED'] ?? 20_261_123);
const randomRunsPerOperation = Number(process.env['FUZZ_RUNS'] ?? 30);

// ---------------------------------------------------------------------------------------------------
// The OpenAPI document, read as far as the fuzzer needs it.

const jsonSchema: z.ZodType<JsonSchema> = z.lazy(() =>
  z
    .object({
      $ref: z.string().optional(),
      type: z.union([z.string(), z.array(z.string())]).optional(),
      format: z.string().optional(),
      enum: z.array(z.unknown()).optional(),
      minLength: z.number().optional(),
      properties: z.record(z.string(), jsonSchema).optional(),
      items: jsonSchema.optional(),
      anyOf: z.array(jsonSchema).optional(),
      oneOf: z.array(jsonSchema).optional(),
    })
    .loose(),
);

interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  minLength?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

const openApiDocument = z.object({
  paths: z.record(
    z.string(),
    z.record(
      z.string(),
      z
        .object({
          parameters: z.array(z.object({ in: z.string(), name: z.string() }).loose()).optional(),
          requestBody: z
            .object({ content: z.record(z.string(), z.object({ schema: jsonSchema.optional() }).loose()) })
            .loose()
            .optional(),
          security: z.array(z.record(z.string(), z.unknown())).optional(),
        })
        .loose(),
    ),
  ),
  components: z
    .object({ schemas: z.record(z.string(), jsonSchema).optional() })
    .loose()
    .optional(),
});

type OpenApiDocument = z.infer<typeof openApiDocument>;

interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI form: /api/v2/article/{id} */
  path: string;
  pathParams: string[];
  queryParams: string[];
  /** The JSON body's properties, when the operation declares a body. */
  bodyProperties: Record<string, JsonSchema>;
  auth: 'user' | 'admin' | 'none';
}

const methods = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

function isMethod(value: string): value is Operation['method'] {
  return methods.has(value);
}

function resolve(document: OpenApiDocument, schema: JsonSchema | undefined): JsonSchema | undefined {
  const name = schema?.$ref?.split('/').pop();
  return name === undefined ? schema : document.components?.schemas?.[name];
}

function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [methodName, operation] of Object.entries(item)) {
      const method = methodName.toUpperCase();
      if (!isMethod(method)) continue;
      const parameters = operation.parameters ?? [];
      const security = operation.security?.flatMap((requirement) => Object.keys(requirement)) ?? [];
      const body = resolve(document, operation.requestBody?.content['application/json']?.schema);
      operations.push({
        method,
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        bodyProperties: body?.properties ?? {},
        auth: security.includes('adminToken') ? 'admin' : security.includes('bearerAuth') ? 'user' : 'none',
      });
    }
  }
  return operations;
}

// ---------------------------------------------------------------------------------------------------
// What a malformed request is made of.

/** A path segment either as text (percent-encoded when sent) or as raw bytes of the URL as they are. */
type Segment = { text: string } | { raw: string };

interface FuzzRequest {
  segments: Record<string, Segment>;
  query: Array<[string, Segment]>;
  body?: { contentType?: string; payload: string };
  auth: 'none' | 'valid' | 'garbage';
  tenant: 'tribune' | 'tribune-nl' | 'unknown' | 'host-only';
}

const hundredKilobytes = 'x'.repeat(100 * 1024);

/** Strings an attacker tries first, for any field, segment or parameter. */
const hostileStrings = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udc00y',
  '-1',
  '0',
  '99999999999999999999999999',
  '9007199254740993',
  '-2147483649',
  '1e309',
  '-1e309',
  'NaN',
  'Infinity',
  '0x1F',
  '1.5',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '../../../../etc/passwd',
  '..\\..\\windows',
  "1' OR '1'='1",
  '1; DROP TABLE users; --',
  '%00',
  '%',
  '<script>alert(1)</script>',
  '${jndi:ldap://x}',
  '__proto__',
  'constructor',
  'é😀\u202e',
  hundredKilobytes,
];

/** Raw, already-encoded path or query text that is not valid UTF-8 or not valid percent-encoding. */
const rawSegments = ['%ED%A0%80', '%C0%AF', '%FF', '%', '%zz', '..%2F..%2Fetc', '%2e%2e', '%00'];

/** JSON values of the wrong kind for any field. */
const hostileValues: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  Number.MAX_SAFE_INTEGER + 2,
  -1e308,
  1e308,
  {},
  { nested: { deeper: ['x'] } },
  [],
  ['a', 'b'],
  [null],
  ...hostileStrings,
];

/** Bodies that are not what their content type says, or not what any route takes. */
const rawBodies: Array<{ contentType?: string; payload: string }> = [
  { contentType: 'application/json', payload: '{' },
  { contentType: 'application/json', payload: '{"a":' },
  { contentType: 'application/json', payload: '[1,2' },
  { contentType: 'application/json', payload: '' },
  { contentType: 'application/json', payload: 'null' },
  { contentType: 'application/json', payload: '"a string"' },
  { contentType: 'application/json', payload: '123' },
  { contentType: 'application/json', payload: '[]' },
  { contentType: 'application/json', payload: '{"a":1e309,"b":-1e309}' },
  { contentType: 'application/json', payload: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{}}}' },
  { contentType: 'application/json', payload: `${'['.repeat(10_000)}${']'.repeat(10_000)}` },
  { contentType: 'application/json', payload: '{"a":"\\u0000"}' },
  { contentType: 'application/json', payload: '{"a":"\\ud800"}' },
  { contentType: 'application/json', payload: '\u00ff\u00fe{}' },
  { contentType: 'application/json; charset=utf-16', payload: '{}' },
  { contentType: 'multipart/form-data; boundary=zzz', payload: '--zzz\r\nbroken' },
  { contentType: 'multipart/form-data', payload: 'x' },
  {
    contentType: 'multipart/form-data; boundary=zzz',
    payload: '--zzz\r\nContent-Disposition: form-data; name="a"\r\n\r\nv\u0000\r\n--zzz--\r\n',
  },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a=%ZZ&b=%00&a=1&a=2&__proto__=x' },
  { contentType: 'application/x-www-form-urlencoded', payload: hundredKilobytes },
  { contentType: 'text/plain', payload: 'hello' },
  { contentType: 'application/xml', payload: '<a/>' },
  { contentType: 'image/png', payload: '\u0089PNG' },
  { contentType: 'garbage', payload: '{}' },
  { payload: '{"no":"content type"}' },
];

/** A value the schema would accept, as a starting point for mutations of the other fields. */
function plausible(document: OpenApiDocument, schemaOrRef: JsonSchema | undefined, name: string): unknown {
  const schema = resolve(document, schemaOrRef);
  if (schema === undefined) return 'x';
  if (schema.enum !== undefined && schema.enum.length > 0) return schema.enum[0];
  const alternative = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (alternative !== undefined) return plausible(document, alternative, name);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [plausible(document, schema.items, name)];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, child]) => [key, plausible(document, child, key)]),
      );
    default:
      if (schema.format === 'email' || name.includes('email')) return 'fuzz@example.com';
      return 'x'.repeat(Math.max(8, schema.minLength ?? 0));
  }
}

const segmentArbitrary: fc.Arbitrary<Segment> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...hostileStrings).map((text) => ({ text })) },
  { weight: 1, arbitrary: fc.constantFrom(...rawSegments).map((raw) => ({ raw })) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }).map((text) => ({ text })) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double()).map((value) => ({ text: String(value) })) },
);

const valueArbitrary: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...hostileValues) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean()) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

function requestArbitrary(document: OpenApiDocument, operation: Operation): fc.Arbitrary<FuzzRequest> {
  const segments = fc.record(
    Object.fromEntries(operation.pathParams.map((name) => [name, segmentArbitrary] as const)),
  ) as fc.Arbitrary<Record<string, Segment>>;
  const knownNames = operation.queryParams.length > 0 ? operation.queryParams : ['page'];
  const query = fc.array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...knownNames, 'tenant_id', 'unknown_param'), fc.string({ maxLength: 12 })),
      segmentArbitrary,
    ),
    // Repeated names happen naturally: the same known name drawn twice.
    { maxLength: 6 },
  );
  const properties = Object.entries(operation.bodyProperties);
  const fieldChoices = properties.map(([name, schema]) =>
    fc
      .oneof(
        { weight: 2, arbitrary: fc.constant<unknown>(plausible(document, schema, name)) },
        { weight: 3, arbitrary: valueArbitrary },
        { weight: 1, arbitrary: fc.constant<unknown>(undefined) },
      )
      .map((value) => [name, value] as const),
  );
  const jsonBody = fc
    .tuple(fc.tuple(...fieldChoices), fc.dictionary(fc.string({ maxLength: 10 }), valueArbitrary, { maxKeys: 3 }))
    .map(([fields, extra]) => {
      const object: Record<string, unknown> = { ...extra };
      for (const [name, value] of fields) if (value !== undefined) object[name] = value;
      return { contentType: 'application/json', payload: JSON.stringify(object) };
    });
  const body = fc.oneof({ weight: 4, arbitrary: jsonBody }, { weight: 1, arbitrary: fc.constantFrom(...rawBodies) });
  return fc.record({
    segments,
    query,
    body: operation.method === 'GET' ? fc.constant(undefined) : body,
    auth: fc.constantFrom<FuzzRequest['auth']>('valid', 'valid', 'none', 'garbage'),
    tenant: fc.constantFrom<FuzzRequest['tenant']>('tribune', 'tribune', 'tribune-nl', 'unknown', 'host-only'),
  });
}

/** The fixed battery each operation gets before the random runs: every kind of fault at least once. */
function battery(document: OpenApiDocument, operation: Operation): FuzzRequest[] {
  const base: FuzzRequest = {
    segments: Object.fromEntries(operation.pathParams.map((name) => [name, { text: '1' }])),
    query: [],
    auth: 'valid',
    tenant: 'tribune',
  };
  const plausibleBody = Object.fromEntries(
    Object.entries(operation.bodyProperties).map(([name, schema]) => [name, plausible(document, schema, name)]),
  );
  const requests: FuzzRequest[] = [{ ...base }, { ...base, auth: 'none' }, { ...base, auth: 'garbage' }];
  for (const name of operation.pathParams) {
    for (const text of hostileStrings) requests.push({ ...base, segments: { ...base.segments, [name]: { text } } });
    for (const raw of rawSegments) requests.push({ ...base, segments: { ...base.segments, [name]: { raw } } });
  }
  for (const name of [...operation.queryParams, 'unknown_param']) {
    for (const text of hostileStrings) requests.push({ ...base, query: [[name, { text }]] });
    requests.push({ ...base, query: [[name, { raw: '%ED%A0%80' }]] });
    requests.push({
      ...base,
      query: [
        [name, { text: '1' }],
        [name, { text: '2' }],
      ],
    });
  }
  if (operation.method !== 'GET') {
    for (const body of rawBodies) requests.push({ ...base, body });
    for (const [name] of Object.entries(operation.bodyProperties)) {
      for (const value of hostileValues) {
        requests.push({
          ...base,
          body: { contentType: 'application/json', payload: JSON.stringify({ ...plausibleBody, [name]: value }) },
        });
      }
      // Missing: every other field as the schema wants it, this one left out.
      const { [name]: _missing, ...rest } = plausibleBody;
      requests.push({ ...base, body: { contentType: 'application/json', payload: JSON.stringify(rest) } });
      requests.push({
        ...base,
        body: { contentType: 'application/json', payload: `{"${name}":1e309}` },
      });
    }
  }
  return requests;
}

// ---------------------------------------------------------------------------------------------------
// Sending and judging.

/** Percent-encodes text; a lone surrogate (which encodeURIComponent refuses) goes as its WTF-8 bytes. */
function encode(segment: Segment): string {
  if ('raw' in segment) return segment.raw;
  try {
    return encodeURIComponent(segment.text);
  } catch {
    return [...segment.text]
      .map((char) => {
        const code = char.charCodeAt(0);
        if (code < 0xd800 || code > 0xdfff) return encodeURIComponent(char);
        return `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`;
      })
      .join('');
  }
}

const errorShape = z
  .object({
    data: z.null(),
    metaData: z
      .object({ message: z.string().min(1).max(2000), errors: z.record(z.string(), z.array(z.string())).optional() })
      .strict(),
  })
  .strict();

interface Credentials {
  issueUserToken(): Promise<string>;
}

async function send(
  app: FastifyInstance,
  credentials: Credentials,
  operation: Operation,
  request: FuzzRequest,
): Promise<{ options: InjectOptions; response: LightMyRequestResponse }> {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encode(request.segments[name] ?? { text: '1' }),
  );
  const query = request.query.map(([name, value]) => `${encode({ text: name })}=${encode(value)}`).join('&');
  const headers: Record<string, string> = { accept: 'application/json' };
  if (request.tenant === 'tribune' || request.tenant === 'tribune-nl') headers['x-tenant-id'] = request.tenant;
  if (request.tenant === 'unknown') headers['x-tenant-id'] = 'no-such-tenant';
  headers['host'] = request.tenant === 'tribune-nl' ? 'nl.localhost:8080' : 'localhost:8080';
  if (request.auth === 'garbage') headers['authorization'] = 'Bearer \u00ff-not-a-token';
  if (request.auth === 'valid') {
    headers['authorization'] =
      operation.auth === 'admin' ? `Bearer ${devAdminToken}` : `Bearer ${await credentials.issueUserToken()}`;
  }
  if (request.body?.contentType !== undefined) headers['content-type'] = request.body.contentType;
  const options: InjectOptions = {
    method: operation.method,
    url: query === '' ? path : `${path}?${query}`,
    headers,
    ...(request.body === undefined ? {} : { payload: request.body.payload }),
  };
  return { options, response: await app.inject(options) };
}

function describeExchange(options: InjectOptions, response: LightMyRequestResponse): string {
  const payload = typeof options.payload === 'string' ? options.payload.slice(0, 300) : '';
  return `${String(options.method)} ${String(options.url).slice(0, 300)} ${JSON.stringify(options.headers)} ${payload} → ${response.statusCode} ${response.body.slice(0, 500)}`;
}

/** Throws (so fast-check shrinks and reports) unless the answer is below 500 and every 4xx is the error shape. */
function judge(options: InjectOptions, response: LightMyRequestResponse): void {
  if (response.statusCode >= 500) throw new Error(`5xx: ${describeExchange(options, response)}`);
  if (response.statusCode < 400) return;
  let parsed: unknown;
  try {
    parsed = response.json();
  } catch {
    throw new Error(`4xx not JSON: ${describeExchange(options, response)}`);
  }
  const shape = errorShape.safeParse(parsed);
  if (!shape.success) throw new Error(`4xx not in the error shape: ${describeExchange(options, response)}`);
  if (/\n\s+at |node_modules|\.ts:\d+/.test(shape.data.metaData.message)) {
    throw new Error(`4xx leaks internals: ${describeExchange(options, response)}`);
  }
}

// ---------------------------------------------------------------------------------------------------

let app: FastifyInstance;
let document: OpenApiDocument;
let credentials: Credentials;
/** The embeds' providers (EMB-01) at the network edge: a post the fuzzer names is never there. */
let oembedProviders: Server;

beforeAll(async () => {
  oembedProviders = createServer((_request, response) => response.writeHead(404).end());
  await new Promise<void>((resolve) => oembedProviders.listen(0, '127.0.0.1', resolve));
  const providers = `http://127.0.0.1:${(oembedProviders.address() as AddressInfo).port}`;
  app = await buildTestApp({
    demo: true,
    env: { EMBED_TWITTER_OEMBED_URL: `${providers}/twitter`, EMBED_TIKTOK_OEMBED_URL: `${providers}/tiktok` },
  });
  document = openApiDocument.parse(app.swagger());
  const fan = await app.accounts.findByLogin('tribune', 'TikiTakaTom');
  if (fan === undefined) throw new Error('demo account missing');
  // A fresh token for every request: the fuzzer logs out, and may delete or change the account.
  credentials = { issueUserToken: () => app.accounts.issueToken(app.db, 'tribune', fan.id) };
}, 120_000);

afterAll(async () => {
  await app.close();
  await new Promise((resolve) => oembedProviders.close(resolve));
});

test('[HARD-fuzz] the OpenAPI document lists the API’s operations', () => {
  const operations = operationsOf(document);
  // A floor, not the count: the fuzzer must never silently find nothing to fuzz.
  expect(operations.length).toBeGreaterThanOrEqual(40);
  expect(operations.map((operation) => `${operation.method} ${operation.path}`)).toEqual(
    expect.arrayContaining([
      'POST /api/v2/login',
      'GET /api/v2/article/{id}',
      'PUT /api/admin/tenants/{tenantId}/remotes/{remoteName}',
    ]),
  );
});

// One test over all operations: Jest collects tests before beforeAll has built the app that lists them.
// Failures are gathered per operation, so one run reports every route that broke, not only the first.
test('[HARD-fuzz] every operation survives malformed input: no 5xx, every 4xx in the error shape', async () => {
  const failures: string[] = [];
  for (const operation of operationsOf(document)) {
    for (const request of battery(document, operation)) {
      const { options, response } = await send(app, credentials, operation, request);
      try {
        judge(options, response);
      } catch (error) {
        failures.push(error instanceof Error ? error.message : String(error));
      }
    }
    // fc.check rather than fc.assert: the report keeps the error's own message next to the seed and path.
    const details = await fc.check(
      fc.asyncProperty(requestArbitrary(document, operation), async (request) => {
        const { options, response } = await send(app, credentials, operation, request);
        judge(options, response);
      }),
      { seed, numRuns: randomRunsPerOperation, endOnFailure: true },
    );
    if (details.failed) {
      const reason =
        details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
      failures.push(`${reason} (FUZZ_SEED=${details.seed}, path ${details.counterexamplePath ?? '?'})`);
    }
  }
  expect(failures).toEqual([]);
}, 600_000);

/**
 * SEC-06: the operations that take multipart (their route opts in with `config.multipart`). Adding one
 * here is a decision: every other operation must refuse a multipart body before reading it.
 */
const multipartOperations = new Set([
  'POST /api/front/v1/contact',
  'POST /api/v1/predictions',
  'POST /api/v1/front/user/update',
  'PATCH /api/v1/front/user/update',
  'POST /api/v2/password/reset',
  // The newsroom's picture upload (issue 33): a file and its alt text.
  'POST /api/v2/editor/pictures',
]);

test('[SEC-06] multipart to every operation that does not take it is a 4xx in the error shape, never a 5xx', async () => {
  const boundary = 'sec06-fuzz';
  const payload = [
    `--${boundary}\r\nContent-Disposition: form-data; name="login"\r\n\r\nfan\r\n`,
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.bin"\r\nContent-Type: application/octet-stream\r\n\r\n${'x'.repeat(1024)}\r\n`,
    `--${boundary}--\r\n`,
  ].join('');
  const failures: string[] = [];
  const operations = operationsOf(document).filter((operation) => operation.method !== 'GET');
  expect(operations.length).toBeGreaterThan(20);
  for (const operation of operations) {
    if (multipartOperations.has(`${operation.method} ${operation.path}`)) continue;
    for (const auth of ['valid', 'none'] as const) {
      const { options, response } = await send(app, credentials, operation, {
        segments: Object.fromEntries(operation.pathParams.map((name) => [name, { text: '1' }])),
        query: [],
        body: { contentType: `multipart/form-data; boundary=${boundary}`, payload },
        auth,
        tenant: 'tribune',
      });
      try {
        judge(options, response);
        if (response.statusCode < 400) throw new Error(`multipart accepted: ${describeExchange(options, response)}`);
      } catch (error) {
        failures.push(error instanceof Error ? error.message : String(error));
      }
    }
  }
  expect(failures).toEqual([]);
}, 300_000);
