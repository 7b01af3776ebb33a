/**
 * The organization's clients (DESIGN §4): the owner sees every client linked to the organization,
 * a case manager sees the clients assigned to them. Each client's profile is what an rsp may see
 * (everything but diversity, through the shared cloaking function), with their applications.
 */
import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  AppError,
  cloakClientProfile,
  type CreateRspClientNoteRequest,
  type RspClient,
  type RspClientNote,
  type RspClientStats,
  type RspClientsQuery,
  type UpdateRspClientRequest,
} from '@fairchance/shared';
import type { AppContext } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import {
  applications,
  clients,
  employers,
  jobs,
  rspAccounts,
  rspClientNotes,
  rspClients,
  users,
} from '../../db/schema.ts';
import { iso, isoOrNull } from '../../lib/dates.ts';
import { beforeCursor, encodeCursor } from '../../lib/paging.ts';
import { toClientProfile } from '../clients/mappers.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { membershipIn, type RspMembership } from './access.ts';

const notFound = () => new AppError('ResourceNotFound', 'Client not found.');

/**
 * What a member may see: their own assignments; the owner sees all. Never a client who stopped
 * sharing with the organization.
 */
function visibleTo(membership: RspMembership): SQL | undefined {
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

function filtersOf(query: Partial<RspClientsQuery>): SQL | undefined {
  return and(
    query.status ? eq(rspClients.status, query.status) : undefined,
    query.caseManagerId ? eq(rspClients.caseManagerUserId, query.caseManagerId) : undefined,
    query.support ? sql`${clients.support} @> ${sql.param([query.support])}::text[]` : undefined,
    query.offense ? sql`${clients.offense} @> ${sql.param([query.offense])}::text[]` : undefined,
    query.county ? eq(countyOf, query.county) : undefined,
  );
}

async function selectClients(db: Database, where: SQL | undefined) {
  return db
    .select({ link: rspClients, client: clients, user: users })
    .from(rspClients)
    .innerJoin(clients, eq(clients.id, rspClients.clientId))
    .innerJoin(users, eq(users.id, clients.userId))
    .where(where)
    .orderBy(desc(rspClients.createdAt), desc(rspClients.id));
}

async function decorate(
  db: Database,
  rows: Awaited<ReturnType<typeof selectClients>>,
  options: { withNotes: boolean },
): Promise<RspClient[]> {
  if (rows.length === 0) return [];
  const clientIds = rows.map((r) => r.client.id);
  const managerIds = [
    ...new Set(rows.map((r) => r.link.caseManagerUserId).filter((id): id is string => Boolean(id))),
  ];
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
    options.withNotes
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

  return rows.map(({ link, client, user }) => ({
    id: link.id,
    rspId: link.rspId,
    clientId: client.id,
    status: link.status as RspClient['status'],
    caseManagerId: link.caseManagerUserId,
    caseManager: managers.find((m) => m.userId === link.caseManagerUserId) ?? null,
    client: cloakClientProfile(toClientProfile(client, user), { kind: 'rsp' }),
    applications: applied
      .filter((a) => a.clientId === client.id)
      .map((a) => ({
        id: a.id,
        jobId: a.jobId,
        jobTitle: a.jobTitle,
        employerName: a.employerName,
        status: a.status as NonNullable<RspClient['applications']>[number]['status'],
        createdAt: iso(a.createdAt),
      })),
    ...(options.withNotes
      ? {
          notes: notes
            .filter((n) => n.note.rspClientId === link.id)
            .map((n): RspClientNote => ({
              id: n.note.id,
              body: n.note.body,
              author: n.author?.userId
                ? {
                    userId: n.author.userId,
                    firstName: n.author.firstName,
                    lastName: n.author.lastName,
                  }
                : null,
              createdAt: iso(n.note.createdAt),
            })),
        }
      : {}),
    createdAt: iso(link.createdAt),
    updatedAt: iso(link.updatedAt),
    closedAt: isoOrNull(link.closedAt),
  }));
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
async function selectPage(db: Database, where: SQL | undefined, query: RspClientsQuery) {
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

export async function listRspClients(
  ctx: AppContext,
  userId: string,
  rspId: string,
  query: RspClientsQuery,
): Promise<{ items: RspClient[]; total: number }> {
  const membership = await membershipIn(ctx.db, userId, rspId);
  const rows = await selectPage(ctx.db, and(visibleTo(membership), filtersOf(query)), query);
  const items: RspClient[] = [];
  for (const { link, client, user, manager, applications: applied } of rows) {
    if (!link || !client || !user) continue;
    items.push({
      id: link.id,
      rspId: link.rspId,
      clientId: client.id,
      status: link.status as RspClient['status'],
      caseManagerId: link.caseManagerUserId,
      caseManager: manager?.userId
        ? { userId: manager.userId, firstName: manager.firstName, lastName: manager.lastName }
        : null,
      client: cloakClientProfile(toClientProfile(client, user), { kind: 'rsp' }),
      applications: applied.map((a) => ({ ...a, createdAt: iso(new Date(a.createdAt)) })),
      createdAt: iso(link.createdAt),
      updatedAt: iso(link.updatedAt),
      closedAt: isoOrNull(link.closedAt),
      cursor: encodeCursor({ at: link.createdAt, id: link.id }),
    });
  }
  return { items, total: rows[0]?.total ?? 0 };
}

async function findVisible(ctx: AppContext, membership: RspMembership, id: string) {
  const [row] = await selectClients(ctx.db, and(visibleTo(membership), eq(rspClients.id, id)));
  if (!row) throw notFound();
  return row;
}

export async function getRspClient(
  ctx: AppContext,
  userId: string,
  rspId: string,
  id: string,
): Promise<RspClient> {
  const membership = await membershipIn(ctx.db, userId, rspId);
  const row = await findVisible(ctx, membership, id);
  const [client] = await decorate(ctx.db, [row], { withNotes: true });
  return client!;
}

export async function updateRspClient(
  ctx: AppContext,
  userId: string,
  rspId: string,
  id: string,
  input: UpdateRspClientRequest,
): Promise<RspClient> {
  const membership = await membershipIn(ctx.db, userId, rspId);
  const row = await findVisible(ctx, membership, id);
  if (input.caseManagerId !== undefined && membership.role !== 'owner') {
    throw new AppError('Forbidden', 'Only the owner of the organization can assign case managers.');
  }

  let manager: { email: string; firstName: string; language: string } | undefined;
  if (input.caseManagerId) {
    const [found] = await ctx.db
      .select({ email: users.email, firstName: users.firstName, language: users.language })
      .from(rspAccounts)
      .innerJoin(users, eq(users.id, rspAccounts.userId))
      .where(and(eq(rspAccounts.userId, input.caseManagerId), eq(rspAccounts.rspId, rspId)));
    if (!found) {
      throw new AppError('InvalidRequest', 'Choose a case manager of this organization.', [
        { path: 'caseManagerId', message: 'Choose a case manager of this organization.' },
      ]);
    }
    manager = found;
  }

  await ctx.db.transaction(async (tx) => {
    await tx
      .update(rspClients)
      .set({
        ...(input.status
          ? { status: input.status, closedAt: input.status === 'closed' ? new Date() : null }
          : {}),
        ...(input.caseManagerId !== undefined ? { caseManagerUserId: input.caseManagerId } : {}),
      })
      .where(eq(rspClients.id, row.link.id));
    if (manager && input.caseManagerId !== row.link.caseManagerUserId) {
      await enqueueMail(tx, {
        template: 'clientAssigned',
        to: manager.email,
        language: manager.language,
        data: {
          firstName: manager.firstName,
          clientName: `${row.user.firstName} ${row.user.lastName}`,
          url: `${ctx.settings.publicUrl}/rsp/clients`,
        },
      });
    }
  });
  return getRspClient(ctx, userId, rspId, id);
}

export async function addRspClientNote(
  ctx: AppContext,
  userId: string,
  rspId: string,
  id: string,
  input: CreateRspClientNoteRequest,
): Promise<RspClientNote> {
  const membership = await membershipIn(ctx.db, userId, rspId);
  const row = await findVisible(ctx, membership, id);
  const [note] = await ctx.db
    .insert(rspClientNotes)
    .values({ rspClientId: row.link.id, authorUserId: userId, body: input.body })
    .returning();
  const [author] = await ctx.db
    .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return {
    id: note!.id,
    body: note!.body,
    author: author ?? null,
    createdAt: iso(note!.createdAt),
  };
}

/** One tally of the statistics: how many visible clients have `key` in the category `kind`. */
interface TallyRow extends Record<string, unknown> {
  kind: 'status' | 'justiceStatus' | 'county' | 'support' | 'offense';
  key: string | null;
  n: number;
}

/**
 * Counts per category over the clients this person may see, for the charts. PostgreSQL tallies
 * them (issue 11): only the counts leave the database, never the clients' rows. Every client has
 * one status, so the statuses' counts add up to the total.
 */
export async function rspClientStats(
  ctx: AppContext,
  userId: string,
  rspId: string,
): Promise<RspClientStats> {
  const membership = await membershipIn(ctx.db, userId, rspId);
  const result = await ctx.db.execute<TallyRow>(sql`
    with visible as materialized (
      select ${rspClients.status} as status, ${clients.justiceStatus} as justice_status,
        ${countyOf} as county, ${clients.support} as support, ${clients.offense} as offense
      from ${rspClients} inner join ${clients} on ${clients.id} = ${rspClients.clientId}
      where ${visibleTo(membership)}
    )
    select 'status' as kind, status as key, count(*)::int as n from visible group by status
    union all
    select 'justiceStatus', justice_status, count(*)::int from visible group by justice_status
    union all
    select 'county', county, count(*)::int from visible group by county
    union all
    select 'support', s.value, count(*)::int from visible, unnest(visible.support) as s(value)
      group by s.value
    union all
    select 'offense', o.value, count(*)::int from visible, unnest(visible.offense) as o(value)
      group by o.value
  `);
  const stats: RspClientStats = {
    total: 0,
    status: {},
    support: {},
    justiceStatus: {},
    offense: {},
    county: {},
  };
  for (const { kind, key, n } of (result as { rows: TallyRow[] }).rows) {
    if (kind === 'status') stats.total += n;
    // As the charts always did: a client without a value in a category is counted in none of it.
    if (key) stats[kind][key] = n;
  }
  return stats;
}
