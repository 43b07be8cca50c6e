#!/usr/bin/env node
// Checks docker-compose.yml and deploy/ against the code, without a Docker engine:
//   - the YAML parses, anchors and merge keys resolve, every service has an image or a build;
//   - every Dockerfile, build context, config file and COPY source exists;
//   - every variable given to the API is one api/src/config.ts reads (a typo would be silently ignored);
//   - depends_on, networks, volumes and configs name things that exist;
//   - every upstream host in the proxy's nginx.conf is a service, every remote has a route and an image;
//   - soketi's app view reads columns the tenants table has; the API's pusher driver points at soketi.
// Usage: node deploy/check-compose.mjs   (exit code 1 and a list when something is off)
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const problems = [];
const problem = (message) => problems.push(message);
const read = (relative) => readFileSync(path.join(root, relative), 'utf8');

const compose = parse(read('docker-compose.yml'), { merge: true, maxAliasCount: -1 });
const services = compose.services ?? {};
const serviceNames = Object.keys(services);
const remotes = ['mf-account', 'mf-matchcenter', 'mf-football-pool', 'mf-community', 'mf-content'];

// The API's variables: the keys of envSchema in config.ts.
const configSource = read('api/src/config.ts');
const schemaBody = /const envSchema = z\.object\(\{([\s\S]*?)\n\}\);/.exec(configSource)?.[1] ?? '';
const apiVariables = new Set([...schemaBody.matchAll(/^\s{2}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1]));
if (apiVariables.size === 0) problem('could not read the variables of api/src/config.ts');

for (const [name, service] of Object.entries(services)) {
  if (!service.image && !service.build) problem(`${name}: neither image nor build`);
  if (service.build) {
    const context = path.join(root, service.build.context ?? '.');
    if (!existsSync(context)) problem(`${name}: build context ${service.build.context} is missing`);
    const dockerfile = path.join(context, service.build.dockerfile ?? 'Dockerfile');
    if (!existsSync(dockerfile)) problem(`${name}: ${path.relative(root, dockerfile)} is missing`);
    else checkDockerfile(name, dockerfile, context, service.build);
  }
  for (const dependency of Object.keys(service.depends_on ?? {})) {
    if (!services[dependency]) problem(`${name}: depends on unknown service ${dependency}`);
  }
  for (const network of service.networks ?? []) {
    if (!compose.networks || !(network in compose.networks)) problem(`${name}: unknown network ${network}`);
  }
  for (const volume of service.volumes ?? []) {
    const source = String(volume).split(':')[0];
    if (!source.startsWith('.') && !source.startsWith('/') && !(compose.volumes && source in compose.volumes))
      problem(`${name}: unknown volume ${source}`);
  }
  for (const config of service.configs ?? []) {
    const source = typeof config === 'string' ? config : config.source;
    if (!compose.configs?.[source]) problem(`${name}: unknown config ${source}`);
  }
  if (name.startsWith('api-')) {
    for (const variable of Object.keys(service.environment ?? {})) {
      if (!apiVariables.has(variable)) problem(`${name}: ${variable} is not a variable of api/src/config.ts`);
    }
  }
}

for (const [name, config] of Object.entries(compose.configs ?? {})) {
  if (config.file && !existsSync(path.join(root, config.file))) problem(`config ${name}: ${config.file} is missing`);
}

for (const required of ['postgres', 'redis', 'soketi', 'api-1', 'api-2', 'proxy', 'shell', ...remotes]) {
  if (!services[required]) problem(`service ${required} is missing`);
}
for (const remote of remotes) {
  const build = services[remote]?.build;
  if (build && build.args?.REMOTE !== remote) problem(`${remote}: build arg REMOTE is ${build.args?.REMOTE}`);
}
if (!/^postgres:16/.test(services.postgres?.image ?? '')) problem('postgres: not Postgres 16');

// The proxy: every upstream is a service, every remote is routed.
const nginx = read('deploy/proxy/nginx.conf');
for (const [, host] of nginx.matchAll(/^\s*server\s+([a-z0-9-]+):\d+/gm)) {
  if (!serviceNames.includes(host)) problem(`proxy: upstream host ${host} is not a service`);
}
for (const remote of remotes) {
  if (!nginx.includes(`location /remotes/${remote}/`)) problem(`proxy: no route for /remotes/${remote}/`);
}
for (const location of ['location /shell/', 'location /app/', 'location / ']) {
  if (!nginx.includes(location)) problem(`proxy: no "${location.trim()}"`);
}

// soketi reads the tenants' apps through a view over columns the API's schema really has.
const tenantSchema = read('api/src/modules/tenants/schema.ts');
const viewSql = compose.configs?.['soketi-apps']?.file ? read(compose.configs['soketi-apps'].file) : '';
if (!viewSql.includes('CREATE OR REPLACE VIEW soketi_apps')) problem('soketi: no soketi_apps view');
for (const column of viewSql.matchAll(/^\s+(realtime_[a-z_]+) AS/gm)) {
  if (!tenantSchema.includes(`'${column[1]}'`)) problem(`soketi_apps: tenants has no column ${column[1]}`);
}
if (services.soketi?.environment?.SOKETI_APP_MANAGER_POSTGRES_TABLE !== 'soketi_apps')
  problem('soketi: its app table is not soketi_apps');
const apiEnvironment = services['api-1']?.environment ?? {};
if (apiEnvironment.REALTIME_DRIVER === 'pusher' && !services[apiEnvironment.PUSHER_HOST])
  problem(`api: PUSHER_HOST ${apiEnvironment.PUSHER_HOST} is not a service`);

function checkDockerfile(service, dockerfile, context, build) {
  const text = readFileSync(dockerfile, 'utf8');
  const args = { ...(build.args ?? {}) };
  const named = new Set(Object.keys(build.additional_contexts ?? {}));
  const stages = new Set([...text.matchAll(/^FROM\s+\S+\s+AS\s+(\S+)/gim)].map((match) => match[1]));
  for (const [, flags, sources] of text.matchAll(/^COPY\s+((?:--\S+\s+)*)(.+)$/gm)) {
    const from = /--from=(\S+)/.exec(flags)?.[1];
    if (from) {
      if (!stages.has(from) && !named.has(from))
        problem(`${service}: COPY --from=${from} is neither a stage nor a build context`);
      continue;
    }
    const parts = sources.trim().split(/\s+/);
    for (const source of parts.slice(0, -1)) {
      const expanded = source.replace(/\$\{?([A-Z_]+)\}?/g, (_, name) => args[name] ?? `<${name}>`);
      if (expanded.includes('<')) continue;
      if (!existsSync(path.join(context, expanded)))
        problem(`${service}: COPY source ${expanded} is missing (${path.relative(root, dockerfile)})`);
    }
  }
}

if (problems.length > 0) {
  console.error(
    `docker-compose.yml: ${problems.length} problem(s)\n${problems.map((line) => `  - ${line}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(
  `docker-compose.yml: ${serviceNames.length} services (${serviceNames.join(', ')}); API variables all in api/src/config.ts; Dockerfiles, configs and proxy routes consistent.`,
);
