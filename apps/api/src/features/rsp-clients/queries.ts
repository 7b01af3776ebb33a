/** The SQL of the organization's clients: who sees which, the pages, details, notes and tallies. */
import { and, desc, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { RspClient, RspClientsQuery } from '@fairchance/shared';
import type { Database } from '../../db/client.ts';
import {
  applications,
  clients,
  employers,
  jobs,
  rspAccounts,
  rspClientNotes,
  rspClients,
  rspClientTallies,
  users,
} from '../../db/schema.ts';
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

/** The filters of the list on the client's profile, when asked: their support needs, offenses. */
function profileFiltersOf(query: Partial<RspClientsQuery>): SQL | undefined {
  return and(
    query.support ? sql`${clients.support} @> ${sql.param([query.support])}::text[]` : undefined,
    query.offense ? sql`${clients.offense} @> ${sql.param([query.offense])}::text[]` : undefined,
  );
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

/**
 * One page of the organization's clients and the total of the filtered list, in one statement
 * (issue 11): the matching links are read once from the organization's rows (the partial indexes
 * `rsp_clients_visible_idx` and, for a county, `rsp_clients_county_idx` answer the link's filters;
 * the client's row is read only for a filter on the profile), the total is counted over them, and
 * only the page's rows are joined to the profiles, their case manager and their applications. The
 * cursor narrows the page, never the total.
 */
export async function selectPage(
  db: Database,
  where: { links: SQL | undefined; profiles: SQL | undefined },
  query: RspClientsQuery,
) {
  // The client's row is joined only for a filter on the profile.
  const withProfile = <Q extends PgSelect>(links: Q) =>
    where.profiles ? links.innerJoin(clients, eq(clients.id, rspClients.clientId)) : links;
  const filters = and(where.links, where.profiles);
  // The page walks the organization's index in the list's order and stops at the limit; the
  // total counts the same entries, index only.
  const page = db.$with('page').as(
    withProfile(db.select(getTableColumns(rspClients)).from(rspClients).$dynamic())
      .where(and(filters, beforeCursor(query.before, rspClients.createdAt, rspClients.id)))
      .orderBy(desc(rspClients.createdAt), desc(rspClients.id))
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
  const applied = sql<ListedApplication[]>`(
    select coalesce(json_agg(json_build_object(
      'id', ${applications.id}, 'jobId', ${jobs.id}, 'jobTitle', ${jobs.title},
      'employerName', ${employers.name}, 'status', ${applications.status},
      'createdAt', ${applications.createdAt}
    ) order by ${applications.createdAt} desc), '[]'::json)
    from ${applications}
    inner join ${jobs} on ${jobs.id} = ${applications.jobId}
    inner join ${employers} on ${employers.id} = ${jobs.employerId}
    where ${applications.clientId} = ${clients.id}
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
      },
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
    .orderBy(desc(page.createdAt), desc(page.id));
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

/** One page of the clients this person may see, filtered as asked, with the filtered total. */
export async function selectVisiblePage(
  db: Database,
  membership: RspMembership,
  query: RspClientsQuery,
) {
  return selectPage(
    db,
    { links: and(visibleTo(membership), linkFiltersOf(query)), profiles: profileFiltersOf(query) },
    query,
  );
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
