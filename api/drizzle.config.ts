import { defineConfig } from 'drizzle-kit';

// One migrations folder for both drivers (PGlite and node-postgres): both speak the same Postgres.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
