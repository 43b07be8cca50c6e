#!/usr/bin/env bash
# The docker-compose topology without Docker, on loopback: each image's command run directly, with the
# deploy/ configurations, for machines that have no container engine. Needs: nginx (Debian's is fine),
# a local Postgres with trust auth (PGHOST/PGUSER, default 127.0.0.1/postgres), Redis on 6379, and the
# parts built (npm run build).
#
#   bash deploy/local-smoke/run.sh     start; then http://localhost:18080/ and http://nl.localhost:18080/
#   node deploy/local-smoke/check.mjs  server-rendered pages, remotes, cache headers and the WebSocket path
#   bash deploy/local-smoke/stop.sh    stop everything and drop the database
#
# postgres → database tribune_compose_check; api-1/api-2 → node api/dist/server.js with api-1's
# environment from docker-compose.yml (service hosts mapped to loopback), run from a folder laid out like
# the API image's /app (its production dependencies, installed the way the image installs them, once per
# lockfile under $SMOKE_DEPS; the page template and the Node builds the pages are rendered with, checked
# by deploy/api/check-server-builds.cjs as the image build checks them); shell and each remote → nginx
# with deploy/static/*.conf serving the image's layout (browser files only);
# proxy → deploy/proxy/nginx.conf with the upstream addresses rewritten; soketi → a stand-in (the
# API's embedded Pusher-protocol server on the same database: soketi itself is not on npm);
# soketi-apps → deploy/soketi/apps-view.sql.
set -euo pipefail
REPO="$(cd "$(dirname "$0")/../.." && pwd)"
W="${SMOKE_DIR:-/tmp/tribune-local-smoke}"
DEPS="${SMOKE_DEPS:-/tmp/tribune-local-smoke-deps}"
export PGHOST="${PGHOST:-127.0.0.1}" PGUSER="${PGUSER:-postgres}"
DB=tribune_compose_check
REMOTES=(mf-account mf-matchcenter mf-football-pool mf-community mf-content)

for f in shell/dist/index.html shell/dist/server/index.js shared/dist/server/index.js api/dist/server.js; do
  [ -f "$REPO/$f" ] || { echo "build first: npm run build ($f is missing)" >&2; exit 1; }
done
rm -rf "$W" && mkdir -p "$W/logs"
cd "$REPO"
psql -qc "drop database if exists $DB" -c "create database $DB" postgres

version_of() { node -p "require('./$1/package.json').version"; }

# The API image's production-deps stage: every workspace's package.json, then api's and shared's
# production dependencies (npm links node_modules/@tribune/shared -> ../../shared). Kept per lockfile.
key=$(cat package-lock.json */package.json | sha256sum | cut -c1-16)
if [ ! -f "$DEPS/$key.done" ]; then
  echo "installing the API image's production dependencies into $DEPS (once per lockfile)"
  rm -rf "$DEPS" && mkdir -p "$DEPS"
  cp package.json package-lock.json .npmrc "$DEPS/"
  for ws in shared shell "${REMOTES[@]}" api e2e; do mkdir -p "$DEPS/$ws"; cp "$ws/package.json" "$DEPS/$ws/"; done
  (cd "$DEPS" && export CI=true npm_config_update_notifier=false \
    && { npm ci --omit=dev --workspace api --workspace shared --no-audit --no-fund --prefer-offline > "$DEPS/npm.log" 2>&1 \
      || npm install --omit=dev --workspace api --workspace shared --no-audit --no-fund --prefer-offline >> "$DEPS/npm.log" 2>&1; } \
    && test -L node_modules/@tribune/shared && mkdir -p api/node_modules shared/node_modules) \
    || { echo "the production install failed; see $DEPS/npm.log" >&2; exit 1; }
  touch "$DEPS/$key.done"
fi

# The API image's /app (its runtime stage): dependencies, the API, shared's package.json and Node build,
# the page template and the shell's Node build, each remote's package.json and Node build of its version.
A="$W/api-root"
mkdir -p "$A/api" "$A/shared/dist" "$A/shell/dist"
cp -a "$DEPS/node_modules" "$A/"
cp -a "$DEPS/api/node_modules" "$A/api/"
cp -a "$DEPS/shared/node_modules" "$A/shared/"
cp -R api/dist api/drizzle api/assets api/package.json "$A/api/"
cp shared/package.json "$A/shared/"
cp -R shared/dist/server "$A/shared/dist/"
cp shell/dist/index.html "$A/shell/dist/"
cp -R shell/dist/server "$A/shell/dist/"
# Each remote's package.json only: the API fetches the remotes' Node builds from their origins
# (REMOTE_RELEASES_URL, decision 0054), as in the images.
for r in "${REMOTES[@]}"; do
  mkdir -p "$A/$r" "$A/.remote-builds"
  cp "$r/package.json" "$A/$r/"
