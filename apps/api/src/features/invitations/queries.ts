/** The SQL of invitations. */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { invitations, rsps } from '../../db/schema.ts';

export type InvitationRow = typeof invitations.$inferSelect;

const pending = and(isNull(invitations.acceptedAt), isNull(invitations.withdrawnAt));

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

/** The name of the organization of a pending invitation; undefined for any other. */
export async function findPendingInvitationOrganization(db: Database, id: string) {
  const [row] = await db
    .select({ organizationName: rsps.name })
    .from(invitations)
    .innerJoin(rsps, eq(rsps.id, invitations.rspId))
    .where(and(eq(invitations.id, id), pending));
  return row;
}

/** The organization's invitations neither accepted nor withdrawn, oldest first. */
export async function selectPendingInvitations(
  db: Database,
  rspId: string,
): Promise<InvitationRow[]> {
  return db
    .select()
    .from(invitations)
    .where(and(eq(invitations.rspId, rspId), pending))
    .orderBy(asc(invitations.createdAt));
}

/** Withdraws a pending invitation of the organization; false when there is none. */
export async function withdrawPendingInvitation(
  db: Database,
  rspId: string,
  id: string,
): Promise<boolean> {
  const [row] = await db
    .update(invitations)
    .set({ withdrawnAt: new Date() })
    .where(and(eq(invitations.id, id), eq(invitations.rspId, rspId), pending))
    .returning({ id: invitations.id });
  return Boolean(row);
}
