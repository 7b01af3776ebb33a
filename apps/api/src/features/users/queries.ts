import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rspAccounts, users } from '../../db/schema.ts';

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
