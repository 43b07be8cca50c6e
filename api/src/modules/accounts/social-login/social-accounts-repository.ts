import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Refused } from '../../../db/refusable-write';
import type { Database } from '../../../db/client';
import { createEmailVerificationsRepository } from '../registration/email-verifications-repository';
import { usernamePattern } from '../registration/register';
import { socialIdentities, users } from '../schema';
import { createSessionsRepository, type OpenedSession } from '../sessions/sessions-repository';
import { createUsersRepository, type User, type UsersRepository, withoutPassword } from '../users-repository';
import type { ProviderProfile } from './provider-client';

type SocialAccountOutcome =
  | { kind: 'found'; user: User }
  | { kind: 'linked'; user: User }
  | { kind: 'created'; user: User }
  /** The provider's address belongs to an account here, but the provider has not verified it. */
  | { kind: 'unverifiedEmailTaken' }
  /** No account yet and no address to create one with. */
  | { kind: 'emailMissing' };

/** Who logs in with a provider identity, on which tenant. */
interface SocialAccountValues {
  tenantId: string;
  provider: string;
  profile: ProviderProfile;
  /** A password nobody knows, for a new account (it logs in through the provider, or after a reset). */
  unusablePasswordHash: () => Promise<string>;
}

/** A social login that found, linked or created the account, and logged the browser in. */
interface SocialLogin extends OpenedSession {
  outcome: 'found' | 'linked' | 'created';
  user: User;
  /** The verification link's token to mail, for a new account whose address the provider did not verify. */
  verification: string | undefined;
}

/** A social login that found no account to log into and made none: why (nothing was written). */
type SocialLoginRefused = Refused<'emailMissing' | 'unverifiedEmailTaken'>;

export type SocialAccountsRepository = ReturnType<typeof createSocialAccountsRepository>;

/** ACC-03: the accounts that provider identities log into. */
export function createSocialAccountsRepository(db: Database) {
  const usersRepository = createUsersRepository(db);
  const sessions = createSessionsRepository(db);
  const emailVerifications = createEmailVerificationsRepository(db);
  return {
    /**
     * Finds, links or creates the account of a provider identity (`findOrCreateSocialAccount`) and logs
     * the browser in, in one transaction. The refusals (`emailMissing`, `unverifiedEmailTaken`) write
     * nothing. Two first logins of one person at once race on the unique indexes: the loser's unique
     * violation is thrown.
     */
    async logIn(values: SocialAccountValues): Promise<SocialLogin | SocialLoginRefused> {
      return db.transaction(async (tx) => {
        const outcome = await findOrCreateSocialAccount(tx, usersRepository, values);
        if (outcome.kind === 'emailMissing' || outcome.kind === 'unverifiedEmailTaken')
          return { refused: outcome.kind };
        const { user } = outcome;
        const verification =
          outcome.kind === 'created' && user.emailVerifiedAt === null
            ? await emailVerifications.createEmailVerification(tx, values.tenantId, user.id)
            : undefined;
        return {
          outcome: outcome.kind,
          user,
          verification,
          ...(await sessions.openSession(tx, values.tenantId, user)),
        };
      });
    },
  };
}

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
async function findOrCreateSocialAccount(
  tx: Database,
  usersRepository: Pick<UsersRepository, 'createUser'>,
  values: SocialAccountValues,
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
  const user = await usersRepository.createUser(tx, {
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
