#!/usr/bin/env node
// Checks docker-compose.yml and deploy/ against the code, without a Docker engine:
//   - the YAML parses, anchors and merge keys resolve, every service has an image or a build;
//   - every Dockerfile, build context, config file, COPY source and RUN bind-mount source exists; a named
//     build context `service:<name>` is a service with a build, and what is copied from it lies under a
//     folder that service's image fills;
//   - server rendering: the API image installs shared's dependencies, gets @tribune/shared, the shell's
//     and shared's Node builds from the shell image, at the WEB_ROOT paths server-bundles.ts reads, and
//     depends on no remote image: REMOTE_RELEASES_URL points at the remotes' origins, whose served
//     folders are volumes keeping every version (decision 0054);
//   - every variable given to the API is one api/src/config.ts reads (a typo would be silently ignored);
//   - depends_on, networks, volumes and configs name things that exist;
//   - every upstream host in the proxy's nginx.conf is a service, every remote has a route and an image;
//     /app/ goes to soketi or to the API replicas, as REALTIME_DRIVER says (deploy/proxy/realtime-*.conf);
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

// A config file named after a variable (`realtime-${REALTIME_DRIVER:-pusher}.conf`) must exist for each
// value the API accepts for it.
const realtimeDrivers = ['pusher', 'embedded'];
for (const [name, config] of Object.entries(compose.configs ?? {})) {
  const files = config.file?.includes('${REALTIME_DRIVER')
    ? realtimeDrivers.map((driver) => config.file.replace(/\$\{REALTIME_DRIVER[^}]*\}/, driver))
    : [config.file].filter(Boolean);
  for (const file of files) if (!existsSync(path.join(root, file))) problem(`config ${name}: ${file} is missing`);
}
for (const driver of realtimeDrivers) {
  if (!configSource.includes(`'${driver}'`)) problem(`api/src/config.ts: REALTIME_DRIVER has no '${driver}'`);
}

for (const required of ['postgres', 'redis', 'soketi', 'api-1', 'api-2', 'proxy', 'shell', ...remotes]) {
  if (!services[required]) problem(`service ${required} is missing`);
}
for (const remote of remotes) {
  const build = services[remote]?.build;
  if (build && build.args?.REMOTE !== remote) problem(`${remote}: build arg REMOTE is ${build.args?.REMOTE}`);
}
if (!/^postgres:16/.test(services.postgres?.image ?? '')) problem('postgres: not Postgres 16');

// The proxy: every upstream is a service, every remote is routed, and each real-time layout defines the
// upstream /app/ goes to, on the services that serve it (soketi, or the API replicas).
const nginx = read('deploy/proxy/nginx.conf');
const realtimeLayouts = Object.fromEntries(
  realtimeDrivers.map((driver) => [driver, read(`deploy/proxy/realtime-${driver}.conf`)]),
);
for (const config of [nginx, ...Object.values(realtimeLayouts)]) {
  for (const [, host] of config.matchAll(/^\s*server\s+([a-z0-9-]+):\d+/gm)) {
    if (!serviceNames.includes(host)) problem(`proxy: upstream host ${host} is not a service`);
  }
}
if (!nginx.includes('include realtime.conf;') || !nginx.includes('proxy_pass http://realtime;'))
  problem('proxy: /app/ does not go to the realtime upstream of realtime.conf');
const layoutHosts = (driver) =>
  [...(realtimeLayouts[driver] ?? '').matchAll(/^\s*server\s+([a-z0-9-]+):/gm)].map((match) => match[1]).sort();
if (layoutHosts('pusher').join() !== 'soketi') problem('proxy: realtime-pusher.conf does not send /app/ to soketi');
if (layoutHosts('embedded').join() !== 'api-1,api-2')
  problem('proxy: realtime-embedded.conf does not send /app/ to api-1 and api-2');
if (!/REALTIME_DRIVER: \$\{REALTIME_DRIVER:-pusher\}/.test(read('docker-compose.yml')))
  problem('api: REALTIME_DRIVER is not the variable the proxy layout follows');
if (!(services.proxy?.configs ?? []).some((config) => config.target === '/etc/nginx/realtime.conf'))
  problem('proxy: realtime.conf is not mounted beside nginx.conf');
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

/** A Dockerfile as stages: each with its name and instructions (continuation lines joined, comments dropped). */
function readDockerfile(file) {
  const instructions = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join('\n')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .filter((line) => line.trim() !== '');
  const stages = [];
  for (const line of instructions) {
    const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) stages.push({ name: from[2] ?? null, lines: [] });
    else if (stages.length > 0) stages.at(-1).lines.push(line);
  }
  return stages;
}

