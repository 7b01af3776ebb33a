/** The SQL of the organization's clients: who sees which, the pages, details, notes and tallies. */
import {
  and,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import {
  RSP_INACTIVE_DAYS,
  RSP_LISTED_CHANGES,
  RSP_NO_APPLICATION_DAYS,
  type RspClient,
  type RspClientChange,
  type RspClientsQuery,
} from '@fairchance/shared';
import type { Database } from '../../db/client.ts';
import {
  applications,
  clientApplicationLists,
  clients,
  employers,
  jobs,
  rspAccounts,
  rspClientEvents,
  rspClientNotes,
  rspClients,
  rspClientTallies,
  rspClientViews,
  users,
} from '../../db/schema.ts';
import { daysBefore, isoDay } from '../../lib/dates.ts';
import { containsPattern } from '../../lib/like.ts';
import { beforeCursor } from '../../lib/paging.ts';
import type { RspMembership } from '../organizations/access.ts';

/**
 * What a member may see: their own assignments; the owner sees all. Never a client who stopped
 * sharing with the organization.
 */
export function visibleTo(membership: RspMembership): SQL | undefined {
  return and(
    eq(rspClients.rspId, membership.rspId),
    isNull(rspClients.withdrawnAt),
    membership.role === 'owner' ? undefined : eq(rspClients.caseManagerUserId, membership.userId),
  );
}

/** The filters of the list on the link itself (its county is kept there: migration 0008). */
function linkFiltersOf(query: Partial<RspClientsQuery>): SQL | undefined {
  return and(
    query.status ? eq(rspClients.status, query.status) : undefined,
    query.caseManagerId ? eq(rspClients.caseManagerUserId, query.caseManagerId) : undefined,
    query.county ? eq(rspClients.county, query.county) : undefined,
  );
}

/**
 * The clients who need attention at `now` (docs/rules.md#the-attention-list), from the link's
 * own stored columns: not closed, and a follow-up due, an interview under way, no change for
 * RSP_INACTIVE_DAYS or no application for RSP_NO_APPLICATION_DAYS (counted from the link when
 * they never applied). `attentionReasonsOf` in service.ts names the same reasons for each row.
 */
export function needsAttention(now: Date): SQL {
  const inactiveSince = daysBefore(now, RSP_INACTIVE_DAYS);
  const noApplicationSince = daysBefore(now, RSP_NO_APPLICATION_DAYS);
  return and(
    sql`${rspClients.status} <> 'closed'`,
    or(
      sql`${rspClients.nextFollowUpOn} <= ${isoDay(now)}::date`,
      sql`${rspClients.openInterviews} > 0`,
      sql`${rspClients.lastActivityAt} < ${inactiveSince.toISOString()}::timestamptz`,
      sql`coalesce(${rspClients.lastAppliedAt}, ${rspClients.createdAt}) < ${noApplicationSince.toISOString()}::timestamptz`,
    ),
  )!;
}

/** The filters of the list on the client's profile, when asked: their support needs, offenses. */
function profileFiltersOf(query: Partial<RspClientsQuery>): SQL | undefined {
  return and(
    query.support ? sql`${clients.support} @> ${sql.param([query.support])}::text[]` : undefined,
    query.offense ? sql`${clients.offense} @> ${sql.param([query.offense])}::text[]` : undefined,
  );
}

/** A part of the client's name, anywhere in "first last" (any letter case). */
function nameFilterOf(query: Partial<RspClientsQuery>): SQL | undefined {
  return query.q
    ? ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, containsPattern(query.q))
    : undefined;
}

export async function selectClients(db: Database, where: SQL | undefined) {
  return db
    .select({ link: rspClients, client: clients, user: users })
    .from(rspClients)
    .innerJoin(clients, eq(clients.id, rspClients.clientId))
    .innerJoin(users, eq(users.id, clients.userId))
    .where(where)
    .orderBy(desc(rspClients.createdAt), desc(rspClients.id));
}

