/**
 * Hardening (issue 10, item 9): input the server never makes (years beyond 1-9999, crafted
 * cursors, control characters) answers 400 on its field instead of reaching SQL or being stored;
 * private answers are not cached; HSTS behind https; HEAD answers like GET; protected routes
 * authenticate before they validate. Upload hardening is in uploads.test.ts beside this file.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PAGING_MESSAGES,
  VALIDATION_MESSAGES,
  type ErrorBody,
  type Organization,
} from '@fairchance/shared';
import { createTestApp, type TestApp, useTestApp } from '../helpers/app.ts';
import { bearer, signIn, tokensFor } from '../helpers/auth.ts';
import { createApplication, createUser, TEST_PASSWORD } from '../helpers/factories.ts';
import {
  createClient,
  createEmployer,
  createJob,
  organizationPayload,
} from '../helpers/profiles.ts';

type Auth = { authorization: string };

const t = useTestApp();
let client: { auth: Auth; id: string };
let employer: { auth: Auth; id: string; jobId: string; applicationId: string };
let rsp: { auth: Auth; id: string; ownerId: string };

beforeAll(async () => {
  const { db } = t.database;

  const c = await createClient(db);
  client = { auth: bearer(await tokensFor(t.app, c.user.email)), id: c.client.id };

  const e = await createEmployer(db);
  const job = await createJob(db, e.employer.id);
  const application = await createApplication(db, { jobId: job.id, clientId: c.client.id });
  employer = {
    auth: bearer(await tokensFor(t.app, e.user.email)),
    id: e.employer.id,
    jobId: job.id,
    applicationId: application.id,
  };

  const owner = await createUser(db, { type: 'rsp', rspRole: 'owner' });
  const ownerAuth = bearer(await tokensFor(t.app, owner.email));
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/rsp',
    headers: ownerAuth,
    payload: organizationPayload(),
  });
  expect(created.statusCode).toBe(201);
  rsp = { auth: ownerAuth, id: created.json<Organization>().id, ownerId: owner.id };
});

const get = (url: string, headers: Auth) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

/** A 400 that names `field` (docs/api.md#errors), never a 500. */
function expectFieldError(res: { statusCode: number; json: () => unknown }, field: string) {
  expect(res.statusCode).toBe(400);
  const body = res.json() as ErrorBody;
  expect(body.code).toBe('InvalidRequest');
  expect(body.details?.map((d) => d.path)).toContain(field);
  return body;
}

const cursorOf = (text: string) => Buffer.from(text).toString('base64url');
const SOME_ID = '01900000-0000-7000-8000-000000000000';

