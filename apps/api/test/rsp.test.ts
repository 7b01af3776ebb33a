import { eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ORGANIZATION_DIRECTORY_LIMIT,
  REFUSED_QUERY_MESSAGES,
  type ErrorBody,
  type CaseManager,
  type ClientProfile,
  type CaseManagerList,
  type Invitation,
  type Organization,
  type OrganizationDirectory,
  type RspClient,
  type RspClientNote,
  type RspClientStats,
  type User,
} from '@fairchance/shared';
import { invitations, outbox, rsps } from '../src/db/schema.ts';
import { loadProviders } from '../src/seed/demo-data.ts';
import { apiCaller, useTestApp } from './helpers/app.ts';
import { bearer, signedInUser, tokensFor } from './helpers/auth.ts';
import { createUser, uniqueEmail } from './helpers/factories.ts';
import { createOrganization, linkNewClient } from './helpers/organizations.ts';
import {
  type createClient,
  organizationPayload,
  postClientProfile,
  wizardPayload,
} from './helpers/profiles.ts';

const t = useTestApp();
beforeAll(async () => {
  // The known providers, as every start loads them (the directory must leave them out).
  await loadProviders(t.database.db);
});

const call = apiCaller(t);

const organization = () => createOrganization(t.app, t.database.db);

const linkClient = (rspId: string, overrides: Parameters<typeof createClient>[1] = {}) =>
  linkNewClient(t.database.db, rspId, overrides);

