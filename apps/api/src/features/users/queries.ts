import {
  and,
  asc,
  eq,
  gt,
  isNotNull,
  isNull,
  ne,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  clients,
  emailChangeTokens,
  employerMembers,
  employers,
  invitations,
  media,
  passwordResetRequests,
  passwordResetTokens,
  refreshTokens,
  rspAccounts,
  rsps,
  users,
} from '../../db/schema.ts';
import { sessionAliveSql } from '../auth/queries.ts';

export type UserRow = typeof users.$inferSelect;
export type UserChanges = Partial<typeof users.$inferInsert>;

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

/** The account's language, for an error answer (docs/api.md#language). */
export async function findUserLanguage(db: Database, id: string): Promise<string | undefined> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, id));
  return row?.language;
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
      employerRole: employerMembers.role,
      account: rspAccounts,
      rsp: rsps,
      isSessionAlive: sessionAliveSql(sql.placeholder('sessionId')),
      pendingEmail: pendingEmailSql(db, userId, sql.placeholder('now')),
    })
    .from(users)
    .leftJoin(clients, eq(clients.userId, users.id))
    .leftJoin(employerMembers, eq(employerMembers.userId, users.id))
    .leftJoin(employers, eq(employers.id, employerMembers.employerId))
    .leftJoin(rspAccounts, eq(rspAccounts.userId, users.id))
    .leftJoin(rsps, eq(rsps.id, rspAccounts.rspId))
    .where(eq(users.id, userId))
    .prepare('find_user_with_profile');
}

/** The user's e-mail changes still waiting for their link. */
export const outstandingEmailChanges = (userId: string | Placeholder) =>
  and(
    eq(emailChangeTokens.userId, userId),
    isNull(emailChangeTokens.usedAt),
    isNull(emailChangeTokens.revokedAt),
  );

function pendingEmailQuery(
  db: Database,
  userId: string | Placeholder,
  now: Date | Placeholder = new Date(),
) {
  return db
    .select({ newEmail: emailChangeTokens.newEmail })
    .from(emailChangeTokens)
    .where(and(outstandingEmailChanges(userId), gt(emailChangeTokens.expiresAt, now)))
    .orderBy(sql`${emailChangeTokens.createdAt} desc`)
    .limit(1);
}

/** The address the user asked to move to, while its link still works. */
export async function pendingEmailOf(db: Database, userId: string): Promise<string | null> {
  const [row] = await pendingEmailQuery(db, userId);
  return row?.newEmail ?? null;
}

/** `pendingEmailOf` as a column of another query. */
export function pendingEmailSql(
  db: Database,
  userId: string | Placeholder,
  now: Date | Placeholder,
): SQL<string | null> {
  return sql<string | null>`(${pendingEmailQuery(db, userId, now)})`;
}

export async function insertUser(db: Database, values: typeof users.$inferInsert): Promise<string> {
  const [user] = await db.insert(users).values(values).returning({ id: users.id });
  return user!.id;
}

/**
 * Accepts the invitation if it is pending, made out to `email` (any letter case) and to join
 * `into` (an organization or a company); answers that organization's or company's id, or
 * undefined.
 */
export async function acceptInvitation(
  db: Database,
  invitationId: string,
  email: string,
  into: 'rsp' | 'employer',
): Promise<string | undefined> {
  const joined = into === 'rsp' ? invitations.rspId : invitations.employerId;
  const [invitation] = await db
    .update(invitations)
    .set({ acceptedAt: new Date() })
    .where(
      and(
        eq(invitations.id, invitationId),
        isNull(invitations.acceptedAt),
        isNull(invitations.withdrawnAt),
        isNotNull(joined),
        eq(sql`lower(${invitations.email})`, email.toLowerCase()),
      ),
    )
    .returning({ joinedId: joined });
  return invitation?.joinedId ?? undefined;
}

/** A colleague joins a company (docs/rules.md#employer-team). */
export async function insertEmployerMember(
  db: Database,
  values: { userId: string; employerId: string; role: 'owner' | 'member' },
): Promise<void> {
  await db.insert(employerMembers).values(values);
}

export async function insertRspAccount(
  db: Database,
  values: { userId: string; rspId: string | null; role: 'owner' | 'member' },
): Promise<void> {
  await db.insert(rspAccounts).values(values);
}

