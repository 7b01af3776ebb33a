import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClientProfile, type ClientProvider, type User } from '@fairchance/shared';
import { outbox, rspAccounts, rspClients, rsps } from '../src/db/schema.ts';
import { loadProviders } from '../src/seed/demo-data.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { bearer, tokensFor } from './helpers/auth.ts';
import { createUser } from './helpers/factories.ts';
import { wizardPayload } from './helpers/profiles.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await loadProviders(t.database.db);
});
afterAll(async () => {
  await t.close();
});

async function newClientUser() {
  const user = await createUser(t.database.db, { type: 'client' });
  return { user, auth: bearer(await tokensFor(t.app, user.email)) };
}

const create = (auth: { authorization: string }, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/clients', headers: auth, payload });

describe('POST /v1/clients', () => {
  it('applies the save transform on the server to what the wizard sends', async () => {
    const { user, auth } = await newClientUser();
    const res = await create(auth, wizardPayload());
    expect(res.statusCode).toBe(201);
    const profile = res.json<ClientProfile>();
    expect(profile).toMatchObject({
      userId: user.id,
      phone: '4145550147',
      offense: ['possession', 'pornography'],
      sexualOffenderRegistry: true,
      sbn: false,
      facility: null,
      releasedAt: 'under1',
      diversity: { gender: 'female', disability: false, religion: null },
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: auth });
    expect(me.json<User>()).toMatchObject({ phone: '4145550147', client: { id: profile.id } });
  });

  it('clears the offense answers for noOffense and keeps incarceration details only while incarcerated', async () => {
    const a = await newClientUser();
    const none = (
      await create(a.auth, wizardPayload({ justiceStatus: 'noOffense', facility: 'Other' }))
    ).json<ClientProfile>();
    expect(none).toMatchObject({
      offense: [],
      timeServed: null,
      stateOrFederal: null,
      releasedAt: null,
      sexualOffenderRegistry: false,
      facility: null,
    });

    const b = await newClientUser();
    const inside = await create(
      b.auth,
      wizardPayload({
        justiceStatus: 'currentlyIncarcerated',
        facility: 'Oshkosh Correctional Institution',
        expectedReleasedAt: `${new Date().getFullYear() + 1}-05-01`,
        releasedCounty: 'Milwaukee',
        releasedAt: undefined,
        offenseSexual: [],
        sexualOffenderRegistry: 'yes',
      }),
    );
    expect(inside.statusCode).toBe(201);
    expect(inside.json<ClientProfile>()).toMatchObject({
      releasedAt: 'notCompleted',
      facility: 'Oshkosh Correctional Institution',
      releasedCounty: 'Milwaukee',
      sexualOffenderRegistry: false,
    });
  });

  it('refuses a past expected release, a second profile, and non-clients', async () => {
    const { auth } = await newClientUser();
    const past = await create(
      auth,
      wizardPayload({
        justiceStatus: 'currentlyIncarcerated',
        facility: 'Other',
        expectedReleasedAt: '2020-01-01',
      }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({
      details: expect.arrayContaining([
        { path: 'expectedReleasedAt', message: 'Date must be in the future' },
      ]) as unknown,
    });

    expect((await create(auth, wizardPayload())).statusCode).toBe(201);
    const again = await create(auth, wizardPayload());
    expect(again.statusCode).toBe(409);

    const employer = await createUser(t.database.db, { type: 'employer' });
    const res = await create(bearer(await tokensFor(t.app, employer.email)), wizardPayload());
    expect(res.statusCode).toBe(403);
  });

  it('needs a phone in onboarding', async () => {
    const { auth } = await newClientUser();
    const res = await create(auth, wizardPayload({ phone: '' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      details: expect.arrayContaining([
        { path: 'phone', message: 'This field is required' },
      ]) as unknown,
    });
  });

  it('needs exactly five strengths and at least one offense with a record', async () => {
    const { auth } = await newClientUser();
    const res = await create(
      auth,
      wizardPayload({ personalStrengths: ['reliable'], offenseDrugs: [], offenseSexual: [] }),
    );
    expect(res.statusCode).toBe(400);
    const paths = res.json<{ details: { path: string }[] }>().details.map((d) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['personalStrengths', 'offense']));
  });

  it('links a chosen provider organization and e-mails the client and the owner', async () => {
    const [provider] = await t.database.db
      .select()
      .from(rsps)
      .where(eq(rsps.providerKey, 'myWayOut'));
    const owner = await createUser(t.database.db, { type: 'rsp' });
    await t.database.db
      .insert(rspAccounts)
      .values({ userId: owner.id, rspId: provider!.id, role: 'owner' });

    const { user, auth } = await newClientUser();
    const profile = (
      await create(auth, wizardPayload({ reentryServiceProvider: 'myWayOut' }))
    ).json<ClientProfile>();
    const [link] = await t.database.db
      .select()
      .from(rspClients)
      .where(eq(rspClients.clientId, profile.id));
    expect(link).toMatchObject({ rspId: provider!.id, status: 'pending' });
    const toClient = await t.database.db.select().from(outbox).where(eq(outbox.to, user.email));
    expect(toClient.map((m) => m.template)).toEqual(['providerChosenClient']);
    const toOwner = await t.database.db.select().from(outbox).where(eq(outbox.to, owner.email));
    expect(toOwner.map((m) => m.template)).toEqual(['providerChosenOwner']);

    const providers = await t.app.inject({
      method: 'GET',
      url: `/api/v1/clients/${profile.id}/providers`,
      headers: auth,
    });
    expect(providers.json<ClientProvider[]>()).toEqual([
      expect.objectContaining({ id: provider!.id, name: 'My Way Out', status: 'pending' }),
    ]);
  });

  it('acknowledges a reentry pipeline request by e-mail', async () => {
    const { user, auth } = await newClientUser();
    const res = await create(
      auth,
      wizardPayload({
        reentryServiceProvider: 'reentryPipeline',
        reentryPipeline: 'employMilwaukee',
      }),
    );
    expect(res.statusCode).toBe(201);
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.to, user.email));
    expect(mails.map((m) => m.template).sort()).toEqual([
      'pipelineRequest',
      'providerChosenClient',
    ]);
    expect(mails.find((m) => m.template === 'pipelineRequest')?.text).toContain('24-48 hours');
  });
});

describe('GET and PATCH /v1/clients/{id}', () => {
  it('answers only the owner; anyone else gets 404', async () => {
    const { auth } = await newClientUser();
    const mine = (await create(auth, wizardPayload())).json<ClientProfile>();
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/clients/${mine.id}`, headers: auth }))
        .statusCode,
    ).toBe(200);

    const other = await newClientUser();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/clients/${mine.id}`,
      headers: other.auth,
    });
    expect(res.statusCode).toBe(404);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/clients/${mine.id}`,
      headers: other.auth,
      payload: { city: 'Elsewhere' },
    });
    expect(patch.statusCode).toBe(404);
  });

  it('edits one section, keeping the rest, and re-checks the whole profile', async () => {
    const { auth } = await newClientUser();
    const mine = (await create(auth, wizardPayload())).json<ClientProfile>();
    const url = `/api/v1/clients/${mine.id}`;

    const summary = await t.app.inject({
      method: 'PATCH',
      url,
      headers: auth,
      payload: { personalSummary: 'New summary.' },
    });
    expect(summary.json<ClientProfile>()).toMatchObject({
      personalSummary: 'New summary.',
      offense: ['possession', 'pornography'],
      city: 'Milwaukee',
    });

    // Clearing the sexual group resets registry and SBN (SPEC §2).
    const cleared = await t.app.inject({
      method: 'PATCH',
      url,
      headers: auth,
      payload: { offenseSexual: [] },
    });
    expect(cleared.json<ClientProfile>()).toMatchObject({
      offense: ['possession'],
      sexualOffenderRegistry: false,
      sbn: false,
    });

    const tooLong = await t.app.inject({
      method: 'PATCH',
      url,
      headers: auth,
      payload: { personalSummary: 'x'.repeat(1001) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      details: [{ path: 'personalSummary', message: 'Maximum length is 1000 characters.' }],
    });

    const badHistory = await t.app.inject({
      method: 'PATCH',
      url,
      headers: auth,
      payload: {
        relativeExperience: [
          {
            title: 'A',
            company: 'B',
            startAtMonth: 5,
            startAtYear: 2020,
            endAtMonth: 1,
            endAtYear: 2019,
            stillWork: false,
            location: null,
            description: 'x',
          },
        ],
      },
    });
    expect(badHistory.statusCode).toBe(400);
    expect(JSON.stringify(badHistory.json())).toContain('End date must be after start date');
  });

  it('refuses a status change that leaves required answers missing', async () => {
    const { auth } = await newClientUser();
    const mine = (
      await create(auth, wizardPayload({ justiceStatus: 'noOffense' }))
    ).json<ClientProfile>();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/clients/${mine.id}`,
      headers: auth,
      payload: { justiceStatus: 'probation' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ details: { path: string }[] }>().details.map((d) => d.path)).toEqual(
      expect.arrayContaining(['offense', 'timeServed', 'releasedAt', 'stateOrFederal']),
    );
  });
});