/** The account columns a client's profile shows (never the password's hash). */
const profileUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  avatar: users.avatar,
};

/** One application as the list's statement returns it (JSON: the time is text). */
interface ListedApplication {
  id: string;
  jobId: string;
  jobTitle: string;
  employerName: string;
  status: NonNullable<RspClient['applications']>[number]['status'];
  createdAt: string;
}

/** One change as the list's statement returns it (JSON: the time is text). */
type ListedChange = Omit<RspClientChange, 'at'> & { at: string };

/** The column the list is ordered by: the last activity (the default) or the link's creation. */
export const sortColumnOf = (query: Pick<RspClientsQuery, 'sort'>) =>
  query.sort === 'newest' ? rspClients.createdAt : rspClients.lastActivityAt;

/**
 * One page of the organization's clients and the total of the filtered list, in one statement
 * (issue 11): the matching links are read once from the organization's rows (the partial indexes
 * `rsp_clients_activity_idx`, `rsp_clients_visible_idx` and, for a county,
 * `rsp_clients_county_idx` answer the link's filters; the client's row is read only for a filter
 * on the profile or the name), the total is counted over them, and only the page's rows are joined
 * to the profiles, their case manager, their applications (the list the database keeps for each
 * client) and the changes the viewer has not seen. The cursor narrows the page, never the total.
 */
export async function selectPage(
  db: Database,
  where: { links: SQL | undefined; profiles: SQL | undefined; names: SQL | undefined },
  query: RspClientsQuery,
  viewerId: string,
) {
  // The client's row is joined only for a filter on the profile, the account for the name.
  const withProfile = <Q extends PgSelect>(links: Q) => {
    if (!where.profiles && !where.names) return links;
    const joined = links.innerJoin(clients, eq(clients.id, rspClients.clientId));
    return where.names ? joined.innerJoin(users, eq(users.id, clients.userId)) : joined;
  };
  const filters = and(where.links, where.profiles, where.names);
  const sortColumn = sortColumnOf(query);
  // The page walks the organization's index in the list's order and stops at the limit; the
  // total counts the same entries, index only.
  const page = db.$with('page').as(
    withProfile(db.select(getTableColumns(rspClients)).from(rspClients).$dynamic())
      .where(and(filters, beforeCursor(query.before, sortColumn, rspClients.id)))
      .orderBy(desc(sortColumn), desc(rspClients.id))
      .limit(query.limit),
  );
  const counted = db.$with('counted').as(
    withProfile(
      db
        .select({ total: sql<number>`count(*)::int`.as('total') })
        .from(rspClients)
        .$dynamic(),
    ).where(filters),
  );
  const manager = alias(users, 'manager');
  // The client's applications as the database keeps them for this list (migration 0025).
  const applied = sql<ListedApplication[]>`coalesce((
    select ${clientApplicationLists.doc} from ${clientApplicationLists}
    where ${clientApplicationLists.clientId} = ${clients.id}
  ), '[]')::json`;
  // The changes since the viewer last opened the client (all of them if they never did), from
  // the link's own entries of `rsp_client_events_client_idx`.
  const seenAt = sql`coalesce((
    select v.seen_at from rsp_client_views v
    where v.user_id = ${viewerId}::uuid and v.rsp_client_id = ${page.id}
  ), '-infinity'::timestamptz)`;
  const changes = sql<ListedChange[]>`(
    select coalesce(json_agg(json_build_object(
      'kind', e.kind, 'at', e.created_at, 'jobTitle', j.title
    ) order by e.created_at desc), '[]'::json)
    from (
      select kind, created_at, application_id from rsp_client_events
      where rsp_client_id = ${page.id} and created_at > ${seenAt}
      order by created_at desc limit ${RSP_LISTED_CHANGES}
    ) e
    left join applications a on a.id = e.application_id
    left join jobs j on j.id = a.job_id
  )`;
  const changeCount = sql<number>`(
    select count(*)::int from rsp_client_events
    where rsp_client_id = ${page.id} and created_at > ${seenAt}
  )`;
  // From the one row of the total, so that an empty page still answers its total.
  return db
    .with(page, counted)
    .select({
      total: counted.total,
      link: {
        id: page.id,
        rspId: page.rspId,
        status: page.status,
        caseManagerUserId: page.caseManagerUserId,
        closedAt: page.closedAt,
        createdAt: page.createdAt,
        updatedAt: page.updatedAt,
        lastActivityAt: page.lastActivityAt,
        lastAppliedAt: page.lastAppliedAt,
        openInterviews: page.openInterviews,
        nextFollowUpOn: page.nextFollowUpOn,
      },
      changes,
      changeCount,
      client: clients,
      user: profileUserColumns,
      manager: { userId: manager.id, firstName: manager.firstName, lastName: manager.lastName },
      applications: applied,
    })
    .from(counted)
    .leftJoin(page, sql`true`)
    .leftJoin(clients, eq(clients.id, page.clientId))
    .leftJoin(users, eq(users.id, clients.userId))
    .leftJoin(manager, eq(manager.id, page.caseManagerUserId))
    .orderBy(desc(query.sort === 'newest' ? page.createdAt : page.lastActivityAt), desc(page.id));
}