done
node deploy/api/check-server-builds.cjs "$A" > "$W/logs/check-server-builds.log" \
  || { cat "$W/logs/check-server-builds.log" >&2; exit 1; }

# Static images: /usr/share/nginx/html/shell/… (browser files only) and
# /usr/share/nginx/html/remotes/<folder>/<version>/… (browser and Node builds, decision 0054).
declare -A PORT=([shell]=18100 [mf-account]=18101 [mf-matchcenter]=18102 [mf-football-pool]=18103 [mf-community]=18104 [mf-content]=18105)
start_static() { # name conf
  local d="$W/static-$1"
  sed -e "s#listen 8080;#listen 127.0.0.1:${PORT[$1]};#" -e "s#root /usr/share/nginx/html;#root $d/html;#" "deploy/static/$2" > "$d/server.conf"
  mkdir -p "$d/tmp"
  cat > "$d/nginx.conf" <<CONF
pid $d/nginx.pid;
error_log $d/error.log warn;
events {}
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path $d/tmp; proxy_temp_path $d/tmp; fastcgi_temp_path $d/tmp; uwsgi_temp_path $d/tmp; scgi_temp_path $d/tmp;
  include $REPO/deploy/static/gzip.conf;
  include $d/server.conf;
}
CONF
  nginx -t -q -c "$d/nginx.conf" -p "$d"
  nginx -c "$d/nginx.conf" -p "$d" < /dev/null > /dev/null 2>&1
}
mkdir -p "$W/static-shell/html" && cp -R shell/dist "$W/static-shell/html/shell" && rm -rf "$W/static-shell/html/shell/server"
start_static shell shell.conf
for r in "${REMOTES[@]}"; do
  v=$(version_of "$r")
  # As the image publishes its version (deploy/static/publish-version.sh): browser and Node builds.
  mkdir -p "$W/static-$r/html/remotes/$r" && cp -R "$r/dist/$v" "$W/static-$r/html/remotes/$r/"
  start_static "$r" remote.conf
done

# The proxy.
P="$W/proxy"; mkdir -p "$P"
args=(-e "s#server api-1:8080#server 127.0.0.1:18081#" -e "s#server api-2:8080#server 127.0.0.1:18082#" -e "s#server soketi:6001#server 127.0.0.1:18060#"
      -e "s#listen 8080 default_server;#listen 127.0.0.1:18080 default_server;#" -e "s#pid /tmp/nginx.pid;#pid $P/nginx.pid;#"
      -e "s#/tmp/\([a-z_]*\)_temp#$P/\1_temp#" -e "s#/tmp/page_cache#$P/page_cache#" -e "s#access_log /dev/stdout;#access_log $P/access.log;#" -e "s#error_log /dev/stderr warn;#error_log $P/error.log warn;#")
for name in shell "${REMOTES[@]}"; do args+=(-e "s#server $name:8080#server 127.0.0.1:${PORT[$name]}#"); done
sed "${args[@]}" deploy/proxy/nginx.conf > "$P/nginx.conf"
sed "${args[@]}" deploy/proxy/realtime-pusher.conf > "$P/realtime.conf"
nginx -t -q -c "$P/nginx.conf" -p "$P"
nginx -c "$P/nginx.conf" -p "$P" < /dev/null > /dev/null 2>&1

# api-1 and api-2, started together (migrations and seed under the advisory lock), then the soketi stand-in.
mapfile -t COMPOSE_ENV < <(node deploy/local-smoke/compose-env.mjs docker-compose.yml "$DB")
start_api() { # name port extra-env…
  local name=$1 port=$2; shift 2
  (cd "$A" && exec env -i PATH="$PATH" HOME="$HOME" "${COMPOSE_ENV[@]}" PORT="$port" HOST=127.0.0.1 LOG_LEVEL=warn WEB_ROOT="$A" "$@" \
    node --enable-source-maps api/dist/server.js) > "$W/logs/$name.log" 2>&1 &
  echo $! > "$W/$name.pid"
}
wait_healthy() { # port
  for _ in $(seq 1 360); do curl -sf "http://127.0.0.1:$1/healthz" > /dev/null && return 0; sleep 0.5; done
  echo "no answer on $1" >&2; return 1
}
start_api api-1 18081
start_api api-2 18082
wait_healthy 18081 && wait_healthy 18082
start_api soketi-standin 18060 REALTIME_DRIVER=embedded
wait_healthy 18060

# soketi-apps, twice (idempotent).
psql -q -d $DB -v ON_ERROR_STOP=1 -v soketi_password=smoke -f deploy/soketi/apps-view.sql
psql -q -d $DB -v ON_ERROR_STOP=1 -v soketi_password=smoke -f deploy/soketi/apps-view.sql
echo "up: http://localhost:18080/ and http://nl.localhost:18080/ (api-1 :18081, api-2 :18082, soketi stand-in :18060); logs in $W/logs"
