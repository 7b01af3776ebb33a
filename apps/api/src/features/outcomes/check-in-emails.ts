/**
 * The client's check-in e-mails (docs/rules.md#outcomes-after-hire): when a check-in of a hire falls
 * due and the client shares their profile with an organization, the client is e-mailed a link to
 * answer two questions, in their language. The link's token is random and stored hashed; the
 * milestone's row is taken with a conditional insert in the transaction that writes the e-mail, so
 * any number of API processes may run this at once and each milestone is e-mailed once. Checked
 * every hour, like the job alerts.
 */
import { CHECK_IN_EMAIL_WINDOW_DAYS } from '@fairchance/shared';
import type { Database } from '../../db/client.ts';
import { PeriodicTask } from '../../lib/periodic-task.ts';
import { hashToken, newOpaqueToken } from '../auth/tokens.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { insertClientCheckIn, selectClientCheckInsToSend } from './queries.ts';

export const CHECK_IN_EMAIL_INTERVAL_MS = 60 * 60_000;
const PER_BATCH = 100;

export interface CheckInEmailDeps {
  db: Database;
  /** Links in the e-mail start with it (PUBLIC_URL). */
  publicUrl: string;
}

/** Writes the check-in e-mails due at `now`; answers how many. */
export async function runCheckInEmails(
  deps: CheckInEmailDeps,
  now: Date = new Date(),
): Promise<number> {
  let written = 0;
  for (;;) {
    // Every row read is taken below (by this process or another), so the next read moves on.
    const due = await selectClientCheckInsToSend(deps.db, {
      now,
      windowDays: CHECK_IN_EMAIL_WINDOW_DAYS,
      limit: PER_BATCH,
    });
    for (const row of due) {
      const token = newOpaqueToken();
      const sent = await deps.db.transaction(async (tx) => {
        const taken = await insertClientCheckIn(tx, {
          applicationId: row.application_id,
          milestone: Number(row.milestone),
          tokenHash: hashToken(token),
          language: row.language,
        });
        if (!taken) return false;
        await enqueueMail(tx, {
          template: 'checkInRequest',
          to: row.email,
          language: row.language,
          data: {
            firstName: row.first_name,
            jobTitle: row.job_title,
            employerName: row.employer_name,
            days: Number(row.milestone),
            url: `${deps.publicUrl}/check-in/${token}`,
          },
        });
        return true;
      });
      if (sent) written += 1;
    }
    if (due.length < PER_BATCH) return written;
  }
}

export interface CheckInEmailTaskOptions extends CheckInEmailDeps {
  log: { error(obj: object, msg: string): void; info(obj: object, msg: string): void };
  intervalMs?: number;
}

/** The e-mails now and then every hour, one run at a time; a failed run is logged. */
export const checkInEmailTask = (options: CheckInEmailTaskOptions) =>
  new PeriodicTask(async () => {
    try {
      const count = await runCheckInEmails(options);
      if (count > 0) options.log.info({ count }, 'wrote check-in e-mails');
    } catch (err) {
      options.log.error({ err }, 'check-in e-mails failed');
    }
  }, options.intervalMs ?? CHECK_IN_EMAIL_INTERVAL_MS);
