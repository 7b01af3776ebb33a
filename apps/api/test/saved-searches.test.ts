/**
 * Saved searches and job alerts (issue 14, docs/rules.md#saved-searches-and-job-alerts): a client
 * saves, lists, renames and deletes searches; the daily run, driven with its own clock, writes at
 * most one e-mail a day per client, with only new jobs open to them, in their language, and a
 * one-click unsubscribe link that works signed out. Each test uses words of its own, so that the
 * searches and jobs of the other tests never match, and days of its own for the alert run.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  SAVED_SEARCHES_MAX,
  TOTAL_COUNT_HEADER,
  type ErrorBody,
  type SavedSearch,
} from '@fairchance/shared';
import { jobs, outbox, savedSearches, users } from '../src/db/schema.ts';
import { runJobAlerts } from '../src/features/saved-searches/job-alerts.ts';
import { useTestApp } from './helpers/app.ts';
import { bearer, tokensFor } from './helpers/auth.ts';
import { createClient, createEmployer, createJob } from './helpers/profiles.ts';

const t = useTestApp();
let employerId: string;
beforeAll(async () => {
  employerId = (await createEmployer(db(), { name: 'Harborlight Foods' })).employer.id;
});

const db = () => t.database.db;
const word = () => [...randomBytes(7)].map((b) => String.fromCharCode(97 + (b % 26))).join('');

async function signedInClient(overrides: Parameters<typeof createClient>[1] = {}) {
  const { user, client } = await createClient(db(), overrides);
  return { user, client, auth: bearer(await tokensFor(t.app, user.email)) };
}

type Client = Awaited<ReturnType<typeof signedInClient>>;

const base = (client: Client) => `/api/v1/clients/${client.client.id}/saved-searches`;

async function save(client: Client, body: object) {
  return t.app.inject({ method: 'POST', url: base(client), headers: client.auth, payload: body });
}

async function saved(client: Client, body: object): Promise<SavedSearch> {
  const response = await save(client, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<SavedSearch>();
}

async function list(client: Client) {
  const response = await t.app.inject({ method: 'GET', url: base(client), headers: client.auth });
  expect(response.statusCode, response.body).toBe(200);
  return {
    items: response.json<SavedSearch[]>(),
    total: Number(response.headers[TOTAL_COUNT_HEADER]),
  };
}

const patch = (client: Client, id: string, body: object) =>
  t.app.inject({
    method: 'PATCH',
    url: `${base(client)}/${id}`,
    headers: client.auth,
    payload: body,
  });

describe('saved searches', () => {
  it('saves a search under a name, as the jobs search reads it, and lists newest first', async () => {
    const client = await signedInClient();
    const first = await saved(client, {
      name: '  Forklift near home  ',
      search: { q: 'forklift', typeOfWork: 'onsite,hybrid', city: 'Milwaukee', minPay: '18' },
    });
    expect(first).toMatchObject({
      name: 'Forklift near home',
      search: {
        q: 'forklift',
        typeOfWork: ['onsite', 'hybrid'],
        city: 'Milwaukee',
        minPay: 18,
        sort: 'newest',
      },
      alertsEnabled: true,
    });
    expect(Object.keys(first.search).sort()).toEqual(['city', 'minPay', 'q', 'sort', 'typeOfWork']);
    const second = await saved(client, {
      name: 'Part-time',
      search: { workingTime: ['partTime'] },
      alertsEnabled: false,
    });
    expect(second.alertsEnabled).toBe(false);

    const { items, total } = await list(client);
    expect(items.map((s) => s.name)).toEqual(['Part-time', 'Forklift near home']);
    expect(total).toBe(2);
  });

  it('refuses an empty search, a bad filter, and a name that is empty or too long, naming the field', async () => {
    const client = await signedInClient();
    const refused = async (body: object) => {
      const response = await save(client, body);
      expect(response.statusCode, response.body).toBe(400);
      return response.json<ErrorBody>().details?.map((d) => d.path);
    };
    expect(await refused({ name: 'All', search: {} })).toEqual(['search']);
    expect(await refused({ name: 'All', search: { sort: 'relevance' } })).toContain('search.sort');
    expect(await refused({ name: 'Bad', search: { typeOfWork: ['underwater'] } })).toEqual([
      expect.stringMatching(/^search\.typeOfWork/),
    ]);
    expect(await refused({ name: '   ', search: { q: 'cook' } })).toEqual(['name']);
    expect(await refused({ name: 'x'.repeat(81), search: { q: 'cook' } })).toEqual(['name']);
    expect((await list(client)).total).toBe(0);
  });

  it('keeps names unique per client in any letter case (409 on name), not across clients', async () => {
    const client = await signedInClient();
    await saved(client, { name: 'Night shifts', search: { q: 'night' } });
    const again = await save(client, { name: 'NIGHT SHIFTS', search: { q: 'evening' } });
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>()).toMatchObject({
      code: 'ResourceConflict',
      details: [{ path: 'name', message: 'You already have a saved search with this name.' }],
    });
    const other = await signedInClient();
    await saved(other, { name: 'Night shifts', search: { q: 'night' } });
  });

  it(`keeps at most ${SAVED_SEARCHES_MAX} per client`, async () => {
    const client = await signedInClient();
    for (let i = 0; i < SAVED_SEARCHES_MAX; i += 1)
      await saved(client, { name: `Search ${i}`, search: { q: `word${i}` } });
    const over = await save(client, { name: 'One more', search: { q: 'more' } });
    expect(over.statusCode).toBe(400);
    expect(over.json<ErrorBody>().message).toBe(
      `You can keep up to ${SAVED_SEARCHES_MAX} saved searches. Delete one to save another.`,
    );
    expect((await list(client)).total).toBe(SAVED_SEARCHES_MAX);
  });

  it('renames, changes the search, turns alerts off, and deletes', async () => {
    const client = await signedInClient();
    const search = await saved(client, { name: 'Cooks', search: { q: 'cook' } });
    await saved(client, { name: 'Drivers', search: { q: 'driver' } });

    const renamed = await patch(client, search.id, { name: 'Line cooks', alertsEnabled: false });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<SavedSearch>()).toMatchObject({ name: 'Line cooks', alertsEnabled: false });
    const changed = await patch(client, search.id, { search: { q: 'line cook', state: 'WI' } });
    expect(changed.json<SavedSearch>().search).toEqual({
      q: 'line cook',
      state: 'WI',
      sort: 'newest',
    });
    expect((await patch(client, search.id, { name: 'drivers' })).statusCode).toBe(409);
    expect((await patch(client, search.id, { search: {} })).statusCode).toBe(400);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `${base(client)}/${search.id}`,
      headers: client.auth,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await list(client)).items.map((s) => s.name)).toEqual(['Drivers']);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `${base(client)}/${search.id}`,
      headers: client.auth,
    });
    expect(again.statusCode).toBe(404);
    expect((await patch(client, search.id, { name: 'Gone' })).statusCode).toBe(404);
  });

  it("are the client's own: another client gets 404, an employer 403, no token 401", async () => {
    const owner = await signedInClient();
    const search = await saved(owner, { name: 'Mine', search: { q: 'mine' } });
    const other = await signedInClient();
    const asOther = { ...owner, auth: other.auth };
    expect(
      (await t.app.inject({ method: 'GET', url: base(asOther), headers: other.auth })).statusCode,
    ).toBe(404);
    expect((await save(asOther, { name: 'Theirs', search: { q: 'x' } })).statusCode).toBe(404);
    expect((await patch(asOther, search.id, { name: 'Taken' })).statusCode).toBe(404);
    // Another client's search under one's own id is not found either.
    expect((await patch(other, search.id, { name: 'Taken' })).statusCode).toBe(404);

    const { user } = await createEmployer(db());
    const employer = bearer(await tokensFor(t.app, user.email));
    expect(
      (await t.app.inject({ method: 'GET', url: base(owner), headers: employer })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: base(owner) })).statusCode).toBe(401);
    expect((await list(owner)).items.map((s) => s.name)).toEqual(['Mine']);
  });
});

describe('job alerts', () => {
  /** A time on a day of this test's own (days counted from 2030-01-01, UTC). */
  const at = (day: number, hour: number) => new Date(Date.UTC(2030, 0, 1 + day, hour));

  async function postJob(when: Date, fields: Partial<typeof jobs.$inferInsert>) {
    const job = await createJob(db(), employerId, fields);
    await db().update(jobs).set({ createdAt: when }).where(eq(jobs.id, job.id));
    return job;
  }

  async function savedAt(client: Client, when: Date, body: object) {
    const search = await saved(client, body);
    await db()
      .update(savedSearches)
      .set({ createdAt: when })
      .where(eq(savedSearches.id, search.id));
    return search;
  }

  const run = (now: Date) =>
    runJobAlerts({ db: db(), publicUrl: 'https://jobs.test', secret: t.settings.authSecret! }, now);

  const mailsTo = (client: Client) =>
    db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, client.user.email), eq(outbox.template, 'jobAlert')))
      .orderBy(outbox.createdAt);

  it('lists the new jobs each search finds and the client may see, once a day', async () => {
    const w = word();
    const other = word();
    const client = await signedInClient({ offense: ['possession'] });
    await savedAt(client, at(0, 8), { name: 'Bakery', search: { q: w } });
    await savedAt(client, at(0, 8), {
      name: 'Remote',
      search: { q: other, typeOfWork: ['remote'] },
    });

    await postJob(at(0, 6), { title: `Old ${w} job` }); // before the search was saved
    const open = await postJob(at(0, 10), { title: `Baker ${w}` });
    await postJob(at(0, 10), { title: `Closed ${w}`, offenses: ['trafficking'] }); // not open to them
    await postJob(at(0, 10), { title: `Paused ${w}`, status: 'paused' });
    await postJob(at(0, 10), { title: 'Unrelated cashier' });
    await postJob(at(0, 11), { title: `Remote ${other}`, typeOfWork: 'remote', location: null });
    await postJob(at(0, 11), { title: `Onsite ${other}` }); // filtered out by typeOfWork
    await postJob(at(0, 13), { title: `Later ${w}` }); // after the run's clock

    expect(await run(at(0, 12))).toContain(client.client.id);
    const [mail, ...more] = await mailsTo(client);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('2 new jobs for your saved searches');
    expect(mail!.text).toContain(
      `Bakery: 1 new job\n- Baker ${w} at Harborlight Foods (Madison, WI): https://jobs.test/client/jobs/${open.id}`,
    );
    expect(mail!.text).toContain(`Remote: 1 new job\n- Remote ${other} at Harborlight Foods`);
    for (const absent of ['Old', 'Closed', 'Paused', 'Unrelated', 'Onsite', 'Later'])
      expect(mail!.text).not.toContain(`${absent} `);
    expect(mail!.html).toContain(`href="https://jobs.test/client/jobs/${open.id}"`);
    expect(mail!.text).toMatch(/https:\/\/jobs\.test\/unsubscribe\/[0-9a-f]{32}[\w-]{24}/);
    expect(Object.keys(mail!.headers ?? {})).toEqual(['List-Unsubscribe', 'List-Unsubscribe-Post']);
    expect(mail!.headers?.['List-Unsubscribe']).toMatch(
      /^<https:\/\/jobs\.test\/api\/v1\/job-alerts\/unsubscribe\/[0-9a-f]{32}[\w-]{24}>$/,
    );
    expect(mail!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // The same day, even with a newer job: nothing more.
    await postJob(at(0, 14), { title: `Evening ${w}` });
    expect(await run(at(0, 20))).not.toContain(client.client.id);
    expect(await mailsTo(client)).toHaveLength(1);

    // The next day: only what was posted since the last alert.
    expect(await run(at(1, 7))).toContain(client.client.id);
    const latest = (await mailsTo(client)).at(-1)!;
    expect(latest.subject).toBe('2 new jobs for your saved searches');
    expect(latest.text).toContain(`Later ${w}`);
    expect(latest.text).toContain(`Evening ${w}`);
    expect(latest.text).not.toContain(`Baker ${w}`);
    expect(latest.text).not.toContain('Remote:');

    // A day with nothing new writes nothing, and does not take the day.
    expect(await run(at(2, 7))).not.toContain(client.client.id);
    await postJob(at(2, 9), { title: `Afternoon ${w}` });
    expect(await run(at(2, 10))).toContain(client.client.id);
    expect(await mailsTo(client)).toHaveLength(3);
  });

  it("writes in the client's language and sends at most ten jobs a search, then the rest's link", async () => {
    const w = word();
    const client = await signedInClient();
    await db().update(users).set({ language: 'es' }).where(eq(users.id, client.user.id));
    await savedAt(client, at(10, 1), { name: 'Cocina', search: { q: w, state: 'WI' } });
    for (let i = 0; i < 12; i += 1) await postJob(at(10, 2), { title: `Cocinero ${w} ${i}` });

    await run(at(10, 3));
    const [mail] = await mailsTo(client);
    expect(mail!.subject).toBe('12 empleos nuevos para sus búsquedas guardadas');
    expect(mail!.language).toBe('es');
    expect(mail!.text).toContain('Cocina: 12 empleos nuevos');
    expect(mail!.text.match(/- Cocinero/g)).toHaveLength(10);
    expect(mail!.text).toContain(
      `Y 2 más: véalos todos: https://jobs.test/client/jobs?q=${w}&state=WI`,
    );
  });

  it('writes nothing for searches with alerts off; turned back on, they list the jobs from then', async () => {
    // The switch is marked with the database's clock, so this test runs on today's.
    const minutes = (n: number) => new Date(Date.now() + n * 60_000);
    const w = word();
    const client = await signedInClient();
    const search = await savedAt(client, minutes(-180), { name: 'Quiet', search: { q: w } });
    await patch(client, search.id, { alertsEnabled: false });
    await postJob(minutes(-120), { title: `Paused time ${w}` });
    expect(await run(minutes(-60))).not.toContain(client.client.id);

    await patch(client, search.id, { alertsEnabled: true });
    expect(await run(minutes(0.5))).not.toContain(client.client.id);
    await postJob(minutes(1), { title: `Resumed ${w}` });
    expect(await run(minutes(2))).toContain(client.client.id);
    const [mail] = await mailsTo(client);
    expect(mail!.text).toContain(`Resumed ${w}`);
    expect(mail!.text).not.toContain(`Paused time ${w}`);
  });

  it('writes one e-mail however many runs go at once', async () => {
    const w = word();
    const client = await signedInClient();
    await savedAt(client, at(30, 1), { name: 'Race', search: { q: w } });
    await postJob(at(30, 2), { title: `Racer ${w}` });
    const runs = await Promise.all([run(at(30, 3)), run(at(30, 3)), run(at(30, 4))]);
    expect(runs.filter((ids) => ids.includes(client.client.id))).toHaveLength(1);
    expect(await mailsTo(client)).toHaveLength(1);
  });

  it("the e-mail's link turns off every alert of the client, signed out, and only with a good token", async () => {
    const w = word();
    const client = await signedInClient();
    await savedAt(client, at(40, 1), { name: 'One', search: { q: w } });
    await savedAt(client, at(40, 1), { name: 'Two', search: { q: `${w} two` } });
    await postJob(at(40, 2), { title: `Stop ${w}` });
    await run(at(40, 3));
    const [mail] = await mailsTo(client);
    const token = /\/unsubscribe\/([\w-]+)/.exec(mail!.text)![1]!;

    const unsubscribe = (value: string, extra: object = {}) =>
      t.app.inject({ method: 'POST', url: `/api/v1/job-alerts/unsubscribe/${value}`, ...extra });

    for (const bad of [
      'nonsense',
      `${token.slice(0, -2)}AA`,
      `${'0'.repeat(32)}${token.slice(32)}`,
    ]) {
      const refused = await unsubscribe(bad);
      expect(refused.statusCode, bad).toBe(404);
      expect(refused.json<ErrorBody>().message).toBe('This unsubscribe link is not valid.');
    }
    expect((await list(client)).items.every((s) => s.alertsEnabled)).toBe(true);

    // What a mail program's one-click button sends (RFC 8058).
    const oneClick = await unsubscribe(token, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(204);
    const { items } = await list(client);
    expect(items.map((s) => [s.name, s.alertsEnabled])).toEqual([
      ['Two', false],
      ['One', false],
    ]);
    expect((await unsubscribe(token)).statusCode).toBe(204);

    await postJob(at(41, 2), { title: `After ${w}` });
    expect(await run(at(41, 3))).not.toContain(client.client.id);
  });
});
