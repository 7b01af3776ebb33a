/**
 * A route that folds the session check into its own query (`foldsSessionCheck`,
 * features/auth/authenticate.ts) and forgets to confirm it still answers 401 to an ended sign-in,
 * also when its handler sends the answer itself (`reply.send`, as a list with its total or a CSV
 * does): the check runs before any answer leaves, not after the handler's promise settles, when
 * the data would already be out.
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../src/context.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { refreshTokens } from '../../src/db/schema.ts';
import { authenticatePlugin, requireAuth } from '../../src/features/auth/authenticate.ts';
import { createTokenSigner, hashToken, newOpaqueToken } from '../../src/features/auth/tokens.ts';
import { registerErrorHandling } from '../../src/plugins/errors.ts';
import { openTestDatabase } from '../helpers/database.ts';
import { createUser } from '../helpers/factories.ts';

const SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
const tokens = createTokenSigner({ secret: SECRET, issuer: 'http://test', lifetimeSeconds: 600 });

let app: FastifyInstance;
let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
  app = Fastify();
  app.decorate('ctx', { db: database.db } as AppContext);
  registerErrorHandling(app);
  await app.register(authenticatePlugin, { tokens });
  // A folded route that never confirms the session, sending its answer itself, and one returning it.
  const folded = { onRequest: requireAuth(app), config: { foldsSessionCheck: true } };
  app.get('/sent', folded, async (_request, reply) => reply.send({ secret: 'the data' }));
  app.get('/returned', folded, async () => ({ secret: 'the data' }));
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
});

/** An access token of a sign-in (refresh-token family) that is alive or not. */
async function accessToken(alive: boolean): Promise<string> {
  const user = await createUser(database.db);
  const familyId = randomUUID();
  if (alive) {
    await database.db.insert(refreshTokens).values({
      userId: user.id,
      familyId,
      tokenHash: hashToken(newOpaqueToken()),
      expiresAt: new Date(Date.now() + 3_600_000),
    });
  }
  const { token } = await tokens.sign({ sub: user.id, scope: 'client', sid: familyId });
  return token;
}

describe('a folded route that does not confirm the session', () => {
  it('answers 401 to an ended sign-in, whether it sends its answer or returns it', async () => {
    const token = await accessToken(false);
    for (const url of ['/sent', '/returned']) {
      const res = await app.inject({ url, headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode, url).toBe(401);
      expect(res.body, url).not.toContain('the data');
    }
  });

  it('answers a live sign-in as usual', async () => {
    const token = await accessToken(true);
    for (const url of ['/sent', '/returned']) {
      const res = await app.inject({ url, headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode, url).toBe(200);
      expect(res.json(), url).toEqual({ secret: 'the data' });
    }
  });
});
