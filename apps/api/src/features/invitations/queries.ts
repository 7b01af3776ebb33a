/** The SQL of invitations: an organization's (case managers) and a company's (colleagues). */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { employers, invitations, rsps } from '../../db/schema.ts';

export type InvitationRow = typeof invitations.$inferSelect;

/** Whose invitations: an organization's or a company's. */
export type InvitationScope = { rspId: string } | { employerId: string };

const pending = and(isNull(invitations.acceptedAt), isNull(invitations.withdrawnAt));

const ofScope = (scope: InvitationScope) =>
  'rspId' in scope
    ? eq(invitations.rspId, scope.rspId)
    : eq(invitations.employerId, scope.employerId);

export async function findOrganizationName(db: Database, rspId: string) {
  const [row] = await db.select({ name: rsps.name }).from(rsps).where(eq(rsps.id, rspId));
  return row;
}

export async function insertInvitation(
  db: Database,
  values: typeof invitations.$inferInsert,
): Promise<InvitationRow> {
  const [row] = await db.insert(invitations).values(values).returning();
  return row!;
}

/**
 * Who sent a pending invitation: its organization or its company (an invitation has exactly one,
 * `invitations_one_inviter`); undefined for any other invitation.
 */
export async function findPendingInvitationInviter(db: Database, id: string) {
  const [row] = await db
    .select({ rspName: rsps.name, employerName: employers.name })
    .from(invitations)
    .leftJoin(rsps, eq(rsps.id, invitations.rspId))
    .leftJoin(employers, eq(employers.id, invitations.employerId))
    .where(and(eq(invitations.id, id), pending));
  return row;
}

/** The invitations neither accepted nor withdrawn, oldest first. */
export async function selectPendingInvitations(
  db: Database,
  scope: InvitationScope,
): Promise<InvitationRow[]> {
  return db
    .select()
    .from(invitations)
    .where(and(ofScope(scope), pending))
    .orderBy(asc(invitations.createdAt));
}

/** Withdraws a pending invitation of the organization or company; false when there is none. */
export async function withdrawPendingInvitation(
  db: Database,
  scope: InvitationScope,
  id: string,
): Promise<boolean> {
  const [row] = await db
    .update(invitations)
    .set({ withdrawnAt: new Date() })
    .where(and(eq(invitations.id, id), ofScope(scope), pending))
    .returning({ id: invitations.id });
  return Boolean(row);
}
