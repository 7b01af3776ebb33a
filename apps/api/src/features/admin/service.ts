import { randomBytes } from 'node:crypto';
import { AppError } from '@fairchance/shared';
import type { Database } from '../../db/client.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { recordStaffAction } from '../audit-log/service.ts';
import { sendStaffInvitation } from '../staff/service.ts';
import { findUserByEmail, insertUser } from '../users/queries.ts';
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

/** Who grants, and why: the audit log's row (decision 036). */
export interface GrantAudit {
  /** The staff member; null for the server's shell. */
  staffUserId: string | null;
  reason: string;
}

export const SHELL_GRANT_REASON = "Granted from the server's shell";

/**
 * Adds to a company's quota (docs/rules.md#quotas: only staff change quotas), and writes the audit
 * row in the same transaction. Atomic: the addition happens in the database, so it never loses a
 * concurrent use of the quota. Undefined when there is no such company.
 */
export async function grantQuotaTo(
  db: Database,
  employerId: string,
  quota: Quota,
  amount: number,
  audit: GrantAudit,
): Promise<{ employerName: string; jobs: number; uncloaks: number } | undefined> {
  if (!Number.isInteger(amount) || amount < 1) {
    throw new AppError('InvalidRequest', 'The amount must be a whole number of at least 1.');
  }
  return db.transaction(async (tx) => {
    const row = await addToQuota(tx, employerId, quota, amount);
    if (!row) return undefined;
    await recordStaffAction(tx, {
      staffUserId: audit.staffUserId,
      action: 'quota.grant',
      targetType: 'employer',
      targetId: employerId,
      reason: audit.reason,
      details: { quota, amount, available: quota === 'jobs' ? row.jobs : row.uncloaks },
    });
    return { employerName: row.name, jobs: row.jobs, uncloaks: row.uncloaks };
  });
}

/** `npm run admin -- grant-jobs|grant-uncloaks EMAIL N [REASON]`: the company of that employer. */
export async function grantQuota(
  db: Database,
  email: string,
  quota: Quota,
  amount: number,
  reason: string = SHELL_GRANT_REASON,
): Promise<{ employerName: string; available: number }> {
  if (!Number.isInteger(amount) || amount < 1) {
    throw new AppError('InvalidRequest', 'The amount must be a whole number of at least 1.');
  }
  const owner = await findEmployerIdByEmail(db, email);
  if (!owner) throw new AppError('ResourceNotFound', `No employer signs in as ${email}.`);
  const row = await grantQuotaTo(db, owner.employerId, quota, amount, {
    staffUserId: null,
    reason,
  });
  if (!row) throw new AppError('ResourceNotFound', `No employer signs in as ${email}.`);
  return { employerName: row.employerName, available: quota === 'jobs' ? row.jobs : row.uncloaks };
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
 * `npm run admin -- create-staff EMAIL`: a staff account with no usable password, its invitation
 * and its audit row, together.
 */
export async function createStaffAccount(
  db: Database,
  publicUrl: string,
  input: { email: string; firstName?: string | undefined; lastName?: string | undefined },
): Promise<{ userId: string; email: string }> {
  const email = input.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw new AppError('InvalidRequest', `${input.email} is not an e-mail address.`);
  }
  if (await findUserByEmail(db, email)) {
    throw new AppError('ResourceConflict', `An account already signs in as ${email}.`);
  }
  // Nobody knows this password: the owner chooses theirs with the mailed link.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const firstName = input.firstName?.trim() || email.split('@')[0]!;
  return db.transaction(async (tx) => {
    const userId = await insertUser(tx, {
      email,
      passwordHash,
      firstName,
      lastName: input.lastName?.trim() ?? '',
      type: 'staff',
      invitedAt: new Date(),
    });
    await sendStaffInvitation(tx, publicUrl, { id: userId, email, firstName, language: 'en' });
    await recordStaffAction(tx, {
      staffUserId: null,
      action: 'staff.create',
      targetType: 'user',
      targetId: userId,
      reason: "Created from the server's shell",
    });
    return { userId, email };
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
