import { and, eq, isNull, sql } from 'drizzle-orm';
import { AppError } from '@fairchance/shared';
import type { Database } from '../../db/client.ts';
import { employers, rspAccounts, rsps, users } from '../../db/schema.ts';

export type Quota = 'jobs' | 'uncloaks';

/**
 * Adds to an employer's quota (DESIGN §4: only an administrator changes quotas). Atomic: the
 * addition happens in the database, so it never loses a concurrent use of the quota.
 */
export async function grantQuota(
  db: Database,
  email: string,
  quota: Quota,
  amount: number,
): Promise<{ employerName: string; available: number }> {
  if (!Number.isInteger(amount) || amount < 1) {
    throw new AppError('InvalidRequest', 'The amount must be a whole number of at least 1.');
  }
  const [owner] = await db
    .select({ employerId: employers.id })
    .from(users)
    .innerJoin(employers, eq(employers.userId, users.id))
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  if (!owner) throw new AppError('ResourceNotFound', `No employer signs in as ${email}.`);

  const column = quota === 'jobs' ? employers.availableJobsCount : employers.availableUncloaksCount;
  const [row] = await db
    .update(employers)
    .set(
      quota === 'jobs'
        ? { availableJobsCount: sql`${column} + ${amount}` }
        : { availableUncloaksCount: sql`${column} + ${amount}` },
    )
    .where(eq(employers.id, owner.employerId))
    .returning({
      name: employers.name,
      jobs: employers.availableJobsCount,
      uncloaks: employers.availableUncloaksCount,
    });
  return { employerName: row!.name, available: quota === 'jobs' ? row!.jobs : row!.uncloaks };
}

/**
 * Gives a known provider's organization (loaded on first start, ENUMS.md) to its real owner, once
 * an administrator has checked who they are. The person signs up as a service provider first; on
 * their next sign-in, onboarding fills in the organization (with the clients who chose it) instead
 * of creating a new one.
 */
export async function claimProvider(
  db: Database,
  email: string,
  providerKey: string,
): Promise<{ organizationName: string }> {
  const [provider] = await db.select().from(rsps).where(eq(rsps.providerKey, providerKey));
  if (!provider) throw new AppError('ResourceNotFound', `No known provider '${providerKey}'.`);
  const [account] = await db
    .select({ userId: users.id, role: rspAccounts.role, rspId: rspAccounts.rspId })
    .from(users)
    .innerJoin(rspAccounts, eq(rspAccounts.userId, users.id))
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  if (!account || account.role !== 'owner') {
    throw new AppError('ResourceNotFound', `No service provider owner signs in as ${email}.`);
  }
  if (account.rspId) {
    throw new AppError('ResourceConflict', `${email} already has an organization.`);
  }
  return db.transaction(async (tx) => {
    // One owner per organization, even if two claims run at once.
    await tx.execute(sql`select id from ${rsps} where ${rsps.id} = ${provider.id} for update`);
    const [owner] = await tx
      .select({ userId: rspAccounts.userId })
      .from(rspAccounts)
      .where(and(eq(rspAccounts.rspId, provider.id), eq(rspAccounts.role, 'owner')));
    if (owner) throw new AppError('ResourceConflict', `${provider.name} already has an owner.`);
    const [claimed] = await tx
      .update(rspAccounts)
      .set({ rspId: provider.id, isProfileFilled: false })
      // Not if their own onboarding created an organization meanwhile.
      .where(and(eq(rspAccounts.userId, account.userId), isNull(rspAccounts.rspId)))
      .returning({ userId: rspAccounts.userId });
    if (!claimed) throw new AppError('ResourceConflict', `${email} already has an organization.`);
    return { organizationName: provider.name };
  });
}
