-- Remotes are registered by their container (remoteEntry.js), not their manifest: the shell's
-- federation runtime is built without the manifest (snapshot) code (issue 10 §3, decision 0012), and
-- the manifest cost every page a round trip before the container. Every remote build writes both
-- files side by side, so an entry that named a manifest now names the container next to it.
UPDATE "tenant_remotes"
SET "entry" = left("entry", length("entry") - length('mf-manifest.json')) || 'remoteEntry.js'
WHERE "entry" LIKE '%/mf-manifest.json';