describe('organization', () => {
  it('is created by its owner at the end of onboarding, filling their profile', async () => {
    const { auth } = await signedInUser(t, { type: 'rsp', rspRole: 'owner' });
    const payload = organizationPayload();
    const res = await call('POST', '/rsp', auth, payload);
    expect(res.statusCode).toBe(201);
    const org = res.json<Organization>();
    expect(org).toMatchObject({ name: payload.name, servicesArea: ['Marathon', 'Lincoln'] });
    const me = (await call('GET', '/user', auth)).json<User>();
    expect(me.rspAccount).toMatchObject({
      rspId: org.id,
      role: 'owner',
      isProfileFilled: true,
      position: 'supervisor',
      rsp: { id: org.id },
    });
    expect(me.phone).toBe('7155550100');
    expect((await call('POST', '/rsp', auth, organizationPayload())).statusCode).toBe(409);
  });

  it('refuses a duplicate name with the documented message, in any letter case', async () => {
    const { org } = await organization();
    const other = await createUser(t.database.db, { type: 'rsp', rspRole: 'owner' });
    const res = await call(
      'POST',
      '/rsp',
      bearer(await tokensFor(t.app, other.email)),
      organizationPayload({ name: org.name.toUpperCase() }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe('Organization name already exist');
  });

  it('checks every rule of docs/validation.md#organization on create', async () => {
    const owner = await createUser(t.database.db, { type: 'rsp', rspRole: 'owner' });
    const res = await call(
      'POST',
      '/rsp',
      bearer(await tokensFor(t.app, owner.email)),
      organizationPayload({
        description: 'x'.repeat(1001),
        support: [],
        servicesArea: [],
        offenses: ['possession'],
      }),
    );
    expect(res.statusCode).toBe(400);
    const details = res.json<{ details: { path: string; message: string }[] }>().details;
    expect(details).toEqual(
      expect.arrayContaining([
        { path: 'description', message: 'Max 1,000 characters.' },
        { path: 'support', message: 'At least one required' },
        { path: 'servicesArea', message: 'At least one required' },
        { path: 'offenseSexual', message: 'At least one required' },
      ]),
    );
  });

  it('is edited by the owner only', async () => {
    const { org, ownerAuth, memberAuth } = await organization();
    const edit = await call('PATCH', `/rsp/${org.id}`, ownerAuth, {
      description: 'New words.',
      support: ['food'],
    });
    expect(edit.json<Organization>()).toMatchObject({
      description: 'New words.',
      support: ['food'],
    });
    expect(
      (await call('PATCH', `/rsp/${org.id}`, memberAuth, { description: 'Mine now.' })).statusCode,
    ).toBe(403);
    expect((await call('GET', `/rsp/${org.id}`, memberAuth)).statusCode).toBe(200);
  });
});

describe('case managers and invitations', () => {
  it('lists members with their case load, and refuses every owner-only call to a member', async () => {
    const { org, ownerAuth, member, memberAuth } = await organization();
    const { link } = await linkClient(org.id);
    await call('PATCH', `/rsp/${org.id}/clients/${link.id}`, ownerAuth, {
      caseManagerId: member.id,
    });

    const list = (
      await call('GET', `/rsp/${org.id}/case-managers`, ownerAuth)
    ).json<CaseManagerList>();
    expect(list.total).toBe(1);
    expect(list.data).toEqual([
      expect.objectContaining({
        userId: member.id,
        caseLoad: 1,
        phone: '7155550102',
        email: member.email,
      }),
    ]);

    const ownerOnly: [Parameters<typeof call>[0], string, object?][] = [
      ['GET', `/rsp/${org.id}/case-managers`],
      [
        'POST',
        `/rsp/${org.id}/accounts/invite`,
        {
          firstName: 'A',
          lastName: 'B',
          email: uniqueEmail(),
          phone: '(715) 555-0199',
          rspId: org.id,
        },
      ],
      ['GET', `/rsp/${org.id}/invitations`],
      ['PATCH', `/rsp/${org.id}/accounts/${member.id}`, { firstName: 'Me' }],
      ['DELETE', `/rsp/${org.id}/accounts/${member.id}`],
      ['PATCH', `/rsp/${org.id}`, { description: 'x' }],
      ['PATCH', `/rsp/${org.id}/clients/${link.id}`, { caseManagerId: null }],
    ];
    for (const [method, url, payload] of ownerOnly) {
      expect((await call(method, url, memberAuth, payload)).statusCode, `${method} ${url}`).toBe(
        403,
      );
    }
  });

  it('e-mails the invitation link with the prefill, refuses an e-mail in use, lists and withdraws', async () => {
    const { org, ownerAuth } = await organization();
    const email = uniqueEmail('invitee');
    const res = await call('POST', `/rsp/${org.id}/accounts/invite`, ownerAuth, {
      firstName: 'Ana',
      lastName: 'Ruiz',
      email,
      phone: '(715) 555-0110',
      rspId: org.id,
    });
    expect(res.statusCode).toBe(201);
    const invitation = res.json<Invitation>();
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.to, email));
    const link = new URL(/https?:\/\/\S+\/signup\/rsp\/\?\S+/.exec(mail!.text)![0]);
    expect(Object.fromEntries(link.searchParams)).toEqual({
      firstName: 'Ana',
      lastName: 'Ruiz',
      email,
      phone: '7155550110',
      invitationId: invitation.id,
    });

    // The invited sign-up names the organization, asked without an account.
    const preview = await t.app.inject({
      method: 'GET',
      url: `/api/v1/invitations/${invitation.id}`,
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({ type: 'rsp', name: org.name });

    const again = await call('POST', `/rsp/${org.id}/accounts/invite`, ownerAuth, {
      firstName: 'Ana',
      lastName: 'Ruiz',
      email,
      phone: '(715) 555-0110',
      rspId: org.id,
    });
    expect(again.statusCode).toBe(409);
    const existing = await createUser(t.database.db);
    const taken = await call('POST', `/rsp/${org.id}/accounts/invite`, ownerAuth, {
      firstName: 'X',
      lastName: 'Y',
      email: existing.email,
      phone: '(715) 555-0111',
      rspId: org.id,
    });
    expect(taken.statusCode).toBe(409);

    expect(
      (await call('GET', `/rsp/${org.id}/invitations`, ownerAuth))
        .json<Invitation[]>()
        .map((i) => i.id),
    ).toEqual([invitation.id]);
    expect(
      (await call('DELETE', `/rsp/${org.id}/invitations/${invitation.id}`, ownerAuth)).statusCode,
    ).toBe(204);
    expect(
      (await call('GET', `/rsp/${org.id}/invitations`, ownerAuth)).json<Invitation[]>(),
    ).toEqual([]);
    const [row] = await t.database.db
      .select()
      .from(invitations)
      .where(eq(invitations.id, invitation.id));
    expect(row!.withdrawnAt).not.toBeNull();
    // A withdrawn invitation, like an unknown one, names nothing.
    for (const id of [invitation.id, '01900000-0000-7000-8000-000000000000']) {
      const gone = await t.app.inject({ method: 'GET', url: `/api/v1/invitations/${id}` });
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toMatchObject({
        code: 'ResourceNotFound',
        message: 'Invitation not found',
      });
    }
    const notAnId = await t.app.inject({ method: 'GET', url: '/api/v1/invitations/nope' });
    expect(notAnId.statusCode).toBe(400);

    expect(mail!.language).toBe('en');
    // An owner who reads Spanish invites in Spanish (the invited person has no account yet).
    await call('PATCH', '/user', ownerAuth, { language: 'es' });
    const spanishInvitee = uniqueEmail('invitee-es');
    await call('POST', `/rsp/${org.id}/accounts/invite`, ownerAuth, {
      firstName: 'Luz',
      lastName: 'Ruiz',
      email: spanishInvitee,
      phone: '(715) 555-0112',
      rspId: org.id,
    });
    const [spanishMail] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, spanishInvitee));
    expect(spanishMail).toMatchObject({ language: 'es' });
    expect(spanishMail!.subject).not.toBe(mail!.subject);
  });

  it('edits a case manager, and deleting one unassigns their clients without losing them', async () => {
    const { org, ownerAuth, member } = await organization();
    const edit = await call('PATCH', `/rsp/${org.id}/accounts/${member.id}`, ownerAuth, {
      firstName: 'Casey',
      phone: '(715) 555-0120',
    });
    expect(edit.json<CaseManager>()).toMatchObject({ firstName: 'Casey', phone: '7155550120' });

    const { link } = await linkClient(org.id);
    await call('PATCH', `/rsp/${org.id}/clients/${link.id}`, ownerAuth, {
      caseManagerId: member.id,
    });
    expect(
      (await call('DELETE', `/rsp/${org.id}/accounts/${member.id}`, ownerAuth)).statusCode,
    ).toBe(204);
    expect((await call('GET', `/rsp/${org.id}/accounts/${member.id}`, ownerAuth)).statusCode).toBe(
      404,
    );
    const client = (
      await call('GET', `/rsp/${org.id}/clients/${link.id}`, ownerAuth)
    ).json<RspClient>();
    expect(client).toMatchObject({ id: link.id, caseManagerId: null });
  });
});

