/**
 * The sweep that runs the fair-chance language check on jobs written before their flags were
 * stored (decision 037): every such job gets its flags, in batches, and keeps its `updated_at`
 * (nothing the employer did changed, so no client sees it as changed).
 */
import { eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../src/db/schema.ts';
import { flagUncheckedJobs } from '../src/features/job-moderation/language-flags.ts';
import { openTestDatabase } from './helpers/database.ts';
import { createEmployer, createJob } from './helpers/profiles.ts';
import type { DatabaseHandle } from '../src/db/client.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('the language flags sweep', () => {
  it('checks every job without flags, a batch at a time, and leaves updated_at alone', async () => {
    const db = database.db;
    const { employer } = await createEmployer(db);
    const banned = await createJob(db, employer.id, { description: 'Sorry, no felons.' });
    const checked = await createJob(db, employer.id, {
      description: 'Applicants must pass a background check.',
    });
    const plain = [];
    for (let i = 0; i < 3; i += 1) plain.push(await createJob(db, employer.id));
    const ids = [banned.id, checked.id, ...plain.map((job) => job.id)];
    // As jobs posted before the flags existed: none stored.
    await db.update(jobs).set({ fairChanceFlags: null }).where(inArray(jobs.id, ids));
    const before = await db
      .select({ id: jobs.id, updatedAt: jobs.updatedAt })
      .from(jobs)
      .where(inArray(jobs.id, ids));

    expect(await flagUncheckedJobs(db, 2)).toBe(5);

    const after = await db
      .select({ id: jobs.id, flags: jobs.fairChanceFlags, updatedAt: jobs.updatedAt })
      .from(jobs)
      .where(inArray(jobs.id, ids));
    const byId = new Map(after.map((row) => [row.id, row]));
    expect(byId.get(banned.id)?.flags).toEqual(['blanketExclusion']);
    expect(byId.get(checked.id)?.flags).toEqual(['backgroundCheck']);
    for (const job of plain) expect(byId.get(job.id)?.flags).toEqual([]);
    for (const row of before) expect(byId.get(row.id)?.updatedAt).toEqual(row.updatedAt);
    expect(await db.select({ id: jobs.id }).from(jobs).where(isNull(jobs.fairChanceFlags))).toEqual(
      [],
    );
    // Nothing left: the next run checks none.
    expect(await flagUncheckedJobs(db, 2)).toBe(0);
    expect((await db.select().from(jobs).where(eq(jobs.id, banned.id)))[0]?.status).toBe('active');
  });
});
