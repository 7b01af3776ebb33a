import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employers } from '../src/db/schema.ts';
import { grantQuota } from '../src/features/admin/service.ts';
import { DEMO_ACCOUNTS, loadDemoData } from '../src/seed/demo-data.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await loadDemoData(t.database.db);
});
afterAll(async () => {
  await t.close();
});

describe('grantQuota', () => {
  it('adds job posts and uncloaks to an employer found by e-mail, case-insensitively', async () => {
    const jobs = await grantQuota(t.database.db, DEMO_ACCOUNTS.employer.toUpperCase(), 'jobs', 5);
    // Brew City Builders posted 2 of its 3 free jobs in the demo: 1 left, plus 5.
    expect(jobs).toEqual({ employerName: 'Brew City Builders', available: 6 });
    const uncloaks = await grantQuota(t.database.db, DEMO_ACCOUNTS.employer, 'uncloaks', 2);
    expect(uncloaks.available).toBe(5);
  });

  it('never loses a concurrent grant', async () => {
    const [before] = await t.database.db
      .select()
      .from(employers)
      .where(eq(employers.name, 'Harbor Foods Co-op'));
    await Promise.all(
      Array.from({ length: 10 }, () =>
        grantQuota(t.database.db, DEMO_ACCOUNTS.employer2, 'jobs', 1),
      ),
    );
    const [after] = await t.database.db
      .select()
      .from(employers)
      .where(eq(employers.id, before!.id));
    expect(after!.availableJobsCount).toBe(before!.availableJobsCount + 10);
  });

  it('refuses an unknown employer and a bad amount with clear messages', async () => {
    await expect(grantQuota(t.database.db, 'nobody@example.org', 'jobs', 1)).rejects.toThrow(
      'No employer signs in as nobody@example.org.',
    );
    await expect(grantQuota(t.database.db, DEMO_ACCOUNTS.client, 'jobs', 1)).rejects.toThrow(
      /No employer/,
    );
    await expect(grantQuota(t.database.db, DEMO_ACCOUNTS.employer, 'jobs', 0)).rejects.toThrow(
      /at least 1/,
    );
    await expect(grantQuota(t.database.db, DEMO_ACCOUNTS.employer, 'jobs', 1.5)).rejects.toThrow(
      /whole number/,
    );
  });
});
