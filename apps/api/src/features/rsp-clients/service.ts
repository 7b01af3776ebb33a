/**
 * The organization's clients (docs/rules.md#service-provider-clients): the owner sees every client
 * linked to the organization, a case manager sees the clients assigned to them. Each client's
 * profile is what an rsp may see (everything but diversity, through the shared cloaking function),
 * with their applications.
 */
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
import { API_TEXT } from '../../messages/index.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { iso, isoOrNull } from '../../lib/dates.ts';
import { encodeCursor } from '../../lib/paging.ts';
import { toClientProfile } from '../clients/mappers.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { membershipIn, type RspMembership } from '../organizations/access.ts';
import {
  type ClientRows,
  findNoteAuthor,
  findOrganizationMember,
  insertNote,
  selectDecorations,
  selectTallies,
  selectVisibleClient,
  selectVisiblePage,
  updateLink,
} from './queries.ts';

const notFound = () => new AppError('ResourceNotFound', API_TEXT.rspClients.notFound);

async function decorate(
  db: Database,
  rows: ClientRows,
  options: { withNotes: boolean },
): Promise<RspClient[]> {
  if (rows.length === 0) return [];
  const clientIds = rows.map((r) => r.client.id);
  const managerIds = [
    ...new Set(rows.map((r) => r.link.caseManagerUserId).filter((id): id is string => Boolean(id))),
  ];
  const { applied, managers, notes } = await selectDecorations(db, rows, {
    clientIds,
    managerIds,
    withNotes: options.withNotes,
  });

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

export async function listRspClients(
  ctx: AppContext,
  userId: string,
  rspId: string,
  query: RspClientsQuery,
): Promise<{ items: RspClient[]; total: number }> {
  const membership = await membershipIn(ctx.db, userId, rspId);
  const rows = await selectVisiblePage(ctx.db, membership, query);
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
  const [row] = await selectVisibleClient(ctx.db, membership, id);
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
    throw new AppError('Forbidden', API_TEXT.rspClients.ownerAssigns);
  }

  let manager: { email: string; firstName: string; language: string } | undefined;
  if (input.caseManagerId) {
    const found = await findOrganizationMember(ctx.db, rspId, input.caseManagerId);
    if (!found) {
      throw new AppError('InvalidRequest', API_TEXT.rspClients.chooseCaseManager, [
        { path: 'caseManagerId', message: API_TEXT.rspClients.chooseCaseManager },
      ]);
    }
    manager = found;
  }

  await ctx.db.transaction(async (tx) => {
    await updateLink(tx, row.link.id, {
      ...(input.status
        ? { status: input.status, closedAt: input.status === 'closed' ? new Date() : null }
        : {}),
      ...(input.caseManagerId !== undefined ? { caseManagerUserId: input.caseManagerId } : {}),
    });
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
  const note = await insertNote(ctx.db, {
    rspClientId: row.link.id,
    authorUserId: userId,
    body: input.body,
  });
  const author = await findNoteAuthor(ctx.db, userId);
  return {
    id: note.id,
    body: note.body,
    author: author ?? null,
    createdAt: iso(note.createdAt),
  };
}

/** One tally of the statistics: how many visible clients have `key` in the category `kind`. */
interface TallyRow {
  kind: 'status' | 'justiceStatus' | 'county' | 'support' | 'offense';
  key: string;
  n: number;
}

/**
 * Counts per category over the clients this person may see, for the charts: the organization's
 * tallies (`rsp_client_tallies`, kept by the database as links and profiles change), added up
 * over its case managers for the owner, a member's own for a member. A few hundred rows however
 * many clients the organization follows (issue 11). Every client has one status, so the
 * statuses' counts add up to the total.
 */
export async function rspClientStats(
  ctx: AppContext,
  userId: string,
  rspId: string,
): Promise<RspClientStats> {
  const membership = await membershipIn(ctx.db, userId, rspId);
  const rows = await selectTallies(ctx.db, membership);
  const stats: RspClientStats = {
    total: 0,
    status: {},
    support: {},
    justiceStatus: {},
    offense: {},
    county: {},
  };
  for (const { kind, key, n } of rows as TallyRow[]) {
    if (kind === 'status') stats.total += n;
    // As the charts always did: a client without a value in a category is counted in none of it.
    if (key) stats[kind][key] = n;
  }
  return stats;
}
