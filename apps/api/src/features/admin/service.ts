import { eq, sql } from 'drizzle-orm';
import { AppError } from '@fairchance/shared';
import type { Database } from '../../db/client.ts';
import { employers, users } from '../../db/schema.ts';

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
