/** The SQL of organizations: the organization itself, its accounts, and the directory. */
import { and, asc, eq, ilike, isNull, sql } from 'drizzle-orm';
import { ORGANIZATION_DIRECTORY_LIMIT } from '@fairchance/shared';
import type { Database } from '../../db/client.ts';
import { media, rspAccounts, rsps, users } from '../../db/schema.ts';
import { containsPattern } from '../../lib/like.ts';
import { sessionAliveSql } from '../auth/queries.ts';

export type OrganizationRow = typeof rsps.$inferSelect;
export type OrganizationValues = typeof rsps.$inferInsert;

/** The user's role in the organization, if they have an account in it. */
export async function findAccountRole(
  db: Database,
  userId: string,
  rspId: string,
): Promise<string | undefined> {
  const [account] = await db
    .select({ role: rspAccounts.role })
    .from(rspAccounts)
    .where(and(eq(rspAccounts.userId, userId), eq(rspAccounts.rspId, rspId)));
  return account?.role;
}

/**
 * The user's role in the organization (null without an account in it) and whether their sign-in
 * `sessionId` is alive, in one statement: a signed-in read of the organization's data checks both
 * before its own query (issue 11: the session check folded in).
 */
export async function findAccountRoleAndSession(
  db: Database,
  userId: string,
  rspId: string,
  sessionId: string,
): Promise<{ role: string | null; isSessionAlive: boolean }> {
  const role = db
    .select({ role: rspAccounts.role })
    .from(rspAccounts)
    .where(and(eq(rspAccounts.userId, userId), eq(rspAccounts.rspId, rspId)));
  const [row] = await db
    .select({
      role: sql<string | null>`(${role})`,
      isSessionAlive: sessionAliveSql(sessionId),
    })
    .from(sql`(select 1) as one`);
  return { role: row?.role ?? null, isSessionAlive: row?.isSessionAlive ?? false };
}

/** Whether `key` is an upload of the user's own. */
export async function isOwnMedia(db: Database, userId: string, key: string): Promise<boolean> {
  const [row] = await db
    .select({ key: media.key })
    .from(media)
    .where(and(eq(media.key, key), eq(media.ownerUserId, userId)));
  return Boolean(row);
}

/** The user's service provider account (owner or member), with or without an organization. */
export async function findRspAccount(db: Database, userId: string) {
  const [account] = await db.select().from(rspAccounts).where(eq(rspAccounts.userId, userId));
  return account;
}

export async function findUserAvatar(db: Database, userId: string) {
  const [row] = await db.select({ avatar: users.avatar }).from(users).where(eq(users.id, userId));
  return row;
}

export async function findOrganizationAvatar(db: Database, rspId: string) {
  const [row] = await db.select({ avatar: rsps.avatar }).from(rsps).where(eq(rsps.id, rspId));
  return row;
}

/** Creates the organization, or fills in the claimed one (`claimedRspId`). */
export async function saveOrganizationRow(
  db: Database,
  claimedRspId: string | null,
  values: OrganizationValues,
): Promise<OrganizationRow> {
  const [row] = claimedRspId
    ? await db.update(rsps).set(values).where(eq(rsps.id, claimedRspId)).returning()
    : await db.insert(rsps).values(values).returning();
  return row!;
}

/**
 * Points the owner's account, still without a profile, at its organization and fills its profile.
 * Answers false when the profile was filled meanwhile.
 */
export async function fillOwnerAccount(
  db: Database,
  input: { userId: string; claimedRspId: string | null; rspId: string; position: string },
): Promise<boolean> {
  const [claimed] = await db
    .update(rspAccounts)
    .set({ rspId: input.rspId, position: input.position, isProfileFilled: true })
    .where(
      and(
        eq(rspAccounts.userId, input.userId),
        eq(rspAccounts.isProfileFilled, false),
        input.claimedRspId ? eq(rspAccounts.rspId, input.claimedRspId) : isNull(rspAccounts.rspId),
      ),
    )
    .returning();
  return Boolean(claimed);
}

/** Sets a user's phone, and their avatar when one is given (null removes it). */
export async function setUserPhoneAndAvatar(
  db: Database,
  userId: string,
  phone: string,
  avatar: string | null | undefined,
): Promise<void> {
  await db
    .update(users)
    .set({ phone, ...(avatar !== undefined ? { avatar } : {}) })
    .where(eq(users.id, userId));
}

/** The organization of this name (in any letter case): its provider key and owner, if any. */
export async function findListedByName(db: Database, name: string) {
  const [listed] = await db
    .select({ providerKey: rsps.providerKey, ownerId: rspAccounts.userId })
    .from(rsps)
    .leftJoin(rspAccounts, and(eq(rspAccounts.rspId, rsps.id), eq(rspAccounts.role, 'owner')))
    .where(eq(sql`lower(${rsps.name})`, name.trim().toLowerCase()));
  return listed;
}

export async function findOrganization(
  db: Database,
  rspId: string,
): Promise<OrganizationRow | undefined> {
  const [row] = await db.select().from(rsps).where(eq(rsps.id, rspId));
  return row;
}

export async function updateOrganizationRow(
  db: Database,
  rspId: string,
  changes: Partial<OrganizationValues>,
): Promise<OrganizationRow | undefined> {
  const [row] = await db.update(rsps).set(changes).where(eq(rsps.id, rspId)).returning();
  return row;
}

/** Organizations registered here (not the known providers) whose name contains `q`, by name. */
export async function selectDirectory(db: Database, q: string | undefined) {
  return db
    .select()
    .from(rsps)
    .where(and(isNull(rsps.providerKey), q ? ilike(rsps.name, containsPattern(q)) : undefined))
    .orderBy(asc(sql`lower(${rsps.name})`), asc(rsps.id))
    .limit(ORGANIZATION_DIRECTORY_LIMIT);
}
