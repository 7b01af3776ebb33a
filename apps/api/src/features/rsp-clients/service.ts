/**
 * The organization's clients (docs/rules.md#service-provider-clients): the owner sees every client
 * linked to the organization, a case manager sees the clients assigned to them. Each client's
 * profile is what an rsp may see (everything but diversity, through the shared cloaking function),
 * with their applications.
 */
import {
  AppError,
  cloakClientProfile,
  RSP_INACTIVE_DAYS,
  RSP_NO_APPLICATION_DAYS,
  type CreateRspClientNoteRequest,
  type RspAttentionReason,
  type RspClient,
  type RspClientNote,
  type RspClientStats,
  type RspClientsQuery,
  type UpdateRspClientNoteRequest,
  type UpdateRspClientRequest,
} from '@fairchance/shared';
import { API_TEXT } from '../../messages/index.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { daysBefore, iso, isoDay, isoOrNull } from '../../lib/dates.ts';
import { encodeCursor } from '../../lib/paging.ts';
import { toClientProfile } from '../clients/mappers.ts';
import { enqueueMail } from '../mail/outbox.ts';
import type { AuthContext } from '../auth/authenticate.ts';
import { membershipIn, membershipOf, type RspMembership } from '../organizations/access.ts';
import { forgetOrganizationFigures, keptFigure } from '../organizations/kept-figures.ts';
import {
  type ClientRows,
  findNote,
  findNoteAuthor,
  findOrganizationMember,
  insertNote,
  markClientSeen,
  selectDecorations,
  selectTallies,
  selectVisibleClient,
  selectVisiblePage,
  sortColumnOf,
  moveUnreadNotices,
  updateLink,
  updateNoteFollowUp,
} from './queries.ts';

const notFound = () => new AppError('ResourceNotFound', API_TEXT.rspClients.notFound);

/** A link's stored activity, as the attention rules read it. */
interface LinkActivity {
  status: string;
  createdAt: Date;
  lastActivityAt: Date;
  lastAppliedAt: Date | null;
  openInterviews: number;
  nextFollowUpOn: string | null;
}

/**
 * Why the client needs attention at `now` (docs/rules.md#the-attention-list): the same rules as
 * the list's filter, `needsAttention` in queries.ts.
 */
export function attentionReasonsOf(link: LinkActivity, now: Date): RspAttentionReason[] {
  if (link.status === 'closed') return [];
  const reasons: RspAttentionReason[] = [];
  if (link.nextFollowUpOn && link.nextFollowUpOn <= isoDay(now)) reasons.push('followUpDue');
  if (link.openInterviews > 0) reasons.push('interview');
  if (link.lastActivityAt < daysBefore(now, RSP_INACTIVE_DAYS)) reasons.push('inactive');
  if ((link.lastAppliedAt ?? link.createdAt) < daysBefore(now, RSP_NO_APPLICATION_DAYS)) {
    reasons.push('noApplication');
  }
  return reasons;
}

/** A stored note as the API answers it. */
function toNote(
  note: {
    id: string;
    body: string;
    followUpOn: string | null;
    followUpDoneAt: Date | null;
    createdAt: Date;
  },
  author: RspClientNote['author'],
): RspClientNote {
  return {
    id: note.id,
    body: note.body,
    author,
    followUpOn: note.followUpOn,
    followUpDoneAt: isoOrNull(note.followUpDoneAt),
    createdAt: iso(note.createdAt),
  };
}

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
            .map((n) =>
              toNote(
                n.note,
                n.author?.userId
                  ? {
                      userId: n.author.userId,
                      firstName: n.author.firstName,
                      lastName: n.author.lastName,
                    }
                  : null,
              ),
            ),
        }
      : {}),
    lastActivityAt: iso(link.lastActivityAt),
    nextFollowUpOn: link.nextFollowUpOn,
    createdAt: iso(link.createdAt),
    updatedAt: iso(link.updatedAt),
    closedAt: isoOrNull(link.closedAt),
  }));
}

export async function listRspClients(
  ctx: AppContext,
  auth: AuthContext,
  rspId: string,
  query: RspClientsQuery,
): Promise<{ items: RspClient[]; total: number }> {
  const membership = await membershipOf(ctx.db, auth, rspId);
  const now = new Date();
  const rows = await selectVisiblePage(ctx.db, membership, query, now);
  const items: RspClient[] = [];
  const sortKey =
    sortColumnOf(query) === sortColumnOf({ sort: 'newest' }) ? 'createdAt' : 'lastActivityAt';
  for (const row of rows) {
    const { link, client, user, manager, applications: applied } = row;
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
      lastActivityAt: iso(link.lastActivityAt),
      changes: row.changes.map((change) => ({ ...change, at: iso(new Date(change.at)) })),
      changeCount: row.changeCount,
      attention: attentionReasonsOf(link, now),
      nextFollowUpOn: link.nextFollowUpOn,
      createdAt: iso(link.createdAt),
      updatedAt: iso(link.updatedAt),
      closedAt: isoOrNull(link.closedAt),
      cursor: encodeCursor({ at: link[sortKey], id: link.id }),
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
    if (input.caseManagerId !== undefined && input.caseManagerId !== row.link.caseManagerUserId) {
      await moveUnreadNotices(tx, row.link, input.caseManagerId);
    }
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
  forgetOrganizationFigures(ctx, rspId);
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
    followUpOn: input.followUpOn ?? null,
  });
  const author = await findNoteAuthor(ctx.db, userId);
  return toNote(note, author ?? null);
}

/**
 * Marks a note's follow-up done, or open again (docs/rules.md#follow-ups): whoever may see the
 * client may; the note stays in the timeline.
 */
export async function updateRspClientNote(
  ctx: AppContext,
  userId: string,
  rspId: string,
  params: { id: string; noteId: string },
  input: UpdateRspClientNoteRequest,
): Promise<RspClientNote> {
  const membership = await membershipIn(ctx.db, userId, rspId);
  const row = await findVisible(ctx, membership, params.id);
  const note = await updateNoteFollowUp(ctx.db, row.link.id, params.noteId, input.followUpDone);
  if (!note) {
    if (await findNote(ctx.db, row.link.id, params.noteId)) {
      throw new AppError('ResourceConflict', API_TEXT.rspClients.noFollowUp);
    }
    throw new AppError('ResourceNotFound', API_TEXT.rspClients.noteNotFound);
  }
  const author = note.authorUserId ? await findNoteAuthor(ctx.db, note.authorUserId) : undefined;
  return toNote(note, author ?? null);
}

/**
 * The person opened the client (docs/rules.md#client-activity-and-notices): the changes until now
 * are no longer new to them, and their notices of this client are read.
 */
export async function markRspClientSeen(
  ctx: AppContext,
  userId: string,
  rspId: string,
  id: string,
): Promise<void> {
  const membership = await membershipIn(ctx.db, userId, rspId);
  const row = await findVisible(ctx, membership, id);
  await ctx.db.transaction((tx) => markClientSeen(tx, userId, row.link.id));
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
  auth: AuthContext,
  rspId: string,
): Promise<RspClientStats> {
  const membership = await membershipOf(ctx.db, auth, rspId);
  // Kept a minute by this process, like the reports (decision 057): the dashboard is opened
  // again and again.
  return keptFigure(ctx, membership, 'stats', '', () => tallyStats(ctx, membership));
}

async function tallyStats(ctx: AppContext, membership: RspMembership): Promise<RspClientStats> {
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
