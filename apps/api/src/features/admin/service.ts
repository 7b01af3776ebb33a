import { AppError } from '@fairchance/shared';
import type { Database } from '../../db/client.ts';
import {
  addToQuota,
  assignOrganization,
  findEmployerIdByEmail,
  findOwnerOf,
  findProvider,
  findRspAccountByEmail,
  lockOrganization,
  type Quota,
} from './queries.ts';

export type { Quota } from './queries.ts';

/**
 * Adds to an employer's quota (docs/rules.md#quotas: only an administrator changes quotas). Atomic:
 * the addition happens in the database, so it never loses a concurrent use of the quota.
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
  const owner = await findEmployerIdByEmail(db, email);
  if (!owner) throw new AppError('ResourceNotFound', `No employer signs in as ${email}.`);
  const row = await addToQuota(db, owner.employerId, quota, amount);
  return { employerName: row.name, available: quota === 'jobs' ? row.jobs : row.uncloaks };
}

/**
 * Gives a known provider's organization (loaded on first start,
 * docs/value-lists.md#reentry-providers) to its real owner, once an administrator has checked who
 * they are. The person signs up as a service provider first; on their next sign-in, onboarding
 * fills in the organization (with the clients who chose it) instead of creating a new one.
 */
export async function claimProvider(
  db: Database,
  email: string,
  providerKey: string,
): Promise<{ organizationName: string }> {
  const provider = await findProvider(db, providerKey);
  if (!provider) throw new AppError('ResourceNotFound', `No known provider '${providerKey}'.`);
  const account = await findRspAccountByEmail(db, email);
  if (!account || account.role !== 'owner') {
    throw new AppError('ResourceNotFound', `No service provider owner signs in as ${email}.`);
  }
  if (account.rspId) {
    throw new AppError('ResourceConflict', `${email} already has an organization.`);
  }
  return db.transaction(async (tx) => {
    const outcome = await giveOrganizationToOwner(tx, account.userId, provider.id);
    if (outcome === 'hasOwner')
      throw new AppError('ResourceConflict', `${provider.name} already has an owner.`);
    if (outcome === 'hasOrganization')
      throw new AppError('ResourceConflict', `${email} already has an organization.`);
    return { organizationName: provider.name };
  });
}

/**
 * The claim itself, inside the caller's transaction: the shell command above and staff approving
 * an owner's claim in the console (docs/rules.md#organization-claims) both run it. The owner's
 * account points at the organization, its profile still to fill in onboarding.
 */
export async function giveOrganizationToOwner(
  tx: Database,
  userId: string,
  rspId: string,
): Promise<'claimed' | 'hasOwner' | 'hasOrganization'> {
  // One owner per organization, even if two claims run at once.
  await lockOrganization(tx, rspId);
  if (await findOwnerOf(tx, rspId)) return 'hasOwner';
  // Not if their own onboarding created an organization meanwhile.
  const claimed = await assignOrganization(tx, userId, rspId);
  return claimed ? 'claimed' : 'hasOrganization';
}
