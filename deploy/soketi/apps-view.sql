-- soketi (the Pusher-protocol engine of the compose deployment) finds the real-time app of each tenant
-- here: its Postgres app manager runs `select * from soketi_apps where id = ?` (or `key = ?`). The apps
-- are the tenants' own credentials (tenants.realtime_*, random in production), so soketi and the API
-- can never disagree and a new tenant needs no soketi change. Run after the API has migrated;
-- idempotent. psql variable: soketi_password.
CREATE OR REPLACE VIEW soketi_apps AS
SELECT
  realtime_app_id AS id,
  realtime_key AS key,
  realtime_secret AS secret,
  true AS enabled,
  false AS enable_client_messages,
  -1 AS max_connections,
  -1 AS max_backend_events_per_sec,
  -1 AS max_client_events_per_sec,
  -1 AS max_read_req_per_sec
FROM tenants;

-- soketi logs in with a role that can read this view and nothing else.
SELECT 'CREATE ROLE soketi LOGIN' WHERE NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'soketi') \gexec
ALTER ROLE soketi WITH LOGIN PASSWORD :'soketi_password';
GRANT SELECT ON soketi_apps TO soketi;
