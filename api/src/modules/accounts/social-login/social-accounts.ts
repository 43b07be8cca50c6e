import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import type { AccountsRepository } from '../accounts-repository';
import { type User, withoutPassword } from '../users-repository';
import { usernamePattern } from '../register';
import { socialIdentities, users } from '../schema';
import type { ProviderProfile } from './provider-client';

export type SocialAccountOutcome =
  | { kind: 'found'; user: User }
  | { kind: 'linked'; user: User }
  | { kind: 'created'; user: User }
  /** The provider's address belongs to an account here, but the provider has not verified it. */
  | { kind: 'unverifiedEmailTaken' }
  /** No account yet and no address to create one with. */
  | { kind: 'emailMissing' };

const usernameMin = 3;
const usernameMax = 30;

/** Letters without accents, then only the characters a username may hold (`register.ts`). */
function usernameBase(text: string | null): string {
  if (text === null) return '';
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/g, '')
    .replace(/[^A-Za-z0-9_.-]/g, '')
    .replace(/^[._-]+|[._-]+$/g, '')
    .slice(0, usernameMax - 4);
}

/**
 * Username candidates for a new social account, best first: from the provider's handle, the name, the
 * e-mail's local part; each valid (3–30 characters of `[A-Za-z0-9_.-]`), leaving room for a number.
 */
export function usernameBasesFor(profile: Pick<ProviderProfile, 'name' | 'handle' | 'email'>): string[] {
  const bases = [profile.handle, profile.name, profile.email?.split('@')[0] ?? null]
    .map(usernameBase)
    .filter((base) => base.length >= usernameMin && usernamePattern.test(base));
  return [...new Set(bases.length > 0 ? bases : ['fan'])];
}

async function usernameTaken(tx: Database, tenantId: string, username: string): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), sql`lower(${users.username}) = ${username.toLowerCase()}`))
    .limit(1);
  return rows.length > 0;
}

/** The first free username: a base as it is, then with 2, 3, … and finally a random suffix. */
async function uniqueUsername(tx: Database, tenantId: string, bases: string[]): Promise<string> {
  for (const base of bases) {
    if (!(await usernameTaken(tx, tenantId, base))) return base;
  }
  const first = bases[0] ?? 'fan';
  for (let suffix = 2; suffix < 20; suffix += 1) {
    const candidate = `${first}${suffix}`;
    if (!(await usernameTaken(tx, tenantId, candidate))) return candidate;
  }
  return `${first.slice(0, usernameMax - 9)}_${randomBytes(4).toString('hex')}`;
}

/**
 * ACC-03: the account a provider identity logs into, inside the caller's transaction. By the provider's
 * id first; else an account with the same address is linked, but only when the provider verified that
 * address (otherwise anyone could claim an account by typing its address at some provider); else a new
 * account is created, with a password nobody knows.
 */
export async function findOrCreateSocialAccount(
  tx: Database,
  accounts: AccountsRepository,
  values: { tenantId: string; provider: string; profile: ProviderProfile; unusablePasswordHash: () => Promise<string> },
): Promise<SocialAccountOutcome> {
  const { tenantId, provider, profile } = values;
  const [identity] = await tx
    .select()
    .from(socialIdentities)
    .innerJoin(users, eq(users.id, socialIdentities.userId))
    .where(
      and(
        eq(socialIdentities.tenantId, tenantId),
        eq(socialIdentities.provider, provider),
        eq(socialIdentities.subject, profile.subject),
        eq(users.tenantId, tenantId),
      ),
    )
    .limit(1);
  if (identity !== undefined) return { kind: 'found', user: withoutPassword(identity.users) };

  if (profile.email === null) return { kind: 'emailMissing' };

  const [sameEmail] = await tx
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), sql`lower(${users.email}) = ${profile.email.toLowerCase()}`))
    .limit(1);
  if (sameEmail !== undefined) {
    if (!profile.emailVerified) return { kind: 'unverifiedEmailTaken' };
    await tx.insert(socialIdentities).values({
      tenantId,
      userId: sameEmail.id,
      provider,
      subject: profile.subject,
      email: profile.email,
    });
    // The provider has just confirmed that this person controls the account's address.
    const [verified] = await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(and(eq(users.tenantId, tenantId), eq(users.id, sameEmail.id)))
      .returning();
    return { kind: 'linked', user: withoutPassword(verified ?? sameEmail) };
  }

  const username = await uniqueUsername(tx, tenantId, usernameBasesFor(profile));
  const user = await accounts.createUser(tx, {
    tenantId,
    username,
    email: profile.email,
    passwordHash: await values.unusablePasswordHash(),
    name: profile.name,
    emailVerifiedAt: profile.emailVerified ? new Date() : null,
  });
  await tx.insert(socialIdentities).values({
    tenantId,
    userId: user.id,
    provider,
    subject: profile.subject,
    email: profile.email,
  });
  return { kind: 'created', user };
}
