import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { documentedDemoPassword } from '../../config';
import type { Database } from '../../db/client';
import type { PasswordHasher } from '../../lib/password';
import type { NewUser } from './users-repository';
import { users } from './schema';

/** Every demo account's password in development (documented in api/README.md). */
const demoPassword = documentedDemoPassword;

/** A demo account's password: one for all, or `random`, a fresh one per account. */
export type DemoPasswords = string | 'random';

interface DemoAccount {
  username: string;
  name: string;
  role?: 'editor' | 'guest-author' | 'junior-editor';
  isAdmin?: boolean;
  nightMode?: boolean;
  /** ACC-18: moved over from the tenant's previous site; the first login shows the imported-user notice. */
  imported?: boolean;
}

/** Fans who comment, predict and like in the demo content, per interface language. */
const demoFans: Record<'en' | 'nl', DemoAccount[]> = {
  en: [
    { username: 'TerraceTalk', name: 'Danny Walsh' },
    { username: 'TikiTakaTom', name: 'Tom Fletcher' },
    { username: 'ParkTheBus', name: 'Priya Shah', nightMode: true },
    { username: 'OffsideTrap', name: 'Owen Hughes' },
    { username: 'LateWinner90', name: 'Lucy Barnes' },
    { username: 'CleanSheetKing', name: 'Marcus Reid' },
    { username: 'NutmegNed', name: 'Ned Carver' },
    { username: 'GafferGrace', name: 'Grace Okafor' },
  ],
  nl: [
    { username: 'OranjeLeeuw', name: 'Sander de Vries' },
    { username: 'KuipKoning', name: 'Ricardo Bakker' },
    { username: 'TotaalVoetbal74', name: 'Femke Visser', nightMode: true },
    { username: 'TukkerTrots', name: 'Bram Nijhuis' },
    { username: 'FrieseFluit', name: 'Sietske Hoekstra' },
    { username: 'LichtstadLars', name: 'Lars van Dijk' },
    { username: 'ArenaAnouk', name: 'Anouk Jansen' },
    { username: 'StadionStem', name: 'Youssef El Amrani' },
  ],
};

export interface DemoAccountIds {
  fan: number;
  editor: number;
  /** fan, editor, then the other fans: the authors demo content is written by. */
  all: number[];
  /** The imported account (ACC-18); it writes no demo content, so its first login is its first visit. */
  oldtimer: number;
}

/**
 * Creates the demo accounts of one tenant when missing: `fan` and `editor` (an admin with the editor
 * role), eight fans, and `oldtimer` (an account imported from the previous site, ACC-18), all verified
 * and with the password `tribune-demo` (development), or one of the operator's, or a random one each
 * (production, issue 31), told once through `announce` as the account is made and never stored in the
 * clear. Only missing accounts are hashed and inserted, so a restart costs one query.
 */
export async function seedDemoAccounts(
  db: Database,
  tenant: { id: string; language: 'en' | 'nl' },
  passwords: PasswordHasher,
  options: { password?: DemoPasswords; announce?: (message: string) => void } = {},
): Promise<DemoAccountIds> {
  const password = options.password ?? demoPassword;
  const passwordFor = (username: string): string => {
    if (password !== 'random') return password;
    const fresh = randomBytes(15).toString('base64url');
    options.announce?.(`demo account ${username} on tenant ${tenant.id}: password ${fresh}`);
    return fresh;
  };
  const accounts: DemoAccount[] = [
    { username: 'fan', name: tenant.language === 'nl' ? 'Fan van Tribune' : 'Tribune Fan' },
    { username: 'editor', name: tenant.language === 'nl' ? 'Eindredactie' : 'Editor', role: 'editor', isAdmin: true },
    ...demoFans[tenant.language],
    { username: 'oldtimer', name: tenant.language === 'nl' ? 'Ouwe Getrouwe' : 'Old Timer', imported: true },
    // The newsroom's other two roles (issue 33, spec 000 §6): they write and comment nothing in the demo.
    { username: 'author', name: tenant.language === 'nl' ? 'Gastauteur' : 'Guest Author', role: 'guest-author' },
    { username: 'junior', name: tenant.language === 'nl' ? 'Jonge Redacteur' : 'Junior Editor', role: 'junior-editor' },
  ];
  // Usernames are unique case-insensitively, so compare them that way.
  const keys = accounts.map((account) => account.username.toLowerCase());
  const existing = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(eq(users.tenantId, tenant.id), inArray(sql`lower(${users.username})`, keys)));
  const known = new Set(existing.map((row) => row.username.toLowerCase()));

  // Hashed in parallel: scrypt runs on libuv's thread pool, so a first start does not wait for each
  // hash in turn.
  const missing: NewUser[] = await Promise.all(
    accounts
      .filter((account) => !known.has(account.username.toLowerCase()))
      .map(async (account): Promise<NewUser> => ({
        tenantId: tenant.id,
        username: account.username,
        email: `${account.username.toLowerCase()}@${tenant.id}.test`,
        passwordHash: await passwords.hash(passwordFor(account.username)),
        role: account.role ?? null,
        isAdmin: account.isAdmin ?? false,
        name: account.name,
        emailVerifiedAt: new Date(),
        importedNoticePending: account.imported === true,
        settings: {
          night_mode: account.nightMode === true ? '1' : '0',
          text_size: 'small',
          notify_by_likes: '1',
          notify_by_replies: '1',
          notify_by_likes_on_email: '0',
          notify_by_replies_on_email: '0',
        },
      })),
  );
  const inserted =
    missing.length === 0
      ? []
      : await db
          .insert(users)
          .values(missing)
          .onConflictDoNothing()
          .returning({ id: users.id, username: users.username });

  const idByKey = new Map([...existing, ...inserted].map((row) => [row.username.toLowerCase(), row.id]));
  const ids = keys.map((key) => {
    const id = idByKey.get(key);
    if (id === undefined) throw new Error(`demo account ${key} of ${tenant.id} is missing`);
    return id;
  });
  const oldtimer = idByKey.get('oldtimer');
  const newsroomOnly = new Set([idByKey.get('author'), idByKey.get('junior')]);
  const all = ids.filter((id) => id !== oldtimer && !newsroomOnly.has(id));
  const [fan, editor] = all;
  if (fan === undefined || editor === undefined || oldtimer === undefined) throw new Error('demo accounts incomplete');
  return { fan, editor, all, oldtimer };
}