/**
 * What the detail of the clients in `rows` shows besides the profile: their applications, their
 * case managers' names, and (when asked) their notes with their authors.
 */
export async function selectDecorations(
  db: Database,
  rows: ClientRows,
  {
    clientIds,
    managerIds,
    withNotes,
  }: { clientIds: string[]; managerIds: string[]; withNotes: boolean },
) {
  const [applied, managers, notes] = await Promise.all([
    db
      .select({
        id: applications.id,
        clientId: applications.clientId,
        jobId: jobs.id,
        jobTitle: jobs.title,
        employerName: employers.name,
        status: applications.status,
        createdAt: applications.createdAt,
      })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(employers, eq(employers.id, jobs.employerId))
      .where(inArray(applications.clientId, clientIds))
      .orderBy(desc(applications.createdAt)),
    managerIds.length
      ? db
          .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(inArray(users.id, managerIds))
      : Promise.resolve([]),
    withNotes
      ? db
          .select({
            note: rspClientNotes,
            author: { userId: users.id, firstName: users.firstName, lastName: users.lastName },
          })
          .from(rspClientNotes)
          .leftJoin(users, eq(users.id, rspClientNotes.authorUserId))
          .where(
            inArray(
              rspClientNotes.rspClientId,
              rows.map((r) => r.link.id),
            ),
          )
          .orderBy(desc(rspClientNotes.createdAt), desc(rspClientNotes.id))
      : Promise.resolve([]),
  ]);

  return { applied, managers, notes };
}

/**
 * One page of the clients this person may see, filtered as asked, with the filtered total and the
 * changes each has had since this person last opened them.
 */
export async function selectVisiblePage(
  db: Database,
  membership: RspMembership,
  query: RspClientsQuery,
  now: Date,
) {
  return selectPage(
    db,
    {
      links: and(
        visibleTo(membership),
        linkFiltersOf(query),
        query.attention ? needsAttention(now) : undefined,
      ),
      profiles: profileFiltersOf(query),
      names: nameFilterOf(query),
    },
    query,
    membership.userId,
  );
}

/**
 * This person opened the client: the changes until now are seen, and their notices of this
 * client are read.
 */
export async function markClientSeen(db: Database, userId: string, rspClientId: string) {
  await db
    .insert(rspClientViews)
    .values({ userId, rspClientId, seenAt: sql`now()` })
    .onConflictDoUpdate({
      target: [rspClientViews.userId, rspClientViews.rspClientId],
      set: { seenAt: sql`now()` },
    });
  await db
    .update(rspClientEvents)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(rspClientEvents.recipientUserId, userId),
        eq(rspClientEvents.rspClientId, rspClientId),
        isNull(rspClientEvents.readAt),
      ),
    );
}

