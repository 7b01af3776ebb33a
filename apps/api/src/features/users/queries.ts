import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { clients, employers, rspAccounts, rsps, users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return row;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/**
 * The scopes an access token carries: the user type, and for a service provider also its role in
 * the organization (`rsp:owner` or `rsp:member`), which the owner-only screens and calls check.
 */
export async function scopesOf(
  db: Database,
  user: Pick<UserRow, 'id' | 'type'>,
): Promise<string[]> {
  if (user.type !== 'rsp') return [user.type];
  const [account] = await db
    .select({ role: rspAccounts.role })
    .from(rspAccounts)
    .where(eq(rspAccounts.userId, user.id));
  return account ? ['rsp', `rsp:${account.role}`] : ['rsp'];
}

/**
 * The user with the profile rows of every type (only its own type's can exist), its organization,
 * and the columns the caller adds (the session check, the pending e-mail): one statement for
 * `GET /v1/user` (issue 11).
 */
export async function findUserWithProfile(
  db: Database,
  id: string,
  extra: { isSessionAlive: SQL<boolean>; pendingEmail: SQL<string | null> },
) {
  const [row] = await db
    .select({
      user: users,
      client: clients,
      employer: employers,
      account: rspAccounts,
      rsp: rsps,
      ...extra,
    })
    .from(users)
    .leftJoin(clients, eq(clients.userId, users.id))
    .leftJoin(employers, eq(employers.userId, users.id))
    .leftJoin(rspAccounts, eq(rspAccounts.userId, users.id))
    .leftJoin(rsps, eq(rsps.id, rspAccounts.rspId))
    .where(eq(users.id, id));
  return row;
}
