/**
 * Job alerts (docs/rules.md#saved-searches-and-job-alerts): at most one e-mail a day per client,
 * listing for each of their saved searches with alerts on the jobs posted since that search was
 * last alerted (or saved) that it finds and that are open to the client. The run takes its clock
 * (`now`), so that a test can drive it day by day. The server checks every hour; a client's day
 * is taken with one conditional upsert in the transaction that writes the e-mail, so any number
 * of API processes may run it at once and a client still gets one e-mail a day.
 */
import { JOB_ALERT_JOBS_PER_SEARCH, type JobSearch } from '@fairchance/shared';
import type { Database } from '../../db/client.ts';
import { enqueueMail } from '../mail/outbox.ts';
import type { JobAlertSearch } from '../mail/templates.ts';
import {
  claimDailyAlert,
  findAlertingSearches,
  findAlertRecipient,
  findClientsDueForAlerts,
  findNewMatchingJobs,
  markSearchesAlerted,
} from './queries.ts';
import { unsubscribeTokenFor } from './unsubscribe-tokens.ts';
import { dayStartOf } from '../../lib/dates.ts';
import { PeriodicTask } from '../../lib/periodic-task.ts';

export const JOB_ALERT_CHECK_INTERVAL_MS = 60 * 60_000;
const CLIENTS_PER_BATCH = 100;

export interface JobAlertDeps {
  db: Database;
  /** Links in the e-mail start with it (PUBLIC_URL). */
  publicUrl: string;
  /** Signs the unsubscribe link (AUTH_SECRET). */
  secret: string;
}

/** The address of a search on Current Opportunities (the web app's keys, lists comma-separated). */
export function searchPath(search: JobSearch): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || (key === 'sort' && value === 'newest')) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const query = params.toString();
  return `/client/jobs${query ? `?${query}` : ''}`;
}

/**
 * Writes the alerts due at `now`; answers the ids of the clients an e-mail was written for.
 * Idempotent within a day: a second run the same day writes nothing more.
 */
export async function runJobAlerts(deps: JobAlertDeps, now: Date = new Date()): Promise<string[]> {
  const dayStart = dayStartOf(now);
  const alerted: string[] = [];
  let afterClientId: string | undefined;
  for (;;) {
    const due = await findClientsDueForAlerts(deps.db, {
      dayStart,
      afterClientId,
      limit: CLIENTS_PER_BATCH,
    });
    for (const clientId of due) {
      if (await alertClient(deps, clientId, now, dayStart)) alerted.push(clientId);
    }
    if (due.length < CLIENTS_PER_BATCH) return alerted;
    afterClientId = due.at(-1);
  }
}

/** One client's alert: nothing when none of their searches finds a new job. */
async function alertClient(
  deps: JobAlertDeps,
  clientId: string,
  now: Date,
  dayStart: Date,
): Promise<boolean> {
  const { db, publicUrl, secret } = deps;
  const recipient = await findAlertRecipient(db, clientId);
  if (!recipient) return false;
  const searches = await findAlertingSearches(db, clientId);
  const found: JobAlertSearch[] = [];
  for (const saved of searches) {
    const search = saved.search as JobSearch;
    const { jobs, total } = await findNewMatchingJobs(db, {
      offenseMask: recipient.offenseMask,
      search,
      after: saved.alertedThrough ?? saved.createdAt,
      now,
      limit: JOB_ALERT_JOBS_PER_SEARCH,
    });
    if (total === 0) continue;
    found.push({
      name: saved.name,
      total,
      jobs: jobs.map((job) => ({
        title: job.title,
        employerName: job.employerName,
        place: [job.city, job.state].filter(Boolean).join(', '),
        url: `${publicUrl}/client/jobs/${job.id}`,
      })),
      searchUrl: `${publicUrl}${searchPath(search)}`,
    });
  }
  if (found.length === 0) return false;

  const token = unsubscribeTokenFor(secret, clientId);
  return db.transaction(async (tx) => {
    // Another process may have written today's alert since this one read the searches.
    if (!(await claimDailyAlert(tx, { clientId, now, dayStart }))) return false;
    await enqueueMail(tx, {
      template: 'jobAlert',
      to: recipient.email,
      language: recipient.language,
      data: {
        firstName: recipient.firstName,
        searches: found,
        url: `${publicUrl}/client/saved-searches`,
        unsubscribeUrl: `${publicUrl}/unsubscribe/${token}`,
      },
      // RFC 8058: a mail program may offer its own unsubscribe button, which posts to this address.
      headers: {
        'List-Unsubscribe': `<${publicUrl}/api/v1/job-alerts/unsubscribe/${token}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    await markSearchesAlerted(
      tx,
      searches.map((search) => search.id),
      now,
    );
    return true;
  });
}

export interface JobAlertSchedulerOptions extends JobAlertDeps {
  log: { error(obj: object, msg: string): void; info(obj: object, msg: string): void };
  intervalMs?: number;
}

/** Runs the alerts now and then every `intervalMs` (an hour), one run at a time, until stopped. */
export class JobAlertScheduler {
  private readonly task: PeriodicTask;
  private readonly options: JobAlertSchedulerOptions;

  constructor(options: JobAlertSchedulerOptions) {
    this.options = options;
    this.task = new PeriodicTask(
      () => this.run(),
      options.intervalMs ?? JOB_ALERT_CHECK_INTERVAL_MS,
    );
  }

  start(): void {
    this.task.start();
  }

  stop(): Promise<void> {
    return this.task.stop();
  }

  private async run(): Promise<void> {
    try {
      const alerted = await runJobAlerts(this.options);
      if (alerted.length > 0) this.options.log.info({ count: alerted.length }, 'wrote job alerts');
    } catch (err) {
      this.options.log.error({ err }, 'job alerts failed');
    }
  }
}
