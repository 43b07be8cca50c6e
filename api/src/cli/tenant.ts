import { z } from 'zod';
import { devAdminToken } from '../config';
import { remoteNameSchema } from '../modules/tenants/remotes';

/**
 * `tenant list`, `tenant set-remote <tenant> <remote> <version> [--entry URL] [--disable]` and
 * `tenant set-settings <tenant> '<json>'`: the operator API from a terminal, against a running server
 * (API_URL, default http://127.0.0.1:8080; ADMIN_TOKEN, default the development token). It changes which
 * remote versions a tenant runs, and its settings, without a rebuild or restart.
 */

const usage = `Usage:
  tenant list
  tenant set-remote <tenant> <remote> <version> [--entry URL] [--disable]
  tenant set-settings <tenant> '<json>'   some settings keys (popup, contactEmail, recaptcha,
                                          oauthProviders, profileFields, adminCustomCode…); null removes one

  <remote> is one of: ${remoteNameSchema.options.join(', ')}

Environment:
  API_URL      the running API (default http://127.0.0.1:8080)
  ADMIN_TOKEN  the operator token (default: the development token)`;

const remoteView = z.object({ name: z.string(), version: z.string(), entry: z.string(), enabled: z.boolean() });
const tenantView = z.object({
  id: z.string(),
  name: z.string(),
  language: z.string(),
  hosts: z.array(z.string()),
  remotes: z.array(remoteView),
});
const errorShape = z.object({
  metaData: z.object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())).optional() }),
});

class CliError extends Error {}

interface Environment {
  apiUrl: string;
  adminToken: string;
}

async function call(
  env: Environment,
  method: 'GET' | 'PUT' | 'PATCH',
  path: string,
  payload?: unknown,
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(new URL(path, env.apiUrl), {
      method,
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${env.adminToken}`,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
  } catch (error) {
    throw new CliError(
      `Cannot reach the API at ${env.apiUrl} (${error instanceof Error ? error.message : String(error)}). Is it running?`,
    );
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = errorShape.safeParse(json);
    if (!parsed.success) throw new CliError(`The API answered ${response.status}.`);
    const details = Object.entries(parsed.data.metaData.errors ?? {}).map(
      ([field, messages]) => `  ${field}: ${messages.join(' ')}`,
    );
    throw new CliError([`${response.status}: ${parsed.data.metaData.message}`, ...details].join('\n'));
  }
  return json;
}

function formatTenant(tenant: z.infer<typeof tenantView>): string {
  const lines = [`${tenant.id}  ${tenant.name} (${tenant.language})  hosts: ${tenant.hosts.join(', ')}`];
  for (const remote of tenant.remotes) {
    lines.push(
      `  ${remote.enabled ? '✓' : '✗'} ${remote.name.padEnd(17)} ${remote.version.padEnd(10)} ${remote.entry}`,
    );
  }
  return lines.join('\n');
}

export async function runTenantCli(args: string[], env: Environment, print: (line: string) => void): Promise<void> {
  const [command, ...rest] = args;
  if (command === 'list' && rest.length === 0) {
    const parsed = z.object({ data: z.array(tenantView) }).safeParse(await call(env, 'GET', '/api/admin/tenants'));
    if (!parsed.success) throw new CliError('Unexpected answer from the API.');
    print(parsed.data.data.map(formatTenant).join('\n\n'));
    return;
  }
  if (command === 'set-remote') {
    const positional: string[] = [];
    let entry: string | undefined;
    let enabled = true;
    for (let index = 0; index < rest.length; index += 1) {
      const arg = rest[index];
      if (arg === '--disable') enabled = false;
      else if (arg === '--entry') {
        entry = rest[index + 1];
        index += 1;
        if (entry === undefined) throw new CliError('--entry needs a URL.');
      } else if (arg?.startsWith('--entry=')) entry = arg.slice('--entry='.length);
      else if (arg !== undefined && !arg.startsWith('--')) positional.push(arg);
      else throw new CliError(`Unknown option ${arg ?? ''}\n\n${usage}`);
    }
    const [tenantId, remote, version] = positional;
    if (tenantId === undefined || remote === undefined || version === undefined || positional.length !== 3) {
      throw new CliError(usage);
    }
    const remoteName = remoteNameSchema.safeParse(remote);
    if (!remoteName.success) throw new CliError(`Unknown remote "${remote}".\n\n${usage}`);
    const parsed = z
      .object({ data: tenantView })
      .safeParse(
        await call(
          env,
          'PUT',
          `/api/admin/tenants/${encodeURIComponent(tenantId)}/remotes/${remoteName.data}`,
          entry === undefined ? { version, enabled } : { version, entry, enabled },
        ),
      );
    if (!parsed.success) throw new CliError('Unexpected answer from the API.');
    print(formatTenant(parsed.data.data));
    return;
  }
  if (command === 'set-settings') {
    const [tenantId, json, ...extra] = rest;
    if (tenantId === undefined || json === undefined || extra.length > 0) throw new CliError(usage);
    let patch: unknown;
    try {
      patch = JSON.parse(json);
    } catch {
      throw new CliError('The settings must be JSON, for example \'{"contactEmail":"desk@example.com"}\'.');
    }
    const settings = z.record(z.string(), z.unknown()).safeParse(patch);
    if (!settings.success) throw new CliError('The settings must be a JSON object of settings keys.');
    const parsed = z
      .object({ data: z.record(z.string(), z.unknown()) })
      .safeParse(
        await call(env, 'PATCH', `/api/admin/tenants/${encodeURIComponent(tenantId)}/settings`, settings.data),
      );
    if (!parsed.success) throw new CliError('Unexpected answer from the API.');
    print(JSON.stringify(parsed.data.data, null, 2));
    return;
  }
  throw new CliError(usage);
}

if (require.main === module) {
  const env: Environment = {
    apiUrl: process.env['API_URL'] ?? 'http://127.0.0.1:8080',
    adminToken: process.env['ADMIN_TOKEN'] ?? devAdminToken,
  };
  runTenantCli(process.argv.slice(2), env, (line) => console.log(line)).catch((error: unknown) => {
    console.error(error instanceof CliError ? error.message : error);
    process.exit(1);
  });
}