/** COPY instructions: `--from`, sources and destination. */
function copiesOf(lines) {
  return lines
    .map((line) => /^COPY\s+((?:--\S+\s+)*)(.+)$/.exec(line))
    .filter(Boolean)
    .map(([, flags, rest]) => {
      const parts = rest.trim().split(/\s+/);
      return { from: /--from=(\S+)/.exec(flags)?.[1], sources: parts.slice(0, -1), destination: parts.at(-1) };
    });
}

function checkDockerfile(service, dockerfile, context, build) {
  const stages = readDockerfile(dockerfile);
  const args = { ...(build.args ?? {}) };
  const named = build.additional_contexts ?? {};
  const stageNames = new Set(stages.map((stage) => stage.name).filter(Boolean));
  const where = path.relative(root, dockerfile);
  for (const [name, value] of Object.entries(named)) {
    const target = /^service:(.+)$/.exec(String(value))?.[1];
    if (target && !services[target]?.build)
      problem(`${service}: build context ${name} names ${value}, not a service with a build`);
  }
  for (const stage of stages) {
    for (const { from, sources } of copiesOf(stage.lines)) {
      if (from) {
        if (!stageNames.has(from) && !(from in named))
          problem(`${service}: COPY --from=${from} is neither a stage nor a build context`);
        const target = /^service:(.+)$/.exec(String(named[from] ?? ''))?.[1];
        if (target && services[target]?.build) checkCopiedFromImage(service, target, sources);
        continue;
      }
      for (const source of sources) checkSource(service, context, args, source, where, 'COPY');
    }
    for (const line of stage.lines.filter((line) => /^RUN\s/.test(line))) {
      for (const [, mount] of line.matchAll(/--mount=(\S+)/g)) {
        const options = Object.fromEntries(mount.split(',').map((option) => option.split('=')));
        if (options.type === 'bind' && !options.from && options.source)
          checkSource(service, context, args, options.source, where, 'RUN --mount');
      }
    }
  }
}

function checkSource(service, context, args, source, where, what) {
  const expanded = source.replace(/\$\{?([A-Z_]+)\}?/g, (_, name) => args[name] ?? `<${name}>`);
  if (expanded.includes('<')) return;
  if (!existsSync(path.join(context, expanded)))
    problem(`${service}: ${what} source ${expanded} is missing (${where})`);
}

/** What another service's image holds: the destinations of its last stage's COPY instructions. */
function imageFolders(target) {
  const build = services[target].build;
  const dockerfile = path.join(root, build.context ?? '.', build.dockerfile ?? 'Dockerfile');
  if (!existsSync(dockerfile)) return [];
  const final = readDockerfile(dockerfile).at(-1);
  return copiesOf(final?.lines ?? []).map(({ destination }) =>
    destination.replace(/\$\{?([A-Z_]+)\}?/g, (_, name) => build.args?.[name] ?? `\${${name}}`),
  );
}

function checkCopiedFromImage(service, target, sources) {
  const folders = imageFolders(target);
  for (const source of sources) {
    if (!folders.some((folder) => folder.endsWith('/') && source.startsWith(folder)))
      problem(`${service}: copies ${source} from ${target}, whose image fills only ${folders.join(', ')}`);
  }
}

