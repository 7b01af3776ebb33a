/** The SQL of case managers: the organization's accounts with their users and case loads. */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rspAccounts, rspClients, users } from '../../db/schema.ts';
import { beforeCursor } from '../../lib/paging.ts';

const caseLoad = sql<number>`(select count(*)::int from ${rspClients} rc where rc.case_manager_user_id = ${users.id} and rc.rsp_id = ${rspAccounts.rspId} and rc.withdrawn_at is null)`;

const memberColumns = {
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  avatar: users.avatar,
  rspId: rspAccounts.rspId,
  role: rspAccounts.role,
  position: rspAccounts.position,
  createdAt: rspAccounts.createdAt,
  caseLoad,
};

export type MemberRow = {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  avatar: string | null;
  rspId: string | null;
  role: string;
  position: string | null;
  createdAt: Date;
  caseLoad: number;
};

export async function findMember(
  db: Database,
  rspId: string,
  userId: string,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select(memberColumns)
    .from(rspAccounts)
    .innerJoin(users, eq(users.id, rspAccounts.userId))
    .where(and(eq(rspAccounts.rspId, rspId), eq(rspAccounts.userId, userId)));
  return row;
}

/** A page of the organization's members (not the owner), newest first, and their total. */
export async function selectMemberPage(
  db: Database,
  rspId: string,
  page: { before?: string; limit: number },
): Promise<{ rows: MemberRow[]; total: number }> {
  const where = and(eq(rspAccounts.rspId, rspId), eq(rspAccounts.role, 'member'));
  const [rows, [total]] = await Promise.all([
    db
      .select(memberColumns)
      .from(rspAccounts)
      .innerJoin(users, eq(users.id, rspAccounts.userId))
      .where(and(where, beforeCursor(page.before, rspAccounts.createdAt, rspAccounts.userId)))
      .orderBy(desc(rspAccounts.createdAt), desc(rspAccounts.userId))
      .limit(page.limit),
    db.select({ n: count() }).from(rspAccounts).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** A member's onboarding: their phone and avatar, and their profile filled. */
export async function fillMemberProfile(
  db: Database,
  userId: string,
  input: { phone: string; avatar?: string | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ phone: input.phone, ...(input.avatar !== undefined ? { avatar: input.avatar } : {}) })
      .where(eq(users.id, userId));
    await tx
      .update(rspAccounts)
      .set({
        isProfileFilled: true,
        position: sql`coalesce(${rspAccounts.position}, 'caseManager')`,
      })
      .where(eq(rspAccounts.userId, userId));
  });
}

export async function updateMemberUser(
  db: Database,
  userId: string,
  changes: Partial<typeof users.$inferInsert>,
): Promise<void> {
  await db.update(users).set(changes).where(eq(users.id, userId));
}

export async function updateMemberPosition(
  db: Database,
  userId: string,
  position: string | null,
): Promise<void> {
  await db.update(rspAccounts).set({ position }).where(eq(rspAccounts.userId, userId));
}

/** Ends the account; the foreign keys unassign the member's clients. */
export async function deleteUser(db: Database, userId: string): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}
