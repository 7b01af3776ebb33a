/**
 * Expiry (docs/rules.md#expiry): an application still `applied` APPLICATION_EXPIRY_DAYS after it
 * was made becomes `expired` (it stays visible). A sweep runs once at start and then every hour,
 * and also prunes expired tokens and rate-limit rows. Each step is idempotent, so any number of API
 * processes may run it at once.
 */
import { APPLICATION_EXPIRY_DAYS } from '@fairchance/shared';
import type { Database } from '../../db/client.ts';
import { flagUncheckedJobs } from '../job-moderation/language-flags.ts';
import { pruneExpired } from '../maintenance/service.ts';
import { expireAppliedBefore } from './queries.ts';
import { PeriodicTask } from '../../lib/periodic-task.ts';

const DAY_MS = 86_400_000;
export const EXPIRY_SWEEP_INTERVAL_MS = 60 * 60_000;

/** Expires what is due at `now`; answers the ids of the applications it expired. */
export async function expireStaleApplications(
  db: Database,
  now: Date = new Date(),
): Promise<string[]> {
  const cutoff = new Date(now.getTime() - APPLICATION_EXPIRY_DAYS * DAY_MS);
  return expireAppliedBefore(db, cutoff, now);
}

export interface ExpirySweeperOptions {
  db: Database;
  log: { error(obj: object, msg: string): void; info(obj: object, msg: string): void };
  intervalMs?: number;
}

/** Runs the sweep now and then every `intervalMs`, one run at a time, until stopped. */
export class ExpirySweeper {
  private readonly task: PeriodicTask;
  private readonly options: ExpirySweeperOptions;

  constructor(options: ExpirySweeperOptions) {
    this.options = options;
    this.task = new PeriodicTask(
      () => this.sweep(),
      options.intervalMs ?? EXPIRY_SWEEP_INTERVAL_MS,
    );
  }

  start(): void {
    this.task.start();
  }

  stop(): Promise<void> {
    return this.task.stop();
  }

  private async sweep(): Promise<void> {
    try {
      const expired = await expireStaleApplications(this.options.db);
      if (expired.length > 0)
        this.options.log.info({ count: expired.length }, 'expired stale applications');
    } catch (err) {
      this.options.log.error({ err }, 'application expiry sweep failed');
    }
    // The same hourly pass keeps the token and rate-limit tables small.
    try {
      await pruneExpired(this.options.db);
    } catch (err) {
      this.options.log.error({ err }, 'pruning expired rows failed');
    }
    // And checks the language of jobs older than the stored fair-chance flags (decision 037).
    try {
      const checked = await flagUncheckedJobs(this.options.db);
      if (checked > 0) this.options.log.info({ count: checked }, 'checked the language of jobs');
    } catch (err) {
      this.options.log.error({ err }, 'checking the language of jobs failed');
    }
  }
}
