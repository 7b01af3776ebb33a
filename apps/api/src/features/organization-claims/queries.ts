/** The SQL of organization claims (docs/rules.md#organization-claims). */
import { and, asc, count, desc, eq, ilike, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { organizationClaims, rspAccounts, rsps, users } from '../../db/schema.ts';
import { containsPattern } from '../../lib/like.ts';
import { cursorPage } from '../../lib/paging.ts';

const claimColumns = {
  id: organizationClaims.id,
  rspId: organizationClaims.rspId,
  userId: organizationClaims.userId,
  message: organizationClaims.message,
  status: organizationClaims.status,
  decisionReason: organizationClaims.decisionReason,
  decidedAt: organizationClaims.decidedAt,
  createdAt: organizationClaims.createdAt,
  providerKey: rsps.providerKey,
  organizationName: rsps.name,
};

export interface ClaimRow {
  id: string;
  rspId: string;
  userId: string;
  message: string;
  status: string;
  decisionReason: string | null;
  decidedAt: Date | null;
  createdAt: Date;
  providerKey: string | null;
  organizationName: string;
}

/** The service provider account of the user (role and organization). */
export async function findOwnerAccount(db: Database, userId: string) {
  const [account] = await db
    .select({ role: rspAccounts.role, rspId: rspAccounts.rspId })
    .from(rspAccounts)
    .where(eq(rspAccounts.userId, userId));
  return account;
}

/** A known provider's organization, with whether someone owns it. */
export async function findKnownProvider(db: Database, providerKey: string) {
  const [row] = await db
    .select({
      id: rsps.id,
      name: rsps.name,
      hasOwner: sql<boolean>`exists (select 1 from ${rspAccounts} a where a.rsp_id = ${rsps.id} and a.role = 'owner')`,
    })
    .from(rsps)
    .where(eq(rsps.providerKey, providerKey));
  return row;
}

export async function insertClaim(
  db: Database,
  values: { rspId: string; userId: string; message: string },
): Promise<string> {
  const [row] = await db
    .insert(organizationClaims)
    .values(values)
    .returning({ id: organizationClaims.id });
  return row!.id;
}

export async function findClaim(db: Database, id: string): Promise<ClaimRow | undefined> {
  const [row] = await db
    .select(claimColumns)
    .from(organizationClaims)
    .innerJoin(rsps, eq(rsps.id, organizationClaims.rspId))
    .where(eq(organizationClaims.id, id));
  return row;
}

/** The user's claims, newest first. */
export async function findClaimsOf(db: Database, userId: string): Promise<ClaimRow[]> {
  return db
    .select(claimColumns)
    .from(organizationClaims)
    .innerJoin(rsps, eq(rsps.id, organizationClaims.rspId))
    .where(eq(organizationClaims.userId, userId))
    .orderBy(desc(organizationClaims.createdAt), desc(organizationClaims.id));
}

/** Claims with who asked (to e-mail them), locked until the transaction ends, in asking order. */
function lockClaimsWhere(db: Database, where: SQL | undefined) {
  return db
    .select({
      ...claimColumns,
      requester: { email: users.email, firstName: users.firstName, language: users.language },
    })
    .from(organizationClaims)
    .innerJoin(rsps, eq(rsps.id, organizationClaims.rspId))
    .innerJoin(users, eq(users.id, organizationClaims.userId))
    .where(where)
    .orderBy(asc(organizationClaims.createdAt), asc(organizationClaims.id))
    .for('update', { of: organizationClaims });
}

/** The claim and who asked, locked until the transaction ends. */
export async function lockClaim(db: Database, id: string) {
  const [row] = await lockClaimsWhere(db, eq(organizationClaims.id, id));
  return row;
}

/** The other pending claims on an organization, with who asked, locked until the transaction ends. */
export function lockRivalClaims(db: Database, rspId: string, exceptId: string) {
  return lockClaimsWhere(
    db,
    and(
      eq(organizationClaims.rspId, rspId),
      eq(organizationClaims.status, 'pending'),
      ne(organizationClaims.id, exceptId),
    ),
  );
}

export async function decideClaim(
  db: Database,
  id: string,
  decision: { status: 'approved' | 'declined'; reason: string; staffUserId: string; at: Date },
): Promise<void> {
  await db
    .update(organizationClaims)
    .set({
      status: decision.status,
      decisionReason: decision.reason,
      decidedByUserId: decision.staffUserId,
      decidedAt: decision.at,
    })
    .where(eq(organizationClaims.id, id));
}

/** A page of claims in one status, newest first, with who asked; `q` narrows. */
export async function findClaimPage(
  db: Database,
  options: { status: string; q?: string | undefined; before?: string | undefined; limit: number },
) {
  const where = and(
    eq(organizationClaims.status, options.status),
    options.q
      ? or(
          ilike(rsps.name, containsPattern(options.q)),
          ilike(users.email, containsPattern(options.q)),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, containsPattern(options.q)),
        )
      : undefined,
  );
  const page = cursorPage(
    { before: options.before },
    organizationClaims.createdAt,
    organizationClaims.id,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...claimColumns,
        requester: {
          userId: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
        },
      })
      .from(organizationClaims)
      .innerJoin(rsps, eq(rsps.id, organizationClaims.rspId))
      .innerJoin(users, eq(users.id, organizationClaims.userId))
      .where(and(where, page.where))
      .orderBy(desc(organizationClaims.createdAt), desc(organizationClaims.id))
      .limit(options.limit),
    db
      .select({ n: count() })
      .from(organizationClaims)
      .innerJoin(rsps, eq(rsps.id, organizationClaims.rspId))
      .innerJoin(users, eq(users.id, organizationClaims.userId))
      .where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** The known providers by name, `q` narrowing, with their owner and pending claims. */
export async function findKnownProviderPage(
  db: Database,
  options: { q?: string | undefined; limit: number; offset: number },
) {
  const owner = alias(users, 'owner');
  const where = and(
    isNotNull(rsps.providerKey),
    options.q ? ilike(rsps.name, containsPattern(options.q)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: rsps.id,
        providerKey: rsps.providerKey,
        name: rsps.name,
        ownerFirstName: owner.firstName,
        ownerLastName: owner.lastName,
        ownerEmail: owner.email,
        pendingClaims:
          sql<number>`(select count(*)::integer from ${organizationClaims} c where c.rsp_id = ${rsps.id} and c.status = 'pending')`.mapWith(
            Number,
          ),
      })
      .from(rsps)
      .leftJoin(rspAccounts, and(eq(rspAccounts.rspId, rsps.id), eq(rspAccounts.role, 'owner')))
      .leftJoin(owner, eq(owner.id, rspAccounts.userId))
      .where(where)
      .orderBy(asc(rsps.name), asc(rsps.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ n: count() }).from(rsps).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}
