import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { OFFENSES } from '@fairchance/shared';
import { employers, rspClients, rsps } from '../src/db/schema.ts';
import { claimProvider, grantQuota } from '../src/features/admin/service.ts';
import { DEMO_ACCOUNTS, loadDemoData, loadProviders } from '../src/seed/demo-data.ts';
import { useTestApp } from './helpers/app.ts';
import { bearer, tokensFor } from './helpers/auth.ts';
import { createUser } from './helpers/factories.ts';
import { createClient } from './helpers/profiles.ts';

const t = useTestApp();
beforeAll(async () => {
  await loadProviders(t.database.db);
  await loadDemoData(t.database.db);
});

describe('grantQuota', () => {
  it('adds job posts and uncloaks to an employer found by e-mail, case-insensitively', async () => {
    const jobs = await grantQuota(t.database.db, DEMO_ACCOUNTS.employer.toUpperCase(), 'jobs', 5);
    // Brew City Builders posted 2 of its 3 free jobs in the demo: 1 left, plus 5.
    expect(jobs).toEqual({ employerName: 'Brew City Builders', available: 6 });
    // It used 1 of its 3 free interview requests in the demo: 2 left, plus 2.
    const uncloaks = await grantQuota(t.database.db, DEMO_ACCOUNTS.employer, 'uncloaks', 2);
    expect(uncloaks.available).toBe(4);
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

describe('claimProvider', () => {
  const onboardingPayload = (name: string) => ({
    name,
    description: 'Work readiness for people coming home.',
    address: '1 Main St',
    city: 'Milwaukee',
    state: 'WI',
    postalCode: '53202',
    servicesArea: ['Milwaukee'],
    support: ['employment'],
    justiceStatus: ['parole'],
    offenses: [...OFFENSES],
    owner: { phone: '(414) 555-0199', position: 'supervisor' },
  });
  const ownerWithoutOrganization = () =>
    createUser(t.database.db, { type: 'rsp', rspRole: 'owner' });

  it('gives a known provider to an owner, whose onboarding then fills it in, keeping its clients', async () => {
    const owner = await ownerWithoutOrganization();
    const [provider] = await t.database.db
      .select()
      .from(rsps)
      .where(eq(rsps.providerKey, 'wowWorks'));
    const { client } = await createClient(t.database.db);
    await t.database.db.insert(rspClients).values({ rspId: provider!.id, clientId: client.id });

    expect(await claimProvider(t.database.db, owner.email.toUpperCase(), 'wowWorks')).toEqual({
      organizationName: provider!.name,
    });
    const auth = bearer(await tokensFor(t.app, owner.email));
    const onboarding = await t.app.inject({
      method: 'POST',
      url: '/api/v1/rsp',
      headers: auth,
      payload: onboardingPayload(provider!.name),
    });
    expect(onboarding.statusCode, onboarding.body).toBe(201);
    expect(onboarding.json()).toMatchObject({ id: provider!.id, city: 'Milwaukee' });
    const clients = await t.app.inject({
      method: 'GET',
      url: `/api/v1/rsp/${provider!.id}/clients`,
      headers: auth,
    });
    expect(clients.json<unknown[]>()).toHaveLength(1);
    // A second onboarding is refused.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/rsp',
      headers: auth,
      payload: onboardingPayload(provider!.name),
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a provider that has an owner, an owner who has an organization, and unknown ones', async () => {
    const first = await ownerWithoutOrganization();
    await claimProvider(t.database.db, first.email, 'eata');
    const second = await ownerWithoutOrganization();
    await expect(claimProvider(t.database.db, second.email, 'eata')).rejects.toThrow(
      /already has an owner/,
    );
    await expect(claimProvider(t.database.db, first.email, 'myWayOut')).rejects.toThrow(
      /already has an organization/,
    );
    await expect(claimProvider(t.database.db, second.email, 'nope')).rejects.toThrow(
      /No known provider/,
    );
    const client = await createUser(t.database.db, { type: 'client' });
    await expect(claimProvider(t.database.db, client.email, 'myWayOut')).rejects.toThrow(
      /No service provider owner/,
    );
  });

  it("tells an owner who types a listed provider's name how to claim it", async () => {
    const owner = await ownerWithoutOrganization();
    const auth = bearer(await tokensFor(t.app, owner.email));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/rsp',
      headers: auth,
      payload: onboardingPayload('employ milwaukee'),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'Organization name already exist',
      details: [{ path: 'name', message: expect.stringContaining('to claim it') as unknown }],
    });
  });
});
