#!/usr/bin/env bash
# The docker-compose topology without Docker, on loopback: each image's command run directly, with the
# deploy/ configurations, for machines that have no container engine. Needs: nginx (Debian's is fine),
# a local Postgres with trust auth (PGHOST/PGUSER, default 127.0.0.1/postgres), Redis on 6379, and the
# parts built (npm run build).
#
#   bash deploy/local-smoke/run.sh     start; then http://localhost:18080/ and http://nl.localhost:18080/
#   node deploy/local-smoke/check.mjs  pages, remotes, cache headers and the WebSocket path through the proxy
#   bash deploy/local-smoke/stop.sh    stop everything and drop the database
#
# postgres → database tribune_compose_check; api-1/api-2 → node api/dist/server.js with api-1's
# environment from docker-compose.yml (service hosts mapped to loopback) and a WEB_ROOT laid out like
# the API image; shell and each remote → nginx with deploy/static/*.conf serving the image's layout;
# proxy → deploy/proxy/nginx.conf with the upstream addresses rewritten; soketi → a stand-in (the
# API's embedded Pusher-protocol server on the same database: soketi itself is not on npm);
# soketi-apps → deploy/soketi/apps-view.sql.
set -euo pipefail
REPO="$(cd "$(dirname "$0")/../.." && pwd)"
W="${SMOKE_DIR:-/tmp/tribune-local-smoke}"
export PGHOST="${PGHOST:-127.0.0.1}" PGUSER="${PGUSER:-postgres}"
DB=tribune_compose_check
REMOTES=(mf-account mf-matchcenter mf-football-pool mf-community mf-content)

[ -f "$REPO/shell/dist/index.html" ] && [ -f "$REPO/api/dist/server.js" ] || { echo "build first: npm run build" >&2; exit 1; }
rm -rf "$W" && mkdir -p "$W/logs"
cd "$REPO"
psql -qc "drop database if exists $DB" -c "create database $DB" postgres

# The API image's WEB_ROOT: the page template and the remotes' package.json, nothing else.
mkdir -p "$W/api-root/shell/dist"
cp shell/dist/index.html "$W/api-root/shell/dist/"
for r in "${REMOTES[@]}"; do mkdir -p "$W/api-root/$r"; cp "$r/package.json" "$W/api-root/$r/"; done

# Static images: /usr/share/nginx/html/shell/… and /usr/share/nginx/html/remotes/<folder>/<version>/…
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
mkdir -p "$W/static-shell/html" && cp -R shell/dist "$W/static-shell/html/shell"
start_static shell shell.conf
for r in "${REMOTES[@]}"; do
  mkdir -p "$W/static-$r/html/remotes" && cp -R "$r/dist" "$W/static-$r/html/remotes/$r"
  start_static "$r" remote.conf
done

# The proxy.
P="$W/proxy"; mkdir -p "$P"
args=(-e "s#server api-1:8080#server 127.0.0.1:18081#" -e "s#server api-2:8080#server 127.0.0.1:18082#" -e "s#server soketi:6001#server 127.0.0.1:18060#"
      -e "s#listen 8080 default_server;#listen 127.0.0.1:18080 default_server;#" -e "s#pid /tmp/nginx.pid;#pid $P/nginx.pid;#"
      -e "s#/tmp/\([a-z_]*\)_temp#$P/\1_temp#" -e "s#access_log /dev/stdout;#access_log $P/access.log;#" -e "s#error_log /dev/stderr warn;#error_log $P/error.log warn;#")
for name in shell "${REMOTES[@]}"; do args+=(-e "s#server $name:8080#server 127.0.0.1:${PORT[$name]}#"); done
sed "${args[@]}" deploy/proxy/nginx.conf > "$P/nginx.conf"
nginx -t -q -c "$P/nginx.conf" -p "$P"
nginx -c "$P/nginx.conf" -p "$P" < /dev/null > /dev/null 2>&1

# api-1 and api-2, started together (migrations and seed under the advisory lock), then the soketi stand-in.
mapfile -t COMPOSE_ENV < <(node deploy/local-smoke/compose-env.mjs docker-compose.yml "$DB")
start_api() { # name port extra-env…
  local name=$1 port=$2; shift 2
  env -i PATH="$PATH" HOME="$HOME" "${COMPOSE_ENV[@]}" PORT="$port" HOST=127.0.0.1 LOG_LEVEL=warn WEB_ROOT="$W/api-root" "$@" \
    node --enable-source-maps api/dist/server.js > "$W/logs/$name.log" 2>&1 &
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
