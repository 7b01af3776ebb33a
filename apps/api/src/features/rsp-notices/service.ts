/**
 * Notices (docs/rules.md#client-activity-and-notices): the changes of a person's clients, each a
 * notice to the link's case manager at the time (the owner when none is assigned), read in the
 * product and marked read; and the person's own choice of e-mails.
 */
import type {
  MarkRspNoticesReadRequest,
  RspNoticeList,
  RspNoticeSettings,
  RspNoticesQuery,
  RspClientEventKind,
} from '@fairchance/shared';
import type { AppContext } from '../../context.ts';
import { iso, isoOrNull } from '../../lib/dates.ts';
import { membershipIn } from '../organizations/access.ts';
import {
  countUnread,
  findNoticeEmails,
  markNoticesRead,
  selectNotices,
  updateNoticeEmails,
} from './queries.ts';

export async function listNotices(
  ctx: AppContext,
  userId: string,
  rspId: string,
  query: RspNoticesQuery,
): Promise<RspNoticeList> {
  const membership = await membershipIn(ctx.db, userId, rspId);
  const [rows, unread] = await Promise.all([
    selectNotices(ctx.db, membership, { unreadOnly: query.unread === 'true', limit: query.limit }),
    countUnread(ctx.db, membership),
  ]);
  return {
    unread,
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind as RspClientEventKind,
      rspClientId: row.rspClientId,
      client: { firstName: row.firstName, lastName: row.lastName },
      jobTitle: row.jobTitle,
      employerName: row.employerName,
      createdAt: iso(row.createdAt),
      readAt: isoOrNull(row.readAt),
    })),
  };
}

export async function readNotices(
  ctx: AppContext,
  userId: string,
  rspId: string,
  input: MarkRspNoticesReadRequest,
): Promise<void> {
  const membership = await membershipIn(ctx.db, userId, rspId);
  await markNoticesRead(ctx.db, membership, input.ids);
}

export async function getNoticeSettings(
  ctx: AppContext,
  userId: string,
  rspId: string,
): Promise<RspNoticeSettings> {
  await membershipIn(ctx.db, userId, rspId);
  return { noticeEmails: (await findNoticeEmails(ctx.db, userId)) ?? 'daily' };
}

export async function updateNoticeSettings(
  ctx: AppContext,
  userId: string,
  rspId: string,
  input: RspNoticeSettings,
): Promise<RspNoticeSettings> {
  await membershipIn(ctx.db, userId, rspId);
  await updateNoticeEmails(ctx.db, userId, input.noticeEmails);
  return input;
}
