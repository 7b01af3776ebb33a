import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { clients, employers, rspAccounts, rsps, users } from '../../db/schema.ts';
import { sessionAliveSql } from '../auth/authenticate.ts';
import { pendingEmailSql } from './email-change.ts';

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
 * the pending e-mail and whether the sign-in `sessionId` is alive: one statement for
 * `GET /v1/user` (issue 11). Prepared once per database (a named statement on PostgreSQL): it runs
 * on every page load, so neither Drizzle nor the server plans it again.
 */
export async function findUserWithProfile(
  db: Database,
  { userId, sessionId }: { userId: string; sessionId: string },
) {
  let query = userWithProfileQueries.get(db);
  if (!query) {
    query = prepareUserWithProfile(db);
    userWithProfileQueries.set(db, query);
  }
  const [row] = await query.execute({ userId, sessionId, now: new Date() });
  return row;
}

const userWithProfileQueries = new WeakMap<Database, ReturnType<typeof prepareUserWithProfile>>();

function prepareUserWithProfile(db: Database) {
  const userId = sql.placeholder('userId');
  return db
    .select({
      user: users,
      client: clients,
      employer: employers,
      account: rspAccounts,
      rsp: rsps,
      isSessionAlive: sessionAliveSql(sql.placeholder('sessionId')),
      pendingEmail: pendingEmailSql(db, userId, sql.placeholder('now')),
    })
    .from(users)
    .leftJoin(clients, eq(clients.userId, users.id))
    .leftJoin(employers, eq(employers.userId, users.id))
    .leftJoin(rspAccounts, eq(rspAccounts.userId, users.id))
    .leftJoin(rsps, eq(rsps.id, rspAccounts.rspId))
    .where(eq(users.id, userId))
    .prepare('find_user_with_profile');
}
