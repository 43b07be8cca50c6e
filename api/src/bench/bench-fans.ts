import { and, eq, like, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { createPasswordHasher } from '../lib/password';
import { users } from '../modules/accounts/schema';

/** Rows per insert statement: each is one `generate_series`, so ids stay contiguous within it. */
const USER_CHUNK = 50_000;

interface FanRange {
  first: number;
  last: number;
  count: number;
}

/**
 * The bench fans of a data set: `{prefix}000001`, `{prefix}000002`, … (e-mail `{prefix}{n}@bench.invalid`),
 * one password for all (hashed once), in one statement per 50,000. Generators draw authors, likers and
 * pickers over the returned id range, so it is checked to hold exactly these fans.
 */
export async function createBenchFans(
  db: Database,
  tenantId: string,
  { prefix, count, password }: { prefix: string; count: number; password: string },
): Promise<FanRange> {
  const existing = await benchFanRange(db, tenantId, prefix);
  if (existing.count > 0) throw new Error(`The tenant ${tenantId} already has ${existing.count} fans named ${prefix}…`);
  const passwordHash = await createPasswordHasher(15).hash(password);
  for (let start = 1; start <= count; start += USER_CHUNK) {
    const end = Math.min(count, start + USER_CHUNK - 1);
    await db.execute(sql`
      insert into users (tenant_id, username, email, password_hash, email_verified_at, created_at)
      select ${tenantId}, ${prefix} || lpad(i::text, 6, '0'), ${prefix} || i || '@bench.invalid',
             ${passwordHash}, now(), now()
      from generate_series(${start}::int, ${end}::int) as s(i)
      order by i`);
  }
  const range = await benchFanRange(db, tenantId, prefix);
  if (range.count !== count || range.last - range.first + 1 !== count)
    throw new Error(`The bench fans' ids are not contiguous (${range.first}–${range.last} for ${range.count})`);
  return range;
}

/** The id range and number of a tenant's bench fans named `{prefix}…`. */
async function benchFanRange(db: Database, tenantId: string, prefix: string): Promise<FanRange> {
  const [row] = await db
    .select({
      first: sql<number>`coalesce(min(${users.id}), 0)::int`,
      last: sql<number>`coalesce(max(${users.id}), 0)::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), like(users.username, `${prefix}%`)));
  return { first: Number(row?.first ?? 0), last: Number(row?.last ?? 0), count: Number(row?.count ?? 0) };
}
