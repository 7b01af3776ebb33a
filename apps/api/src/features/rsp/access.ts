/**
 * Who may act in an organization (SPEC §6, DESIGN §4): its owner, or a member (case manager).
 * Someone outside the organization is told it does not exist, so one organization never learns
 * about another's data; a member asking for an owner-only action is refused with 403.
 */
import { and, eq } from 'drizzle-orm';
import { AppError } from '@fairchance/shared';
import type { Database } from '../../db/client.ts';
import { rspAccounts } from '../../db/schema.ts';

export interface RspMembership {
  userId: string;
  rspId: string;
  role: 'owner' | 'member';
}

export async function membershipIn(
  db: Database,
  userId: string,
  rspId: string,
): Promise<RspMembership> {
  const [account] = await db
    .select({ role: rspAccounts.role })
    .from(rspAccounts)
    .where(and(eq(rspAccounts.userId, userId), eq(rspAccounts.rspId, rspId)));
  if (!account) throw new AppError('ResourceNotFound', 'Organization not found.');
  return { userId, rspId, role: account.role as RspMembership['role'] };
}

export async function ownerOf(db: Database, userId: string, rspId: string): Promise<RspMembership> {
  const membership = await membershipIn(db, userId, rspId);
  if (membership.role !== 'owner') {
    throw new AppError('Forbidden', 'Only the owner of the organization can do this.');
  }
  return membership;
}