/** Marks a note's follow-up done (now) or open again; the note if it is the link's and has one. */
export async function updateNoteFollowUp(
  db: Database,
  rspClientId: string,
  noteId: string,
  done: boolean,
) {
  const [note] = await db
    .update(rspClientNotes)
    .set({ followUpDoneAt: done ? sql`now()` : null })
    .where(
      and(
        eq(rspClientNotes.id, noteId),
        eq(rspClientNotes.rspClientId, rspClientId),
        isNotNull(rspClientNotes.followUpOn),
      ),
    )
    .returning();
  return note;
}

/** Whether the link has the note at all (to tell 'no such note' from 'no follow-up'). */
export async function findNote(db: Database, rspClientId: string, noteId: string) {
  const [note] = await db
    .select({ id: rspClientNotes.id })
    .from(rspClientNotes)
    .where(and(eq(rspClientNotes.id, noteId), eq(rspClientNotes.rspClientId, rspClientId)));
  return note;
}

export type ClientRows = Awaited<ReturnType<typeof selectClients>>;

/** The client link `id` if this person may see it. */
export async function selectVisibleClient(db: Database, membership: RspMembership, id: string) {
  return selectClients(db, and(visibleTo(membership), eq(rspClients.id, id)));
}

/** A member of the organization (owner or case manager), to assign clients to. */
export async function findOrganizationMember(db: Database, rspId: string, userId: string) {
  const [found] = await db
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(rspAccounts)
    .innerJoin(users, eq(users.id, rspAccounts.userId))
    .where(and(eq(rspAccounts.userId, userId), eq(rspAccounts.rspId, rspId)));
  return found;
}

export async function updateLink(
  db: Database,
  id: string,
  changes: Partial<typeof rspClients.$inferInsert>,
): Promise<void> {
  await db.update(rspClients).set(changes).where(eq(rspClients.id, id));
}

/**
 * A reassigned client's unread notices go to whoever follows them now: the new case manager, else
 * the organization's first owner, as a new change would (docs/rules.md#client-activity-and-notices).
 */
export async function moveUnreadNotices(
  db: Database,
  link: { id: string; rspId: string },
  caseManagerUserId: string | null,
): Promise<void> {
  // The database's own rule (migration 0027), as the trigger that records each change reads it.
  const recipient = sql`rsp_notice_recipient(${link.rspId}::uuid, ${caseManagerUserId}::uuid)`;
  await db
    .update(rspClientEvents)
    .set({ recipientUserId: recipient, updatedAt: new Date() })
    .where(and(eq(rspClientEvents.rspClientId, link.id), isNull(rspClientEvents.readAt)));
}

export async function insertNote(db: Database, values: typeof rspClientNotes.$inferInsert) {
  const [note] = await db.insert(rspClientNotes).values(values).returning();
  return note!;
}

export async function findNoteAuthor(db: Database, userId: string) {
  const [author] = await db
    .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return author;
}

/**
 * The organization's tallies (`rsp_client_tallies`), added up over its case managers for the
 * owner, a member's own for a member; only those above zero.
 */
export async function selectTallies(db: Database, membership: RspMembership) {
  return db
    .select({
      kind: rspClientTallies.kind,
      key: rspClientTallies.key,
      n: sql<number>`sum(${rspClientTallies.n})::integer`.mapWith(Number),
    })
    .from(rspClientTallies)
    .where(
      and(
        eq(rspClientTallies.rspId, membership.rspId),
        membership.role === 'owner'
          ? undefined
          : eq(rspClientTallies.caseManagerUserId, membership.userId),
      ),
    )
    .groupBy(rspClientTallies.kind, rspClientTallies.key)
    .having(sql`sum(${rspClientTallies.n}) > 0`);
}