describe('dates outside the years 1-9999', () => {
  /** Every list or resource that takes `since`, with who may read it. */
  const sinceRoutes = () =>
    [
      ['/jobs', client.auth],
      [`/jobs/${employer.jobId}`, client.auth],
      [`/clients/${client.id}/jobs`, client.auth],
      [`/employers/${employer.id}/jobs`, employer.auth],
      [`/employers/${employer.id}/jobs/${employer.jobId}/applications`, employer.auth],
      [
        `/employers/${employer.id}/jobs/${employer.jobId}/applications/${employer.applicationId}`,
        employer.auth,
      ],
    ] as const;

  // Valid ISO 8601 text, but the instant (once the offset is applied) is in year 0 or 10000.
  const badSince = [
    '0000-01-01',
    '0000-06-01T00:00:00Z',
    '0001-01-01T00:00:00+01:00',
    '9999-12-31T23:00:00-05:00',
  ];

  it('answer 400 on since, on every route that takes it; years 1 and 9999 still pass', async () => {
    for (const [url, auth] of sinceRoutes()) {
      for (const since of badSince) {
        const res = await get(`${url}?since=${encodeURIComponent(since)}`, auth);
        const body = expectFieldError(res, 'since');
        expect(body.details, `${url} ${since}`).toContainEqual({
          path: 'since',
          message: PAGING_MESSAGES.sinceOutOfRange,
        });
      }
      for (const since of ['0001-01-01', '9999-12-31T23:59:59Z']) {
        const res = await get(`${url}?since=${encodeURIComponent(since)}`, auth);
        // 304: a single application answers "unchanged since then" to a time in 9999.
        expect([200, 304], `${url} ${since}`).toContain(res.statusCode);
      }
    }
  });

  /** Cursors the server never made: a time out of range, or an id that is not a UUID. */
  const badCursors = [
    cursorOf(`0000-01-01T00:00:00.000Z|${SOME_ID}`),
    cursorOf(`-000001-01-01T00:00:00.000Z|${SOME_ID}`),
    cursorOf(`+275760-09-13T00:00:00.000Z|${SOME_ID}`),
    cursorOf(`10000-01-01|${SOME_ID}`),
    cursorOf(`2024-01-01T00:00:00.000Z|${'-'.repeat(36)}`),
  ];

  it('answer 400 on before and after, on every list that pages with them', async () => {
    const lists = [
      ['/jobs', client.auth, ['before']],
      [`/clients/${client.id}/jobs`, client.auth, ['before', 'after']],
      [`/employers/${employer.id}/jobs`, employer.auth, ['before', 'after']],
      [`/rsp/${rsp.id}/case-managers`, rsp.auth, ['before']],
      [`/rsp/${rsp.id}/clients`, rsp.auth, ['before']],
    ] as const;
    for (const [url, auth, fields] of lists) {
      for (const field of fields) {
        for (const cursor of badCursors) {
          const res = await get(`${url}?${field}=${cursor}`, auth);
          const body = expectFieldError(res, field);
          expect(body.details, `${url} ${field}`).toContainEqual({
            path: field,
            message: PAGING_MESSAGES.cursorInvalid,
          });
        }
      }
    }
  });

  it("answer 400 on a job's applicants cursor, whose time PostgreSQL would refuse", async () => {
    const url = `/employers/${employer.id}/jobs/${employer.jobId}/applications`;
    const applicantCursors = [
      cursorOf(`0|0000-01-01T00:00:00.000000Z|${SOME_ID}`),
      cursorOf(`0|2024-02-31T00:00:00.000000Z|${SOME_ID}`),
      cursorOf(`0|2024-13-01T00:00:00.000000Z|${SOME_ID}`),
      cursorOf(`0|2024-01-01T25:00:00.000000Z|${SOME_ID}`),
      cursorOf(`0|2024-01-01T00:00:00.000000Z|${'-'.repeat(36)}`),
    ];
    for (const cursor of applicantCursors) {
      expectFieldError(await get(`${url}?before=${cursor}`, employer.auth), 'before');
    }
    // The cursor the server gives still pages.
    const first = await get(`${url}?limit=1`, employer.auth);
    const [item] = first.json<{ cursor: string }[]>();
    const next = await get(`${url}?limit=1&before=${item!.cursor}`, employer.auth);
    expect(next.statusCode).toBe(200);
  });
});

