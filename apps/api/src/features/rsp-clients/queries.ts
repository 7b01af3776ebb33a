/** The SQL of the organization's clients: who sees which, the pages, details, notes and tallies. */
import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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

/**
 * A client's county for the filters and charts: where they live, or, while incarcerated, the
 * county they are released to.
 */
const countyOf = sql<string | null>`coalesce(${clients.county}, ${clients.releasedCounty})`;

export function filtersOf(query: Partial<RspClientsQuery>): SQL | undefined {
  return and(
    query.status ? eq(rspClients.status, query.status) : undefined,
    query.caseManagerId ? eq(rspClients.caseManagerUserId, query.caseManagerId) : undefined,
    query.support ? sql`${clients.support} @> ${sql.param([query.support])}::text[]` : undefined,
    query.offense ? sql`${clients.offense} @> ${sql.param([query.offense])}::text[]` : undefined,
    query.county ? eq(countyOf, query.county) : undefined,
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
 * (issue 11): the matching links are read once from the organization's rows (the partial index
 * `rsp_clients_visible_idx` and the covering `clients_tally_idx` answer the filters), the total is
 * counted over them, and only the page's rows are joined to the profiles, their case manager and
 * their applications. The cursor narrows the page, never the total.
 */
export async function selectPage(db: Database, where: SQL | undefined, query: RspClientsQuery) {
  const matching = db.$with('matching').as(
    db
      .select({
        id: rspClients.id,
        createdAt: rspClients.createdAt,
        isOnPage:
          sql<boolean>`${beforeCursor(query.before, rspClients.createdAt, rspClients.id) ?? sql`true`}`.as(
            'is_on_page',
          ),
      })
      .from(rspClients)
      .innerJoin(clients, eq(clients.id, rspClients.clientId))
      .where(where),
  );
  const page = db.$with('page').as(
    db
      .select({ id: matching.id, createdAt: matching.createdAt })
      .from(matching)
      .where(sql`${matching.isOnPage}`)
      .orderBy(desc(matching.createdAt), desc(matching.id))
      .limit(query.limit),
  );
  const counted = db
    .$with('counted')
    .as(db.select({ total: sql<number>`count(*)::int`.as('total') }).from(matching));
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
    .with(matching, page, counted)
    .select({
      total: counted.total,
      link: rspClients,
      client: clients,
      user: users,
      manager: { userId: manager.id, firstName: manager.firstName, lastName: manager.lastName },
      applications: applied,
    })
    .from(counted)
    .leftJoin(page, sql`true`)
    .leftJoin(rspClients, eq(rspClients.id, page.id))
    .leftJoin(clients, eq(clients.id, rspClients.clientId))
    .leftJoin(users, eq(users.id, clients.userId))
    .leftJoin(manager, eq(manager.id, rspClients.caseManagerUserId))
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
  return selectPage(db, and(visibleTo(membership), filtersOf(query)), query);
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