describe('paging of the case-managers and clients lists', () => {
  // docs/api.md#lists-and-paging: case managers are "paged with a before cursor of the last id";
  // the clients list pages the same way. Neither honours after or since, so both are refused.
  it.each(['case-managers', 'clients'])(
    '%s: refuses after and since, pages with before',
    async (list) => {
      const { org, ownerAuth } = await organization();
      await linkClient(org.id);
      await linkClient(org.id);
      const url = `/rsp/${org.id}/${list}`;
      const cursorOf = (res: Awaited<ReturnType<typeof call>>) => {
        const body = res.json<{ cursor?: string }[] | { data: { cursor?: string }[] }>();
        return (Array.isArray(body) ? body : body.data)[0]?.cursor;
      };
      const first = await call('GET', `${url}?limit=1`, ownerAuth);
      expect(first.statusCode).toBe(200);
      const cursor = cursorOf(first);
      expect(cursor).toEqual(expect.any(String));

      const after = await call('GET', `${url}?after=${cursor}`, ownerAuth);
      expect(after.statusCode).toBe(400);
      expect(after.json<ErrorBody>()).toMatchObject({
        code: 'InvalidRequest',
        details: [{ path: 'after', message: REFUSED_QUERY_MESSAGES.after }],
      });
      const since = await call('GET', `${url}?since=2025-01-01`, ownerAuth);
      expect(since.statusCode).toBe(400);
      expect(since.json<ErrorBody>().details).toEqual([
        { path: 'since', message: REFUSED_QUERY_MESSAGES.since },
      ]);
      expect((await call('GET', `${url}?before=${cursor}`, ownerAuth)).statusCode).toBe(200);
    },
  );
});

