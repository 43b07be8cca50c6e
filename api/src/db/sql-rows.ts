import type { z } from 'zod';

/**
 * The rows of a raw `db.execute` result, checked against `schema`. node-postgres and PGlite both answer
 * `{rows}`, but drizzle types the result per driver, so it is read as unknown and parsed here.
 */
export function rowsOf<T extends z.ZodType>(result: unknown, schema: T): z.infer<T>[] {
  const rows: unknown = typeof result === 'object' && result !== null ? Reflect.get(result, 'rows') : undefined;
  if (!Array.isArray(rows)) throw new Error('the database answered without rows');
  return rows.map((row: unknown) => schema.parse(row));
}
