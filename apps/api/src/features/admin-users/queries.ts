/** The SQL of the console's Users page (docs/rules.md#staff-console). */
import { and, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUsersQuery } from '@fairchance/shared';
import type { Database } from '../../db/client.ts';
import { emailChangeTokens, users } from '../../db/schema.ts';
import { containsPattern } from '../../lib/like.ts';
import { beforeCursor, encodeCursor } from '../../lib/paging.ts';

/**
 * The new address an account asked for, while its link still works. The outer row is named in
 * full: a query of one table writes its columns without the table's name.
 */
const pendingEmail = sql<string | null>`(select ${emailChangeTokens.newEmail}
  from ${emailChangeTokens}
  where ${emailChangeTokens.userId} = "users"."id" and ${emailChangeTokens.usedAt} is null
    and ${emailChangeTokens.revokedAt} is null and ${emailChangeTokens.expiresAt} > now()
  order by ${emailChangeTokens.createdAt} desc limit 1)`;

const columns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  type: users.type,
  createdAt: users.createdAt,
  disabledAt: users.disabledAt,
  invitedAt: users.invitedAt,
  pendingEmail,
};

export type AdminUserRow = NonNullable<Awaited<ReturnType<typeof findAdminUser>>>;

function searchOf(query: AdminUsersQuery): SQL | undefined {
  const words = (query.q ?? '').split(/\s+/).filter(Boolean);
  return and(
    query.type ? eq(users.type, query.type) : undefined,
    ...words.map((word) =>
      or(
        ilike(users.email, containsPattern(word)),
        ilike(users.firstName, containsPattern(word)),
        ilike(users.lastName, containsPattern(word)),
      ),
    ),
  );
}

export async function findAdminUserPage(db: Database, query: AdminUsersQuery) {
  const where = searchOf(query);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(users)
      .where(and(where, beforeCursor(query.before, users.createdAt, users.id)))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.limit),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return {
    total: total?.n ?? 0,
    rows: rows.map((row) => ({ ...row, cursor: encodeCursor({ at: row.createdAt, id: row.id }) })),
  };
}

export async function findAdminUser(db: Database, userId: string) {
  const [row] = await db.select(columns).from(users).where(eq(users.id, userId));
  return row && { ...row, cursor: encodeCursor({ at: row.createdAt, id: row.id }) };
}

/** Disables an enabled account; false when it was disabled already (or is gone). */
export async function disableUser(db: Database, userId: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ disabledAt: sql`now()` })
    .where(and(eq(users.id, userId), isNull(users.disabledAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Enables a disabled account; false when it was not disabled. */
export async function enableUser(db: Database, userId: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ disabledAt: null })
    .where(and(eq(users.id, userId), isNotNull(users.disabledAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}
