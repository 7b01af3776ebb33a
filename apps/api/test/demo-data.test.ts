import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  applications,
  clients,
  employers,
  jobs,
  rspAccounts,
  rsps,
  users,
} from '../src/db/schema.ts';
import { verifyPassword } from '../src/lib/passwords.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  loadDemoData,
  loadProviders,
} from '../src/seed/demo-data.ts';
import { useTestApp } from './helpers/app.ts';

const t = useTestApp();

const countOf = async (
  table: typeof users | typeof jobs | typeof clients | typeof employers | typeof applications,
) => {
  const [row] = await t.database.db.select({ n: count() }).from(table);
  return Number(row?.n);
};

describe('demo data', () => {
  it('loads the known providers, idempotently', async () => {
    await loadProviders(t.database.db);
    await loadProviders(t.database.db);
    const providers = await t.database.db.select({ key: rsps.providerKey }).from(rsps);
    expect(providers.map((p) => p.key).sort()).toEqual(
      [
        'eata',
        'employMilwaukee',
        'goodwillIndustriesNcw',
        'myWayOut',
        'wowWorks',
        'wrtpMilwaukee',
        'wrtpWisconsin',
      ].sort(),
    );
  });

  it('loads on an empty database, once', async () => {
    expect(await loadDemoData(t.database.db)).toBe(true);
    expect(await loadDemoData(t.database.db)).toBe(false);
    expect(await countOf(users)).toBe(Object.keys(DEMO_ACCOUNTS).length);
    expect(await countOf(employers)).toBe(3);
    expect(await countOf(jobs)).toBe(6);
    expect(await countOf(clients)).toBe(3);
    expect(await countOf(applications)).toBe(4);
  });

  it('gives every demo account the documented password', async () => {
    for (const email of Object.values(DEMO_ACCOUNTS)) {
      const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
      expect(user, email).toBeDefined();
      expect(await verifyPassword(user!.passwordHash, DEMO_PASSWORD)).toBe(true);
    }
  });

  it("counts the demo jobs and interview against the employers' free quotas", async () => {
    const rows = await t.database.db.select().from(employers);
    const quotas = Object.fromEntries(
      rows.map((e) => [e.name, [e.availableJobsCount, e.availableUncloaksCount]]),
    );
    expect(quotas).toEqual({
      'Brew City Builders': [1, 2],
      'Harbor Foods Co-op': [1, 3],
      'Northside Logistics': [1, 2],
    });
  });

  it('sets up one organization with an owner and a case manager', async () => {
    const accounts = await t.database.db.select().from(rspAccounts);
    expect(accounts.map((a) => a.role).sort()).toEqual(['member', 'owner']);
    expect(new Set(accounts.map((a) => a.rspId)).size).toBe(1);
  });
});

describe('demo data through the API', () => {
  it('serves every demo account and its profile through the response schemas', async () => {
    for (const email of Object.values(DEMO_ACCOUNTS)) {
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/v1/oauth/token',
        payload: {
          grantType: 'password',
          username: email,
          password: DEMO_PASSWORD,
          clientId: 'web',
          clientSecret: 'web',
        },
      });
      expect(signIn.statusCode, email).toBe(200);
      const headers = {
        authorization: `Bearer ${signIn.json<{ accessToken: string }>().accessToken}`,
      };
      const me = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers });
      expect(me.statusCode, `${email}: ${me.body}`).toBe(200);
      const jobsPage = await t.app.inject({ method: 'GET', url: '/api/v1/jobs', headers });
      expect(jobsPage.statusCode, `${email}: ${jobsPage.body}`).toBe(200);
    }
  });
});