// Server rendering (docs/decisions/0010): the API image must have everything server-bundles.ts requires
// under WEB_ROOT, and the packages those Node builds require.
{
  const apiBuild = services['api-1']?.build;
  const bundles = read('api/src/modules/web/ssr/server-bundles.ts');
  for (const needle of [
    "path.join(webRoot, 'shell', 'dist', 'server', 'index.js')",
    "path.join(webRoot, 'shared', 'dist', 'server', 'index.js')",
    "path.join(webRoot, remoteFolder(name), 'dist', version)",
    "path.join(folder, 'server', 'index.js')",
  ]) {
    if (!bundles.includes(needle)) problem(`server-bundles.ts no longer reads ${needle}: update the API image`);
  }
  if (apiBuild) {
    const dockerfile = path.join(root, apiBuild.context ?? '.', apiBuild.dockerfile ?? 'Dockerfile');
    const stages = existsSync(dockerfile) ? readDockerfile(dockerfile) : [];
    const runtime = stages.at(-1)?.lines ?? [];
    const copies = copiesOf(runtime);
    const installs = stages
      .flatMap((stage) => stage.lines)
      .flatMap((line) => line.split(/\|\||&&|;/))
      .filter((command) => /npm (ci|install) --omit=dev/.test(command));
    if (
      installs.length === 0 ||
      !installs.every((line) => /--workspace api\b/.test(line) && /--workspace shared\b/.test(line))
    )
      problem('api: the production install lacks --workspace shared (React & co. for the Node builds)');
    if (!runtime.some((line) => /^ENV\b.*\bWEB_ROOT=\/app\b/.test(line))) problem('api: WEB_ROOT is not /app');
    const copied = (destination, from) =>
      copies.some((copy) => copy.destination === destination && (from === undefined ? !copy.from : copy.from === from));
    const wanted = [
      ['node_modules/', 'production-deps', 'the production dependencies (with the @tribune/shared link)'],
      ['shared/', undefined, "shared's package.json (exports ./server)"],
      ['shared/dist/server/', 'shell', "shared's Node build"],
      ['shell/dist/index.html', 'shell', 'the page template'],
      ['shell/dist/server/', 'shell', "the shell's Node build"],
      ...remotes.map((remote) => [`${remote}/`, undefined, `${remote}'s package.json (the seed's version)`]),
    ];
    for (const [destination, from, what] of wanted) {
      if (!copied(destination, from))
        problem(`api: no COPY ${from ? `--from=${from} ` : ''}… ${destination} (${what})`);
    }
    if (!copies.some((copy) => copy.sources.includes('shared/package.json')))
      problem('api: shared/package.json is not copied (@tribune/shared/server would not resolve)');
    if (apiBuild.additional_contexts?.shell !== 'service:shell')
      problem('api: build context shell is not service:shell');
    // A remote ships alone (decision 0054): the API image takes nothing from a remote's image.
    for (const name of remotes) {
      if (apiBuild.additional_contexts?.[name] !== undefined)
        problem(`api: build context ${name}: the API image must not depend on a remote's image`);
    }
    if (!runtime.some((line) => /^RUN\b.*\/app\/\.remote-builds\b.*chown node/.test(line)))
      problem('api: /app/.remote-builds (the fetched Node builds) is not writable by the API');
    if (!runtime.some((line) => /^RUN\b.*check-server-builds/.test(line)))
      problem('api: the image build does not run check-server-builds.cjs');
  }
  // The images the API copies Node builds from build them and keep them out of the web root.
  const shellDockerfile = read('deploy/shell/Dockerfile');
  if (!/cd \/app\/shared && npx webpack --mode production/.test(shellDockerfile))
    problem("shell image: does not build shared's Node build");
  if (!/test -f shell\/dist\/server\/index\.js/.test(shellDockerfile))
    problem("shell image: does not check the shell's Node build");
  const remoteDockerfile = read('deploy/remote/Dockerfile');
  if (!/test -f "dist\/\$VERSION\/server\/index\.js"/.test(remoteDockerfile))
    problem("remote image: does not check the remote's Node build");
  if (!/check-node-build\.cjs "dist\/\$VERSION"/.test(remoteDockerfile))
    problem("remote image: does not check its Node build's digest and packages (check-node-build.cjs)");
  if (!/\/docker-entrypoint\.d\/[0-9]+-publish-version\.sh/.test(remoteDockerfile))
    problem('remote image: does not publish its version at start (publish-version.sh)');

  // Where the API fetches remote versions from: each remote's origin, which keeps every version.
  const releasesUrl = String(services['api-1']?.environment?.REMOTE_RELEASES_URL ?? '');
  if (!releasesUrl.includes('{folder}') || !releasesUrl.includes('{version}'))
    problem('api: REMOTE_RELEASES_URL does not name {folder} and {version}');
  const releasesHost = /^https?:\/\/([^/:]+)/.exec(releasesUrl)?.[1];
  if (releasesHost === '{folder}') {
    for (const remote of remotes) {
      const mount = (services[remote]?.volumes ?? [])
        .map(String)
        .find((volume) => volume.endsWith(`/remotes/${remote}`));
      if (!mount) problem(`${remote}: its served versions are not a volume (every published version kept)`);
      else if (!compose.volumes || !(mount.split(':')[0] in compose.volumes))
        problem(`${remote}: volume ${mount.split(':')[0]} is not declared`);
    }
  } else if (releasesHost !== undefined && !serviceNames.includes(releasesHost)) {
    problem(`api: REMOTE_RELEASES_URL's host ${releasesHost} is not a service`);
  }
}

if (problems.length > 0) {
  console.error(
    `docker-compose.yml: ${problems.length} problem(s)\n${problems.map((line) => `  - ${line}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(
  `docker-compose.yml: ${serviceNames.length} services (${serviceNames.join(', ')}); API variables all in api/src/config.ts; Dockerfiles, configs and proxy routes consistent; the API image gets the Node builds of the shell and shared and their packages, and fetches each remote version's from its origin.`,
);