describe('clients of an organization', () => {
  it('a member sees only the clients assigned to them; the owner sees all, with filters', async () => {
    const { org, ownerAuth, member, memberAuth } = await organization();
    const mine = await linkClient(org.id, { support: ['housing'], offense: ['burglary'] });
    const other = await linkClient(org.id, { support: ['food'], offense: ['fraud'] });
    const assign = await call('PATCH', `/rsp/${org.id}/clients/${mine.link.id}`, ownerAuth, {
      caseManagerId: member.id,
    });
    expect(assign.statusCode).toBe(200);
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.to, member.email));
    expect(mails.map((m) => m.template).sort()).toEqual([
      'caseManagerInvited',
      'clientAssigned',
      'welcome',
    ]);

    const forMember = await call('GET', `/rsp/${org.id}/clients`, memberAuth);
    expect(forMember.json<RspClient[]>().map((c) => c.id)).toEqual([mine.link.id]);
    expect(
      (await call('GET', `/rsp/${org.id}/clients/${other.link.id}`, memberAuth)).statusCode,
    ).toBe(404);

    const all = await call('GET', `/rsp/${org.id}/clients`, ownerAuth);
    expect(all.headers['x-total-count']).toBe('2');
    const filtered = (await call('GET', `/rsp/${org.id}/clients?support=food`, ownerAuth)).json<
      RspClient[]
    >();
    expect(filtered.map((c) => c.id)).toEqual([other.link.id]);
    const byOffense = (
      await call(
        'GET',
        `/rsp/${org.id}/clients?offense=burglary&caseManagerId=${member.id}`,
        ownerAuth,
      )
    ).json<RspClient[]>();
    expect(byOffense.map((c) => c.id)).toEqual([mine.link.id]);

    const stats = (
      await call('GET', `/rsp/${org.id}/clients/stats`, ownerAuth)
    ).json<RspClientStats>();
    expect(stats).toMatchObject({
      total: 2,
      status: { pending: 2 },
      support: { housing: 1, food: 1 },
      offense: { burglary: 1, fraud: 1 },
    });
    expect(
      (await call('GET', `/rsp/${org.id}/clients/stats`, memberAuth)).json<RspClientStats>().total,
    ).toBe(1);
  });

  it('filters and counts by county: where a client lives, else where they are released to', async () => {
    const { org, ownerAuth } = await organization();
    const resident = await linkClient(org.id, { county: 'Racine' });
    const inside = await linkClient(org.id, {
      justiceStatus: 'currentlyIncarcerated',
      releasedCounty: 'Racine',
      county: null,
    });
    await linkClient(org.id, { county: 'Dane' });
    const racine = (await call('GET', `/rsp/${org.id}/clients?county=Racine`, ownerAuth)).json<
      RspClient[]
    >();
    expect(racine.map((c) => c.id).sort()).toEqual([resident.link.id, inside.link.id].sort());
    const stats = (
      await call('GET', `/rsp/${org.id}/clients/stats`, ownerAuth)
    ).json<RspClientStats>();
    expect(stats.county).toEqual({ Racine: 2, Dane: 1 });
  });

  it('counts a client’s own change at once, although the figures are kept a minute', async () => {
    const { org, ownerAuth } = await organization();
    const { user, client } = await linkClient(org.id, { county: 'Racine' });
    const statsUrl = `/rsp/${org.id}/clients/stats`;
    expect((await call('GET', statsUrl, ownerAuth)).json<RspClientStats>().county).toEqual({
      Racine: 1,
    });
    // The client moves: this process forgets the figures of every organization it kept
    // (decision 057), so the owner's next look shows the move.
    const clientAuth = bearer(await tokensFor(t.app, user.email));
    const moved = await call('PATCH', `/clients/${client.id}`, clientAuth, { county: 'Dane' });
    expect(moved.statusCode).toBe(200);
    expect((await call('GET', statsUrl, ownerAuth)).json<RspClientStats>().county).toEqual({
      Dane: 1,
    });
  });

  it('shows the client as an rsp may see them: everything but diversity', async () => {
    const { org, ownerAuth } = await organization();
    const { user, link } = await linkClient(org.id, {
      diversity: {
        gender: 'female',
        orientation: 'queer',
        religion: null,
        maritalStatus: null,
        age: '25-34',
        disability: true,
        ethnicity: 'white',
        veteranStatus: null,
      },
    });
    const res = await call('GET', `/rsp/${org.id}/clients/${link.id}`, ownerAuth);
    const body = res.json<RspClient>();
    expect(body.client).toMatchObject({
      lastName: user.lastName,
      email: user.email,
      offense: ['possession'],
      support: ['employment'],
    });
    expect(res.body).not.toContain('queer');
    expect(res.body).not.toContain('"diversity"');
  });

  it('keeps case notes with their author, and status changes with closedAt', async () => {
    const { org, member, memberAuth, ownerAuth } = await organization();
    const { link } = await linkClient(org.id);
    await call('PATCH', `/rsp/${org.id}/clients/${link.id}`, ownerAuth, {
      caseManagerId: member.id,
    });

    const note = await call('POST', `/rsp/${org.id}/clients/${link.id}/notes`, memberAuth, {
      body: 'Met at the library; resume next week.',
    });
    expect(note.statusCode).toBe(201);
    expect(note.json<RspClientNote>()).toMatchObject({
      body: 'Met at the library; resume next week.',
      author: { userId: member.id },
    });
    expect(
      (await call('POST', `/rsp/${org.id}/clients/${link.id}/notes`, memberAuth, { body: '' }))
        .statusCode,
    ).toBe(400);

    const closed = (
      await call('PATCH', `/rsp/${org.id}/clients/${link.id}`, memberAuth, { status: 'closed' })
    ).json<RspClient>();
    expect(closed.status).toBe('closed');
    expect(closed.closedAt).not.toBeNull();
    expect(closed.notes?.map((n) => n.body)).toEqual(['Met at the library; resume next week.']);
  });

  it("never lets one organization read another's clients, case managers or invitations", async () => {
    const a = await organization();
    const b = await organization();
    const { link } = await linkClient(a.org.id);
    const tries: [Parameters<typeof call>[0], string][] = [
      ['GET', `/rsp/${a.org.id}`],
      ['GET', `/rsp/${a.org.id}/clients`],
      ['GET', `/rsp/${a.org.id}/clients/${link.id}`],
      ['GET', `/rsp/${a.org.id}/clients/stats`],
      ['GET', `/rsp/${a.org.id}/case-managers`],
      ['GET', `/rsp/${a.org.id}/invitations`],
      ['GET', `/rsp/${a.org.id}/accounts/${a.member.id}`],
      ['GET', `/rsp/${b.org.id}/clients/${link.id}`],
    ];
    for (const [method, url] of tries) {
      const res = await call(method, url, b.ownerAuth);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain(a.org.name);
    }
    const client = await createUser(t.database.db, { type: 'client' });
    expect(
      (await call('GET', `/rsp/${a.org.id}/clients`, bearer(await tokensFor(t.app, client.email))))
        .statusCode,
    ).toBe(403);
  });
});

