/**
 * The fair-chance language flags of jobs older than them (decision 037): posting and editing store
 * a job's flags, and the hourly sweep checks the jobs written before the flags existed.
 */
import { fairChanceFlagsOf } from '@fairchance/shared';
import type { Database } from '../../db/client.ts';
import { findUncheckedJobs, setFairChanceFlags } from './queries.ts';

/** How many jobs one pass of the sweep reads at a time. */
const FLAG_BATCH = 500;

/**
 * Runs the fair-chance language check on the jobs older than its stored flags, a batch at a time
 * (the hourly sweep; posting and editing store them for every other job). Answers how many.
 */
export async function flagUncheckedJobs(db: Database, batch = FLAG_BATCH): Promise<number> {
  let checked = 0;
  for (;;) {
    const rows = await findUncheckedJobs(db, batch);
    await setFairChanceFlags(
      db,
      rows.map((row) => ({ id: row.id, flags: fairChanceFlagsOf(row) })),
    );
    checked += rows.length;
    if (rows.length < batch) return checked;
  }
}