describe('control characters', () => {
  // Tab, line feed, NUL, DEL, a C1 control (NEL), and bidirectional overrides and isolates.
  const tricks = ['Ann\tLee', 'Ann\nLee', 'Ann\u0000', 'Ann\u007f', 'Ann\u0085', 'Ann\u202eeL'];
  const bidi = ['\u202aAnn', 'Ann\u202b', 'A\u202cnn', 'A\u202dnn', 'A\u2066nn', 'Ann\u2069'];

  const expectRefused = async (
    method: 'PATCH' | 'POST',
    url: string,
    headers: Auth | undefined,
    payload: Record<string, unknown>,
    field: string,
  ) => {
    const res = await t.app.inject({ method, url: `/api/v1${url}`, headers, payload });
    const body = expectFieldError(res, field);
    expect(body.details, `${url} ${JSON.stringify(payload)}`).toContainEqual({
      path: field,
      message: VALIDATION_MESSAGES.controlCharacters,
    });
  };

  it("are refused in a person's first and last name (sign-up, account, case managers)", async () => {
    for (const name of [...tricks, ...bidi]) {
      await expectRefused('PATCH', '/user', client.auth, { firstName: name }, 'firstName');
      await expectRefused('PATCH', '/user', client.auth, { lastName: name }, 'lastName');
      await expectRefused(
        'POST',
        '/users',
        undefined,
        {
          firstName: 'Ann',
          lastName: name,
          email: `ann-${Math.random().toString(36).slice(2)}@test.example`,
          password: TEST_PASSWORD,
          type: 'client',
        },
        'lastName',
      );
      await expectRefused(
        'PATCH',
        `/rsp/${rsp.id}/accounts/${rsp.ownerId}`,
        rsp.auth,
        { firstName: name },
        'firstName',
      );
    }
    // Names in any script pass, and surrounding whitespace (a pasted tab) is trimmed away.
    for (const firstName of ['José', "O'Brien-Nguyễn", 'محمد', 'שרה', '李 小龙']) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/user',
        headers: client.auth,
        payload: { firstName },
      });
      expect(res.statusCode, firstName).toBe(200);
      expect(res.json<{ firstName: string }>().firstName).toBe(firstName);
    }
    const trimmed = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/user',
      headers: client.auth,
      payload: { lastName: '\tRivera\n' },
    });
    expect(trimmed.json<{ lastName: string }>().lastName).toBe('Rivera');
  });

  it('are refused in job titles, company names and organization names', async () => {
    for (const text of [...tricks, ...bidi]) {
      await expectRefused(
        'PATCH',
        `/jobs/${employer.jobId}`,
        employer.auth,
        { title: text },
        'title',
      );
      await expectRefused(
        'PATCH',
        `/employers/${employer.id}`,
        employer.auth,
        { name: text },
        'name',
      );
      await expectRefused('PATCH', `/rsp/${rsp.id}`, rsp.auth, { name: text }, 'name');
    }
  });
});

describe('caching of private answers', () => {
  it('is forbidden on every API answer to a signed-in request, and on the token endpoint', async () => {
    const answers = [
      await get('/user', client.auth),
      await get('/jobs', client.auth),
      await get(`/employers/${employer.id}`, employer.auth),
      await get(`/rsp/${rsp.id}/clients`, rsp.auth),
      // Errors too: a 403 or 404 says something about what exists.
      await get(`/employers/${employer.id}`, client.auth),
      await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/user',
        headers: client.auth,
        payload: {},
      }),
    ];
    for (const res of answers) expect(res.headers['cache-control'], res.body).toBe('no-store');

    const user = await createUser(t.database.db);
    const token = await signIn(t.app, user.email);
    expect(token.statusCode).toBe(200);
    expect(token.headers['cache-control']).toBe('no-store');
    const refused = await signIn(t.app, user.email, 'wrong-password-here');
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent when PUBLIC_URL is https, on API and web answers alike, and not on http', async () => {
    expect(t.settings.publicUrl).toMatch(/^http:/);
    const plain = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();

    const https = await createTestApp({ publicUrl: 'https://jobs.example.org' });
    try {
      for (const url of ['/api/health', '/api/v1/user', '/']) {
        const res = await https.app.inject({ method: 'GET', url });
        expect(res.headers['strict-transport-security'], url).toBe(
          'max-age=31536000; includeSubDomains',
        );
      }
    } finally {
      await https.close();
    }
  });
});

