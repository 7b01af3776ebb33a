/**
 * Every call of the API reference that is not on the short public list refuses an anonymous
 * caller with 401, before its body or parameters are looked at. A new route that forgets its
 * authentication, or that is public without being listed here, fails this test.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.ts';
import { bearer, tokensFor } from '../helpers/auth.ts';
import { createUser } from '../helpers/factories.ts';
import { openApiDocument, requiresToken } from '../helpers/openapi.ts';
import { signedInStaff } from '../helpers/staff.ts';

/** The calls anyone may make, each for a reason. */
const PUBLIC = new Set([
  'GET /api/health', // liveness for load balancers (says nothing about anyone)
  'POST /api/v1/oauth/token', // signing in and refreshing
  'DELETE /api/v1/oauth/token', // signing out never fails (an expired token may still end its session)
  'POST /api/v1/users', // signing up
  'POST /api/v1/users/password/token', // asking for a reset link
  'POST /api/v1/users/password', // using it (the token is the credential)
  'POST /api/v1/users/email-change/confirm', // the link mailed to the new address (its token is the credential)
  'GET /api/v1/invitations/{id}', // the invited sign-up names the organization (the id, mailed only, is the credential)
  'POST /api/v1/uploads/form', // the signed form is the credential
  'GET /api/v1/media/{kind}/{id}', // images shown in pages (keys are unguessable)
  'POST /api/v1/job-alerts/unsubscribe/{token}', // a job alert's link (its signed token is the credential)
  'GET /api/v1/check-ins/{token}', // the client's e-mailed check-in after a hire (its token is the credential)
  'POST /api/v1/check-ins/{token}', // answering it, once
]);

const t = useTestApp();
let routes: { method: string; path: string; signedIn: boolean }[];
beforeAll(async () => {
  const doc = await openApiDocument(t.app);
  routes = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      signedIn: requiresToken(operation),
    })),
  );
});

const UUID = '01900000-0000-7000-8000-000000000000';

describe('the API reference', () => {
  it('lists every public call on the short list above, and no other', () => {
    expect(routes.length).toBeGreaterThan(40);
    const publicCalls = routes.filter((r) => !r.signedIn).map((r) => `${r.method} ${r.path}`);
    expect(new Set(publicCalls)).toEqual(PUBLIC);
  });

  it('refuses every other call without a token with 401 and no field details', async () => {
    const checked: string[] = [];
    for (const route of routes.filter((r) => r.signedIn)) {
      const url = route.path.replace(/\{kind\}/g, 'avatar').replace(/\{[^}]+\}/g, UUID);
      for (const headers of [{}, { authorization: 'Bearer not-a-token' }]) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers,
          // A body that every schema refuses: authentication must answer first.
          ...(route.method === 'GET' || route.method === 'DELETE'
            ? {}
            : { payload: { unexpected: '\u0000'.repeat(3), firstName: 42 } }),
        });
        const label = `${route.method} ${route.path} ${JSON.stringify(headers)}`;
        expect(res.statusCode, label).toBe(401);
        const body = res.json<{ code: string; details?: unknown }>();
        expect(body.code, label).toBe('Unauthorized');
        expect(body.details, label).toBeUndefined();
      }
      checked.push(`${route.method} ${route.path}`);
    }
    expect(checked.length).toBe(routes.length - PUBLIC.size);
  });
});

/**
 * The calls open to every signed-in account, staff included: the account itself, and reading
 * jobs and the directory (docs/roles-and-permissions.md#who-may-call-what).
 */
const ANY_SIGNED_IN = new Set([
  'GET /api/v1/oauth/token',
  'GET /api/v1/user',
  'PATCH /api/v1/user',
  'POST /api/v1/user/email-change/resend',
  'DELETE /api/v1/user/email-change',
  'GET /api/v1/jobs',
  'GET /api/v1/jobs/{id}',
  'POST /api/v1/uploads/{kind}',
  'GET /api/v1/rsp',
]);

/** A staff sign-in's second step: staff only, before the second factor too (decision 035). */
const SECOND_FACTOR = (path: string) => path.startsWith('/api/v1/user/second-factor');
const STAFF_ROUTE = (path: string) => path.startsWith('/api/v1/admin/');

const call = (route: { method: string; path: string }, accessToken: string) =>
  t.app.inject({
    method: route.method as 'GET',
    url: route.path.replace(/\{kind\}/g, 'avatar').replace(/\{[^}]+\}/g, UUID),
    headers: bearer({ accessToken }),
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
  });

describe('staff and the other roles (the access matrix)', () => {
  it('refuses every staff route to clients, employers, providers and staff without a fresh second factor', async () => {
    const staffRoutes = routes.filter((r) => STAFF_ROUTE(r.path));
    expect(staffRoutes.length).toBeGreaterThanOrEqual(4);
    const callers: Record<string, string> = {};
    for (const type of ['client', 'employer', 'rsp'] as const) {
      const user = await createUser(
        t.database.db,
        type === 'rsp' ? { type, rspRole: 'owner' } : { type },
      );
      callers[type] = (await tokensFor(t.app, user.email)).accessToken;
    }
    const staff = await signedInStaff(t);
    callers.staffWithoutSecondFactor = (await tokensFor(t.app, staff.email)).accessToken;
    for (const route of staffRoutes) {
      for (const [who, token] of Object.entries(callers)) {
        const res = await call(route, token);
        expect(res.statusCode, `${who} ${route.method} ${route.path}`).toBe(403);
      }
    }
    for (const route of routes.filter((r) => SECOND_FACTOR(r.path))) {
      for (const who of ['client', 'employer', 'rsp']) {
        const res = await call(route, callers[who]!);
        expect(res.statusCode, `${who} ${route.method} ${route.path}`).toBe(403);
      }
    }
  });

  it("refuses staff every other role's route", async () => {
    const staff = await signedInStaff(t);
    const roleRoutes = routes.filter(
      (r) =>
        r.signedIn &&
        !STAFF_ROUTE(r.path) &&
        !SECOND_FACTOR(r.path) &&
        !ANY_SIGNED_IN.has(`${r.method} ${r.path}`),
    );
    expect(roleRoutes.length).toBeGreaterThan(40);
    const answered: string[] = [];
    for (const route of roleRoutes) {
      const res = await call(route, staff.tokens.accessToken);
      if (res.statusCode !== 403) answered.push(`${route.method} ${route.path} ${res.statusCode}`);
    }
    expect(answered).toEqual([]);
  });
});
