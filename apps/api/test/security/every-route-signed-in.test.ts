/**
 * Every call of the API reference that is not on the short public list refuses an anonymous
 * caller with 401, before its body or parameters are looked at. A new route that forgets its
 * authentication, or that is public without being listed here, fails this test.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.ts';
import { openApiDocument, requiresToken } from '../helpers/openapi.ts';

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