describe('HEAD', () => {
  let web: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), 'fc-web-'));
    await writeFile(
      path.join(webDist, 'index.html'),
      '<!doctype html><title>FairChance</title><div id="root"></div>',
    );
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(path.join(webDist, 'assets', 'app-1a2b3c.js'), 'console.log("app");');
    web = await createTestApp({ webDist });
  });
  afterAll(async () => {
    await web.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('answers / and the app routes as GET does, without the body; files and 404s too', async () => {
    for (const url of ['/', '/jobs/', '/employer/jobs/123', '/login?next=%2Fjobs']) {
      const got = await web.app.inject({ method: 'GET', url });
      const head = await web.app.inject({ method: 'HEAD', url });
      expect(got.statusCode, url).toBe(200);
      expect(head.statusCode, url).toBe(200);
      expect(head.body, url).toBe('');
      for (const name of ['content-type', 'content-length', 'cache-control']) {
        expect(head.headers[name], `${url} ${name}`).toBe(got.headers[name]);
      }
      expect(head.headers['content-type']).toMatch(/^text\/html/);
      expect(head.headers['cache-control']).toBe('no-cache');
    }
    // Files keep their own answers: fingerprinted assets are cached for a year.
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await web.app.inject({ method, url: '/assets/app-1a2b3c.js' });
      expect(res.statusCode, method).toBe(200);
      expect(res.headers['cache-control'], method).toBe('public, max-age=31536000, immutable');
    }
    // A missing file or an unknown API path is 404 for both.
    for (const url of ['/missing.png', '/api/v1/nothing-here']) {
      const got = await web.app.inject({ method: 'GET', url });
      const head = await web.app.inject({ method: 'HEAD', url });
      expect(got.statusCode, url).toBe(404);
      expect(head.statusCode, url).toBe(404);
      expect(head.body).toBe('');
    }
  });
});

// Already so before this change (`requireAuth` runs onRequest): these tests keep it so.
describe('authentication before validation', () => {
  /** Protected routes with a body that would fail validation. */
  const badBodies = () =>
    [
      ['POST', '/jobs', { title: 42, offenses: 'all' }],
      ['PATCH', `/jobs/${employer.jobId}`, { numberOfOpenPositions: 'many' }],
      ['PATCH', '/user', { firstName: '', email: 'not-an-email' }],
      ['POST', '/employers', { name: '' }],
      ['PATCH', `/employers/${employer.id}`, { state: 'XX' }],
      ['POST', `/jobs/${employer.jobId}/applications`, { answers: 'yes' }],
      ['POST', '/rsp', { name: '' }],
      ['POST', `/rsp/${rsp.id}/accounts/invite`, { email: 'nope' }],
      ['POST', '/uploads/avatar', { contentType: 'video/mp4' }],
    ] as const;

  it('answers an anonymous bad body 401, without field details', async () => {
    for (const [method, url, payload] of badBodies()) {
      const res = await t.app.inject({ method, url: `/api/v1${url}`, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      const body = res.json<ErrorBody>();
      expect(body.code).toBe('Unauthorized');
      expect(body.details, `${method} ${url}`).toBeUndefined();
    }
  });

  it('answers a signed-in bad body of the wrong role 403, without field details', async () => {
    const wrongRole = [
      ['POST', '/jobs', client.auth, { title: 42 }],
      ['PATCH', `/jobs/${employer.jobId}`, rsp.auth, { numberOfOpenPositions: 'many' }],
      ['POST', '/employers', client.auth, { name: '' }],
      ['POST', `/jobs/${employer.jobId}/applications`, employer.auth, { answers: 'yes' }],
      ['POST', '/rsp', employer.auth, { name: '' }],
      ['POST', `/rsp/${rsp.id}/accounts/invite`, client.auth, { email: 'nope' }],
    ] as const;
    for (const [method, url, headers, payload] of wrongRole) {
      const res = await t.app.inject({ method, url: `/api/v1${url}`, headers, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      const body = res.json<ErrorBody>();
      expect(body.code).toBe('Forbidden');
      expect(body.details, `${method} ${url}`).toBeUndefined();
    }
  });
});
