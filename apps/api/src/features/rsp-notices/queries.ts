/** The SQL of the notices: a person's clients' changes, read marks, e-mail settings and runs. */
import { and, asc, desc, eq, gt, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { RSP_MAILED_EVENT_KINDS, type RspNoticeEmails } from '@fairchance/shared';
import type { Database } from '../../db/client.ts';
import {
  applications,
  clients,
  employers,
  jobs,
  rspAccounts,
  rspClientEvents,
  rspClients,
  rspNoticeMails,
  users,
} from '../../db/schema.ts';
import type { RspMembership } from '../organizations/access.ts';
import { visibleTo } from '../rsp-clients/queries.ts';

/**
 * The notices this person may read: theirs, in their organization, of a client they still see
 * (a case manager no longer sees a client assigned to someone else), and the client's leaving.
 */
function noticesOf(membership: RspMembership): SQL {
  return and(
    eq(rspClientEvents.recipientUserId, membership.userId),
    eq(rspClientEvents.rspId, membership.rspId),
    or(eq(rspClientEvents.kind, 'stoppedSharing'), visibleTo(membership)),
  )!;
}

/**
 * Notices with the client's name and the application's job and employer (none for a change
 * without an application), newest first, of those `where` keeps.
 */
function selectNoticeRows(db: Database, where: SQL | undefined, limit: number) {
  return db
    .select({
      id: rspClientEvents.id,
      kind: rspClientEvents.kind,
      rspClientId: rspClientEvents.rspClientId,
      firstName: users.firstName,
      lastName: users.lastName,
      jobTitle: jobs.title,
      employerName: employers.name,
      createdAt: rspClientEvents.createdAt,
      readAt: rspClientEvents.readAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(rspClientEvents)
    .innerJoin(rspClients, eq(rspClients.id, rspClientEvents.rspClientId))
    .innerJoin(clients, eq(clients.id, rspClients.clientId))
    .innerJoin(users, eq(users.id, clients.userId))
    .leftJoin(applications, eq(applications.id, rspClientEvents.applicationId))
    .leftJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(employers, eq(employers.id, jobs.employerId))
    .where(where)
    .orderBy(desc(rspClientEvents.createdAt), desc(rspClientEvents.id))
    .limit(limit);
}

/** The person's notices, newest first (the unread ones only, when asked). */
export async function selectNotices(
  db: Database,
  membership: RspMembership,
  { unreadOnly, limit }: { unreadOnly: boolean; limit: number },
) {
  return selectNoticeRows(
    db,
    and(noticesOf(membership), unreadOnly ? isNull(rspClientEvents.readAt) : undefined),
    limit,
  );
}

/** How many of the person's notices are unread (from `rsp_client_events_unread_idx`). */
export async function countUnread(db: Database, membership: RspMembership): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(rspClientEvents)
    .innerJoin(rspClients, eq(rspClients.id, rspClientEvents.rspClientId))
    .where(and(noticesOf(membership), isNull(rspClientEvents.readAt)));
  return row?.n ?? 0;
}

/** Marks the person's notices read: those of `ids`, or all of them. */
export async function markNoticesRead(
  db: Database,
  membership: RspMembership,
  ids: string[] | undefined,
): Promise<void> {
  await db
    .update(rspClientEvents)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(rspClientEvents.recipientUserId, membership.userId),
        eq(rspClientEvents.rspId, membership.rspId),
        isNull(rspClientEvents.readAt),
        ids ? inArray(rspClientEvents.id, ids) : undefined,
      ),
    );
}

export async function findNoticeEmails(db: Database, userId: string) {
  const [row] = await db
    .select({ noticeEmails: rspAccounts.noticeEmails })
    .from(rspAccounts)
    .where(eq(rspAccounts.userId, userId));
  return row?.noticeEmails as RspNoticeEmails | undefined;
}

export async function updateNoticeEmails(
  db: Database,
  userId: string,
  noticeEmails: RspNoticeEmails,
): Promise<void> {
  await db.update(rspAccounts).set({ noticeEmails }).where(eq(rspAccounts.userId, userId));
}

// ---- the e-mails -------------------------------------------------------------------------------

const mailedKinds = sql`${rspClientEvents.kind} in (${sql.join(
  RSP_MAILED_EVENT_KINDS.map((kind) => sql`${kind}`),
  sql`, `,
)})`;

/**
 * The people with changes not yet e-mailed, in id order after `afterUserId`, from
 * `rsp_client_events_unmailed_idx`; with what their e-mail needs and when they had the last.
 */
export async function findNoticeRecipients(
  db: Database,
  { afterUserId, limit }: { afterUserId?: string; limit: number },
) {
  const pending = db.$with('pending').as(
    db
      .selectDistinct({ userId: rspClientEvents.recipientUserId })
      .from(rspClientEvents)
      .where(
        and(
          isNull(rspClientEvents.mailedAt),
          mailedKinds,
          afterUserId ? gt(rspClientEvents.recipientUserId, afterUserId) : undefined,
        ),
      )
      .orderBy(asc(rspClientEvents.recipientUserId))
      .limit(limit),
  );
  return db
    .with(pending)
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
      rspId: rspAccounts.rspId,
      role: rspAccounts.role,
      noticeEmails: rspAccounts.noticeEmails,
      lastSentAt: rspNoticeMails.lastSentAt,
    })
    .from(pending)
    .innerJoin(users, eq(users.id, pending.userId))
    .innerJoin(rspAccounts, eq(rspAccounts.userId, users.id))
    .leftJoin(rspNoticeMails, eq(rspNoticeMails.userId, users.id))
    .orderBy(asc(users.id));
}

/**
 * Takes the person's changes not yet e-mailed (marks them mailed at `now`): a second run blocks on
 * the same rows, then finds them taken. Answers the ids taken.
 */
export async function takeUnmailedNotices(
  tx: Database,
  userId: string,
  now: Date,
): Promise<string[]> {
  const taken = await tx
    .update(rspClientEvents)
    .set({ mailedAt: now })
    .where(
      and(
        eq(rspClientEvents.recipientUserId, userId),
        isNull(rspClientEvents.mailedAt),
        mailedKinds,
      ),
    )
    .returning({ id: rspClientEvents.id });
  return taken.map((row) => row.id);
}

/**
 * The taken notices the person may still read (their client still shared with them), the newest
 * `limit`, each with the count of them all (`total`).
 */
export async function selectNoticesById(
  tx: Database,
  membership: RspMembership,
  ids: string[],
  limit: number,
) {
  return selectNoticeRows(tx, and(inArray(rspClientEvents.id, ids), visibleTo(membership)), limit);
}

/**
 * Takes the person's day for a digest: true when none was written since `dayStart` (one
 * conditional upsert; a second process blocks on the row, then finds the day taken).
 */
export async function claimNoticeMail(
  tx: Database,
  { userId, now, dayStart }: { userId: string; now: Date; dayStart: Date | undefined },
): Promise<boolean> {
  const claimed = await tx
    .insert(rspNoticeMails)
    .values({ userId, lastSentAt: now })
    .onConflictDoUpdate({
      target: rspNoticeMails.userId,
      set: { lastSentAt: now, updatedAt: new Date() },
      ...(dayStart ? { setWhere: lt(rspNoticeMails.lastSentAt, dayStart) } : {}),
    })
    .returning({ userId: rspNoticeMails.userId });
  return claimed.length > 0;
}