describe('the directory of organizations, and a client choosing one', () => {
  const signedInClient = () => signedInUser(t, { type: 'client' });

  it('finds registered organizations by a part of their name, showing only public fields', async () => {
    const { org } = await organization();
    const { auth } = await signedInClient();
    const part = org.name.slice(-5).toUpperCase();
    const res = await call('GET', `/rsp?q=${encodeURIComponent(part)}`, auth);
    expect(res.statusCode).toBe(200);
    const { data } = res.json<OrganizationDirectory>();
    expect(data).toEqual([
      {
        id: org.id,
        name: org.name,
        description: org.description,
        city: 'Wausau',
        state: 'WI',
        avatar: null,
        servicesArea: ['Marathon', 'Lincoln'],
        support: ['employment', 'housing'],
      },
    ]);
  });

  it('takes wildcards literally, answers at most 20 by name, and needs a sign-in', async () => {
    await organization();
    const { auth } = await signedInClient();
    const wildcard = (await call('GET', '/rsp?q=%25', auth)).json<OrganizationDirectory>();
    expect(wildcard.data).toEqual([]);
    for (let i = 0; i < 20; i += 1) await organization();
    const all = (await call('GET', '/rsp', auth)).json<OrganizationDirectory>();
    expect(all.data).toHaveLength(ORGANIZATION_DIRECTORY_LIMIT);
    const names = all.data.map((o) => o.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(all.data.some((o) => o.name === 'My Way Out')).toBe(false);
    expect((await call('GET', `/rsp?q=${'x'.repeat(300)}`, auth)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/rsp' })).statusCode).toBe(401);
  });

  it('links a client who chose it in onboarding: the owner sees them, with e-mails to both', async () => {
    const { org, owner, ownerAuth } = await organization();
    const { user, auth } = await signedInClient();
    const res = await postClientProfile(
      t.app,
      auth,
      wizardPayload({ reentryServiceProvider: 'other', rspId: org.id }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json<ClientProfile>().rspId).toBe(org.id);

    const list = (await call('GET', `/rsp/${org.id}/clients`, ownerAuth)).json<RspClient[]>();
    expect(list).toEqual([
      expect.objectContaining({ status: 'pending', caseManagerId: null }) as unknown,
    ]);
    expect(list[0]!.client).toMatchObject({ firstName: user.firstName });
    const toOwner = await t.database.db.select().from(outbox).where(eq(outbox.to, owner.email));
    expect(toOwner.map((m) => m.template)).toContain('providerChosenOwner');
    const toClient = await t.database.db.select().from(outbox).where(eq(outbox.to, user.email));
    expect(toClient.map((m) => m.template)).toContain('providerChosenClient');
  });

  it('refuses an organization that does not exist, saving nothing', async () => {
    const { auth } = await signedInClient();
    const res = await postClientProfile(
      t.app,
      auth,
      wizardPayload({
        reentryServiceProvider: 'other',
        rspId: '0190a0b0-0000-7000-8000-0000000000ff',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'InvalidRequest',
      details: [{ path: 'rspId', message: 'Choose an organization from the list.' }],
    });
    const retry = await postClientProfile(t.app, auth);
    expect(retry.statusCode).toBe(201);
  });

  it('moves a changed choice: the organization that had not acted loses the client, one that did keeps the case', async () => {
    const a = await organization();
    const b = await organization();
    const c = await organization();
    const { auth } = await signedInClient();
    const choose = (rspId: string, profileId?: string) =>
      t.app.inject({
        method: profileId ? 'PATCH' : 'POST',
        url: profileId ? `/api/v1/clients/${profileId}` : '/api/v1/clients',
        headers: auth,
        payload: profileId
          ? { reentryServiceProvider: 'other', rspId }
          : wizardPayload({ reentryServiceProvider: 'other', rspId }),
      });
    const listOf = async ({ org, ownerAuth }: Awaited<ReturnType<typeof organization>>) =>
      (await call('GET', `/rsp/${org.id}/clients`, ownerAuth)).json<RspClient[]>();

    const profile = (await choose(a.org.id)).json<ClientProfile>();
    expect((await choose(b.org.id, profile.id)).statusCode).toBe(200);
    expect(await listOf(a)).toEqual([]);
    const [atB] = await listOf(b);
    expect(atB).toBeDefined();

    // B writes a note: it works on the case, so it keeps it when the client moves on to C.
    await call('POST', `/rsp/${b.org.id}/clients/${atB!.id}/notes`, b.ownerAuth, {
      body: 'First call done.',
    });
    expect((await choose(c.org.id, profile.id)).statusCode).toBe(200);
    expect(await listOf(b)).toHaveLength(1);
    expect(await listOf(c)).toHaveLength(1);
  });

  it("refuses a known provider's id: those are chosen by their key", async () => {
    const [provider] = await t.database.db
      .select()
      .from(rsps)
      .where(isNotNull(rsps.providerKey))
      .limit(1);
    const { auth } = await signedInClient();
    const res = await postClientProfile(
      t.app,
      auth,
      wizardPayload({ reentryServiceProvider: 'other', rspId: provider!.id }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ details: [{ path: 'rspId' }] });
  });

  it('answers a search with a NUL character with 400, not a failure', async () => {
    const { auth } = await signedInClient();
    const res = await call('GET', '/rsp?q=a%00b', auth);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'InvalidRequest' });
  });
});

describe('a client who stops sharing with an organization', () => {
  it('disappears from its lists, detail and statistics, and can share again by choosing it', async () => {
    const { org, ownerAuth, member } = await organization();
    const { auth } = await signedInUser(t, { type: 'client' });
    const profile = (
      await postClientProfile(
        t.app,
        auth,
        wizardPayload({ reentryServiceProvider: 'other', rspId: org.id }),
      )
    ).json<ClientProfile>();
    const [link] = (await call('GET', `/rsp/${org.id}/clients`, ownerAuth)).json<RspClient[]>();
    await call('PATCH', `/rsp/${org.id}/clients/${link!.id}`, ownerAuth, {
      caseManagerId: member.id,
      status: 'active',
    });

    const stop = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/clients/${profile.id}/providers/${org.id}`,
      headers: auth,
    });
    expect(stop.statusCode).toBe(204);
    expect((await call('GET', `/rsp/${org.id}/clients`, ownerAuth)).json<RspClient[]>()).toEqual(
      [],
    );
    expect((await call('GET', `/rsp/${org.id}/clients/${link!.id}`, ownerAuth)).statusCode).toBe(
      404,
    );
    expect(
      (await call('GET', `/rsp/${org.id}/clients/stats`, ownerAuth)).json<RspClientStats>().total,
    ).toBe(0);
    const caseManagers = (
      await call('GET', `/rsp/${org.id}/case-managers`, ownerAuth)
    ).json<CaseManagerList>();
    expect(caseManagers.data.find((c) => c.id === member.id)?.caseLoad).toBe(0);
    const providers = await t.app.inject({
      method: 'GET',
      url: `/api/v1/clients/${profile.id}/providers`,
      headers: auth,
    });
    expect(providers.json<unknown[]>()).toEqual([]);
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/v1/clients/${profile.id}`,
      headers: auth,
    });
    expect(after.json<ClientProfile>()).toMatchObject({
      reentryServiceProvider: null,
      rspId: null,
    });
    // Twice: nothing left to stop.
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/clients/${profile.id}/providers/${org.id}`,
      headers: auth,
    });
    expect(again.statusCode).toBe(404);

    // Choosing it again shares again.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/clients/${profile.id}`,
      headers: auth,
      payload: { reentryServiceProvider: 'other', rspId: org.id },
    });
    const back = (await call('GET', `/rsp/${org.id}/clients`, ownerAuth)).json<RspClient[]>();
    expect(back).toEqual([expect.objectContaining({ id: link!.id, status: 'pending' }) as unknown]);
  });

  it('lets a client who skipped the step choose an organization later, and drop it', async () => {
    const { org, ownerAuth } = await organization();
    const { auth } = await signedInUser(t, { type: 'client' });
    const profile = (await postClientProfile(t.app, auth)).json<ClientProfile>();
    expect(profile.reentryServiceProvider).toBeNull();
    expect((await call('GET', `/rsp/${org.id}/clients`, ownerAuth)).json<RspClient[]>()).toEqual(
      [],
    );

    const chose = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/clients/${profile.id}`,
      headers: auth,
      payload: { reentryServiceProvider: 'other', rspId: org.id },
    });
    expect(chose.statusCode).toBe(200);
    expect((await call('GET', `/rsp/${org.id}/clients`, ownerAuth)).json<RspClient[]>()).toEqual([
      expect.objectContaining({ status: 'pending' }) as unknown,
    ]);
    const providers = await t.app.inject({
      method: 'GET',
      url: `/api/v1/clients/${profile.id}/providers`,
      headers: auth,
    });
    expect(providers.json<{ id: string }[]>().map((p) => p.id)).toEqual([org.id]);

    // No provider any more: the organization had not acted, so it loses the client.
    const dropped = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/clients/${profile.id}`,
      headers: auth,
      payload: { reentryServiceProvider: null },
    });
    expect(dropped.statusCode).toBe(200);
    expect((await call('GET', `/rsp/${org.id}/clients`, ownerAuth)).json<RspClient[]>()).toEqual(
      [],
    );
  });

  it('lets only the client stop sharing their own link', async () => {
    const { org } = await organization();
    const { client } = await linkClient(org.id);
    const other = await createUser(t.database.db, { type: 'client' });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/clients/${client.id}/providers/${org.id}`,
      headers: bearer(await tokensFor(t.app, other.email)),
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('validation words', () => {
  it('answers a value outside a list, or a missing object, in plain words', async () => {
    const { org, ownerAuth } = await organization();
    const res = await call('GET', `/rsp/${org.id}/clients?status=archived`, ownerAuth);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'InvalidRequest',
      details: [{ path: 'status', message: 'Choose one of the options.' }],
    });
    const { auth } = await signedInUser(t, { type: 'rsp', rspRole: 'owner' });
    const { owner: _owner, ...withoutOwner } = organizationPayload();
    const created = await call('POST', '/rsp', auth, withoutOwner);
    expect(created.statusCode).toBe(400);
    expect(created.json<{ details: unknown[] }>().details).toEqual([
      { path: 'owner', message: 'This field is required.' },
    ]);
  });
});
