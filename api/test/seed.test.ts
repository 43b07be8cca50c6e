import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { tenantRemotes, tenants, users } from '../src/db/schema';
import { createPasswordHasher } from '../src/lib/password';
import { seedPlatform } from '../src/seed';

const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'tribune-seed-'));
const passwords = createPasswordHasher(10);
let database: DatabaseHandle;

function setVersion(folder: string, version: string): void {
  fs.mkdirSync(path.join(webRoot, folder), { recursive: true });
  fs.writeFileSync(path.join(webRoot, folder, 'package.json'), JSON.stringify({ version }));
}

beforeAll(async () => {
  // Always PGlite: this is about the seed's own logic, which the Postgres run covers through the app.
  database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
}, 60_000);

afterAll(async () => {
  await database.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

async function remoteOf(tenantId: string, name: string) {
  const [row] = await database.db
    .select()
    .from(tenantRemotes)
    .where(and(eq(tenantRemotes.tenantId, tenantId), eq(tenantRemotes.name, name)));
  return row;
}

test('[PLT-01] seeding twice creates the tenants, remotes and demo accounts once', async () => {
  setVersion('mf-content', '0.4.0');
  const first = await seedPlatform(database.db, { webRoot, passwords, demoContent: false });
  const second = await seedPlatform(database.db, { webRoot, passwords, demoContent: false });
  expect(second).toEqual(first);
  expect(first.map((tenant) => tenant.tenantId)).toEqual(['tribune', 'tribune-nl']);
  expect(first[0]?.accounts?.all).toHaveLength(10);

  const tenantCount = await database.db.select({ n: sql<number>`count(*)::int` }).from(tenants);
  const userCount = await database.db.select({ n: sql<number>`count(*)::int` }).from(users);
  const remoteCount = await database.db.select({ n: sql<number>`count(*)::int` }).from(tenantRemotes);
  expect(tenantCount[0]?.n).toBe(2);
  // Per tenant: fan, editor, eight fans, oldtimer, and the newsroom's author and junior (issue 33).
  expect(userCount[0]?.n).toBe(26);
  expect(remoteCount[0]?.n).toBe(8);
  expect(await remoteOf('tribune', 'mf_content')).toMatchObject({
    version: '0.4.0',
    entry: '/remotes/mf-content/0.4.0/remoteEntry.js',
    source: 'seed',
  });
});

test('[PLT-09] a start follows new package versions for seeded rows but keeps what an operator set', async () => {
  await database.db
    .update(tenantRemotes)
    .set({ version: '0.3.9', entry: '/remotes/mf-content/0.3.9/remoteEntry.js', source: 'operator' })
    .where(and(eq(tenantRemotes.tenantId, 'tribune-nl'), eq(tenantRemotes.name, 'mf_content')));
  setVersion('mf-content', '0.5.0');
  await seedPlatform(database.db, { webRoot, passwords, demoContent: false });
  expect(await remoteOf('tribune', 'mf_content')).toMatchObject({ version: '0.5.0', source: 'seed' });
  expect(await remoteOf('tribune-nl', 'mf_content')).toMatchObject({ version: '0.3.9', source: 'operator' });
});

test('[PLT-01] demo accounts can be switched off; tenants are always seeded', async () => {
  const bare = await openDatabase({ dataDir: 'memory://' });
  try {
    await bare.migrate();
    const seeded = await seedPlatform(bare.db, { webRoot, passwords, demoAccounts: false });
    expect(seeded.every((tenant) => tenant.accounts === undefined)).toBe(true);
    const userCount = await bare.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(userCount[0]?.n).toBe(0);
  } finally {
    await bare.close();
  }
}, 60_000);

test('[PLT-04] production seeds random real-time secrets, distinct per tenant', async () => {
  const prod = await openDatabase({ dataDir: 'memory://' });
  try {
    await prod.migrate();
    await seedPlatform(prod.db, { webRoot, passwords, production: true, demoAccounts: false });
    const rows = await prod.db.select().from(tenants);
    expect(rows.map((row) => row.realtimeSecret)).not.toContain('tribune-dev-secret');
    expect(new Set(rows.map((row) => row.realtimeKey)).size).toBe(2);
  } finally {
    await prod.close();
  }
}, 60_000);

test('[ISSUE-31] asked to seed the demo in production, each demo account gets a random password, told once', async () => {
  const prod = await openDatabase({ dataDir: 'memory://' });
  try {
    await prod.migrate();
    const told: string[] = [];
    const options = { webRoot, passwords, production: true, demoContent: false, demoPassword: 'random' as const };
    await seedPlatform(prod.db, { ...options, announce: (message) => told.push(message) });
    expect(told).toHaveLength(26);
    const editor = told.find((message) => message.startsWith('demo account editor on tenant tribune:'));
    const password = /password (\S+)$/.exec(editor ?? '')?.[1] ?? '';
    expect(password).toMatch(/^[A-Za-z0-9_-]{20}$/);
    expect(new Set(told.map((message) => /password (\S+)$/.exec(message)?.[1])).size).toBe(26);

    const [row] = await prod.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(and(eq(users.tenantId, 'tribune'), eq(users.username, 'editor')));
    expect(await passwords.verify(password, row?.hash ?? '')).toBe(true);
    expect(await passwords.verify('tribune-demo', row?.hash ?? '')).toBe(false);

    // A restart makes nothing and tells nothing again.
    await seedPlatform(prod.db, { ...options, announce: (message) => told.push(message) });
    expect(told).toHaveLength(26);
  } finally {
    await prod.close();
  }
}, 60_000);
