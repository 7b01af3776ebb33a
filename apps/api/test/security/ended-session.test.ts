/**
 * A signed-out session's access token stops working at once on every call
 * (docs/api.md#access-tokens), also on the calls that fold the session check into their own query
 * (issue 11, see features/auth/authenticate.ts): each answers 401, whatever the caller's type,
 * whatever the parameters, before any of the call's own answers (403, 404, 400).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.ts';
import { bearer, endedSignIn } from '../helpers/auth.ts';
import { createUser } from '../helpers/factories.ts';
import { openApiDocument, requiresToken } from '../helpers/openapi.ts';
import { createClient, createEmployer, createJob } from '../helpers/profiles.ts';

const t = useTestApp();
let routes: { method: string; path: string }[];
beforeAll(async () => {
  const doc = await openApiDocument(t.app);
  routes = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => requiresToken(operation))
      .map(([method]) => ({ method: method.toUpperCase(), path })),
  );
});

const UUID = '01900000-0000-7000-8000-000000000000';

describe('a signed-out session', () => {
  it('is refused with 401 on every signed-in call, for every type of user', async () => {
    const { user: client } = await createClient(t.database.db);
    const { user: employerUser, employer } = await createEmployer(t.database.db);
    const job = await createJob(t.database.db, employer.id);
    const rsp = await createUser(t.database.db, { type: 'rsp', rspRole: 'owner' });

    expect(routes.length).toBeGreaterThan(40);
    expect(routes).toContainEqual({ method: 'GET', path: '/api/v1/user' });
    expect(routes).toContainEqual({ method: 'GET', path: '/api/v1/jobs/{id}' });
    for (const email of [client.email, employerUser.email, rsp.email]) {
      const tokens = await endedSignIn(t.app, email);
      for (const route of routes) {
        // A real job (so a folded call would find its row), any other id, and a malformed one.
        for (const id of [job.id, UUID, 'not-an-id']) {
          const url = route.path.replace(/\{kind\}/g, 'avatar').replace(/\{[^}]+\}/g, id);
          const res = await t.app.inject({
            method: route.method as 'GET',
            url,
            headers: bearer(tokens),
            ...(route.method === 'GET' || route.method === 'DELETE'
              ? {}
              : { payload: { unexpected: '\u0000'.repeat(3), firstName: 42 } }),
          });
          const label = `${email} ${route.method} ${url}`;
          expect(res.statusCode, label).toBe(401);
          expect(res.json<{ code: string }>().code, label).toBe('Unauthorized');
          if (!route.path.includes('{')) break;
        }
      }
    }
  });
});
