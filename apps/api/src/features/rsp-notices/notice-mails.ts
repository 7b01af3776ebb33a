/**
 * The notice e-mails (docs/rules.md#client-activity-and-notices): each person with changes not yet
 * e-mailed gets them in their language, as a digest at most once a day ('daily', the default) or at
 * each run ('immediate'), or never ('off'). The run takes its clock (`now`), so that a test can
 * drive it day by day. Changes are taken by marking them mailed and a digest's day by one
 * conditional upsert, both in the transaction that writes the e-mail, so any number of API
 * processes may run it at once and nothing is sent twice.
 */
import { labelsIn, RSP_CLIENT_EVENT_LABELS, type RspClientEventKind } from '@fairchance/shared';
import type { Database } from '../../db/client.ts';
import { dayStartOf } from '../../lib/dates.ts';
import { PeriodicTask } from '../../lib/periodic-task.ts';
import { enqueueMail } from '../mail/outbox.ts';
import type { RspMembership } from '../organizations/access.ts';
import {
  claimNoticeMail,
  findNoticeRecipients,
  selectNoticesById,
  takeUnmailedNotices,
} from './queries.ts';

export const NOTICE_CHECK_INTERVAL_MS = 5 * 60_000;
const RECIPIENTS_PER_BATCH = 100;
/** Changes listed in one e-mail; the rest are counted ("and 12 more"). */
export const NOTICE_MAIL_CHANGES = 25;

export interface NoticeMailDeps {
  db: Database;
  /** Links in the e-mail start with it (PUBLIC_URL). */
  publicUrl: string;
}

type Recipient = Awaited<ReturnType<typeof findNoticeRecipients>>[number];

/** Writes the notice e-mails due at `now`; answers the ids of the people written to. */
export async function runNoticeMails(
  deps: NoticeMailDeps,
  now: Date = new Date(),
): Promise<string[]> {
  const dayStart = dayStartOf(now);
  const mailed: string[] = [];
  let afterUserId: string | undefined;
  for (;;) {
    const pending = await findNoticeRecipients(deps.db, {
      afterUserId,
      limit: RECIPIENTS_PER_BATCH,
    });
    for (const recipient of pending) {
      if (!isDue(recipient, dayStart)) continue;
      if (await mailRecipient(deps, recipient, now, dayStart)) mailed.push(recipient.userId);
    }
    if (pending.length < RECIPIENTS_PER_BATCH) return mailed;
    afterUserId = pending.at(-1)!.userId;
  }
}

/** Not for those who turned the e-mails off, nor a second digest the same day. */
function isDue(recipient: Recipient, dayStart: Date): boolean {
  if (recipient.noticeEmails === 'off') return false;
  if (recipient.noticeEmails === 'immediate') return true;
  return !recipient.lastSentAt || recipient.lastSentAt < dayStart;
}

/** Thrown to roll back a digest whose day another run took: its changes stay for tomorrow. */
class DayTaken extends Error {}

async function mailRecipient(
  deps: NoticeMailDeps,
  recipient: Recipient,
  now: Date,
  dayStart: Date,
): Promise<boolean> {
  if (!recipient.rspId) return false;
  const membership: RspMembership = {
    userId: recipient.userId,
    rspId: recipient.rspId,
    role: recipient.role as RspMembership['role'],
  };
  const isDaily = recipient.noticeEmails === 'daily';
  try {
    return await deps.db.transaction(async (tx) => {
      const taken = await takeUnmailedNotices(tx, recipient.userId, now);
      if (taken.length === 0) return false;
      // Changes of clients the person no longer sees are taken but not told.
      const rows = await selectNoticesById(tx, membership, taken, NOTICE_MAIL_CHANGES);
      if (rows.length === 0) return false;
      const claimed = await claimNoticeMail(tx, {
        userId: recipient.userId,
        now,
        dayStart: isDaily ? dayStart : undefined,
      });
      if (!claimed) throw new DayTaken();
      const labels = labelsIn(RSP_CLIENT_EVENT_LABELS, recipient.language);
      await enqueueMail(tx, {
        template: 'clientChanges',
        to: recipient.email,
        language: recipient.language,
        data: {
          firstName: recipient.firstName,
          isDaily,
          changes: rows.map((row) => ({
            clientName: `${row.firstName} ${row.lastName}`,
            change: labels[row.kind as RspClientEventKind],
            jobTitle: row.jobTitle,
            employerName: row.employerName,
            url: `${deps.publicUrl}/rsp/clients/${row.rspClientId}`,
          })),
          more: (rows[0]?.total ?? rows.length) - rows.length,
          url: `${deps.publicUrl}/rsp/notices`,
        },
      });
      return true;
    });
  } catch (error) {
    if (error instanceof DayTaken) return false;
    throw error;
  }
}

export interface NoticeMailTaskOptions extends NoticeMailDeps {
  log: { error(obj: object, msg: string): void; info(obj: object, msg: string): void };
  intervalMs?: number;
}

/** Runs the notice e-mails now and then every `intervalMs`, one run at a time, until stopped. */
export function noticeMailTask(options: NoticeMailTaskOptions): PeriodicTask {
  return new PeriodicTask(async () => {
    try {
      const mailed = await runNoticeMails(options);
      if (mailed.length > 0) options.log.info({ count: mailed.length }, 'wrote notice e-mails');
    } catch (err) {
      options.log.error({ err }, 'notice e-mails failed');
    }
  }, options.intervalMs ?? NOTICE_CHECK_INTERVAL_MS);
}