/** Whether `key` is an avatar the user uploaded. */
export async function isOwnAvatarUpload(
  db: Database,
  userId: string,
  key: string,
): Promise<boolean> {
  const [row] = await db
    .select({ key: media.key })
    .from(media)
    .where(and(eq(media.key, key), eq(media.ownerUserId, userId), eq(media.kind, 'avatar')));
  return Boolean(row);
}

export async function updateUser(
  db: Database,
  userId: string,
  changes: Partial<typeof users.$inferInsert>,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
  return row;
}

/** Ends every sign-in of the user, or every one but `keepSessionId`. */
export async function revokeSessions(
  db: Database,
  userId: string,
  keepSessionId?: string,
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        keepSessionId !== undefined ? ne(refreshTokens.familyId, keepSessionId) : undefined,
        isNull(refreshTokens.revokedAt),
      ),
    );
}

/** Takes a reset token that is unused and not expired; answers its user, or undefined. */
export async function useResetToken(db: Database, tokenHash: string): Promise<string | undefined> {
  const [used] = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return used?.userId;
}

/** Ends every change of the user still waiting for its link. */
export async function revokeEmailChanges(db: Database, userId: string): Promise<void> {
  await db
    .update(emailChangeTokens)
    .set({ revokedAt: new Date() })
    .where(outstandingEmailChanges(userId));
}

/** Ends every reset link of the user not yet used (a reset, a password or an e-mail change). */
export async function revokeResetTokens(db: Database, userId: string): Promise<void> {
  await db
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

export type EmailChangeRow = typeof emailChangeTokens.$inferSelect;

export async function insertEmailChange(
  db: Database,
  values: typeof emailChangeTokens.$inferInsert,
): Promise<void> {
  await db.insert(emailChangeTokens).values(values);
}

/** The user's newest e-mail change still waiting and unexpired, with the user. */
export async function findPendingEmailChange(
  db: Database,
  userId: string,
): Promise<{ row: EmailChangeRow; user: UserRow } | undefined> {
  const [pending] = await db
    .select({ row: emailChangeTokens, user: users })
    .from(emailChangeTokens)
    .innerJoin(users, eq(users.id, emailChangeTokens.userId))
    .where(and(outstandingEmailChanges(userId), gt(emailChangeTokens.expiresAt, new Date())))
    .orderBy(sql`${emailChangeTokens.createdAt} desc`)
    .limit(1);
  return pending;
}

export async function findUserName(
  db: Database,
  userId: string,
): Promise<{ firstName: string; lastName: string } | undefined> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** The e-mail change of a link, locked for the transaction that answers it. */
export async function lockEmailChangeByToken(
  db: Database,
  tokenHash: string,
): Promise<EmailChangeRow | undefined> {
  const [row] = await db
    .select()
    .from(emailChangeTokens)
    .where(eq(emailChangeTokens.tokenHash, tokenHash))
    .for('update');
  return row;
}

/** The user's address, name and language, locked while the address changes. */
export async function lockUserContact(
  db: Database,
  userId: string,
): Promise<Pick<UserRow, 'email' | 'firstName' | 'language'> | undefined> {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

export async function markEmailChangeUsed(db: Database, id: string, at: Date): Promise<void> {
  await db.update(emailChangeTokens).set({ usedAt: at }).where(eq(emailChangeTokens.id, id));
}

export async function insertResetRequest(db: Database, email: string): Promise<void> {
  await db.insert(passwordResetRequests).values({ email });
}

/**
 * Takes the oldest waiting reset request out of the queue (rows other processes hold are
 * skipped); undefined when none waits. Call it inside a transaction.
 */
export async function takeResetRequest(
  db: Database,
): Promise<typeof passwordResetRequests.$inferSelect | undefined> {
  const [request] = await db
    .select()
    .from(passwordResetRequests)
    .orderBy(asc(passwordResetRequests.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  if (request) {
    await db.delete(passwordResetRequests).where(eq(passwordResetRequests.id, request.id));
  }
  return request;
}

export async function insertResetToken(
  db: Database,
  values: typeof passwordResetTokens.$inferInsert,
): Promise<void> {
  await db.insert(passwordResetTokens).values(values);
}
