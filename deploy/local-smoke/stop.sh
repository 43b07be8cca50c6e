#!/usr/bin/env bash
# Stops what deploy/local-smoke/run.sh started (by the pids it recorded) and drops its database.
W="${SMOKE_DIR:-/tmp/tribune-local-smoke}"
export PGHOST="${PGHOST:-127.0.0.1}" PGUSER="${PGUSER:-postgres}"
for pidfile in "$W"/*.pid "$W"/*/nginx.pid; do
  [ -f "$pidfile" ] && kill "$(cat "$pidfile")" 2>/dev/null
done
sleep 1
psql -qc 'drop database if exists tribune_compose_check' postgres 2>/dev/null
echo "stopped"
