/**
 * The name of the unique constraint (or index) a failed statement violated, else undefined. Drizzle
 * wraps driver errors, so the Postgres error (`code` 23505) may be some levels down the `cause` chain;
 * node-postgres and PGlite both expose `code` and `constraint`.
 */
export function uniqueViolation(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    if (Reflect.get(current, 'code') === '23505') {
      const constraint: unknown = Reflect.get(current, 'constraint');
      return typeof constraint === 'string' ? constraint : '';
    }
    current = Reflect.get(current, 'cause');
  }
  return undefined;
}
