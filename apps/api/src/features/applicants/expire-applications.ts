/**
 * Expiry (docs/rules.md#expiry): an application still `applied` APPLICATION_EXPIRY_DAYS after it
 * was made becomes `expired` (it stays visible). A sweep runs once at start and then every hour,
 * and also prunes expired tokens and rate-limit rows. Each step is idempotent, so any number of API
 * processes may run it at once.
 */
import { APPLICATION_EXPIRY_DAYS } from '@fairchance/shared';
import type { Database } from '../../db/client.ts';
import { pruneExpired } from '../maintenance/service.ts';
import { expireAppliedBefore } from './queries.ts';

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
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  private readonly options: ExpirySweeperOptions;

  constructor(options: ExpirySweeperOptions) {
    this.options = options;
  }

  start(): void {
    const tick = () => {
      this.running = this.sweep().finally(() => {
        this.running = undefined;
        if (!this.stopped)
          this.timer = setTimeout(tick, this.options.intervalMs ?? EXPIRY_SWEEP_INTERVAL_MS);
      });
    };
    this.stopped = false;
    tick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
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
  }
}
