/** The SQL of the administration command. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { employers, rspAccounts, rsps, users } from '../../db/schema.ts';

export type Quota = 'jobs' | 'uncloaks';

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.trim().toLowerCase());

/** The employer profile of the user who signs in as `email`. */
export async function findEmployerIdByEmail(db: Database, email: string) {
  const [owner] = await db
    .select({ employerId: employers.id })
    .from(users)
    .innerJoin(employers, eq(employers.userId, users.id))
    .where(byEmail(email));
  return owner;
}

/** Adds `amount` to a quota in the database itself, so no concurrent use of it is lost. */
export async function addToQuota(db: Database, employerId: string, quota: Quota, amount: number) {
  const column = quota === 'jobs' ? employers.availableJobsCount : employers.availableUncloaksCount;
  const [row] = await db
    .update(employers)
    .set(
      quota === 'jobs'
        ? { availableJobsCount: sql`${column} + ${amount}` }
        : { availableUncloaksCount: sql`${column} + ${amount}` },
    )
    .where(eq(employers.id, employerId))
    .returning({
      name: employers.name,
      jobs: employers.availableJobsCount,
      uncloaks: employers.availableUncloaksCount,
    });
  return row;
}

export async function findProvider(db: Database, providerKey: string) {
  const [provider] = await db.select().from(rsps).where(eq(rsps.providerKey, providerKey));
  return provider;
}

/** The service provider account of the user who signs in as `email`. */
export async function findRspAccountByEmail(db: Database, email: string) {
  const [account] = await db
    .select({ userId: users.id, role: rspAccounts.role, rspId: rspAccounts.rspId })
    .from(users)
    .innerJoin(rspAccounts, eq(rspAccounts.userId, users.id))
    .where(byEmail(email));
  return account;
}

/** Locks the organization's row until the transaction ends. */
export async function lockOrganization(db: Database, rspId: string): Promise<void> {
  await db.execute(sql`select id from ${rsps} where ${rsps.id} = ${rspId} for update`);
}

export async function findOwnerOf(db: Database, rspId: string) {
  const [owner] = await db
    .select({ userId: rspAccounts.userId })
    .from(rspAccounts)
    .where(and(eq(rspAccounts.rspId, rspId), eq(rspAccounts.role, 'owner')));
  return owner;
}

/**
 * Points an owner's account without an organization at `rspId`, its profile still to fill. False
 * when the account has an organization by now (its own onboarding created one meanwhile).
 */
export async function assignOrganization(
  db: Database,
  userId: string,
  rspId: string,
): Promise<boolean> {
  const [claimed] = await db
    .update(rspAccounts)
    .set({ rspId, isProfileFilled: false })
    .where(and(eq(rspAccounts.userId, userId), isNull(rspAccounts.rspId)))
    .returning({ userId: rspAccounts.userId });
  return Boolean(claimed);
}
