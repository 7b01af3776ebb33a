import type { FastifyInstance } from 'fastify';
import type { TokenResponse } from '@fairchance/shared';
import type { TestApp } from './app.ts';
import { createUser, TEST_PASSWORD } from './factories.ts';

export async function signIn(app: FastifyInstance, username: string, password = TEST_PASSWORD) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/oauth/token',
    payload: { grantType: 'password', username, password, clientId: 'web', clientSecret: 'web' },
  });
}

export async function tokensFor(app: FastifyInstance, username: string): Promise<TokenResponse> {
  const res = await signIn(app, username);
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return res.json<TokenResponse>();
}

export const bearer = (tokens: Pick<TokenResponse, 'accessToken'>) => ({
  authorization: `Bearer ${tokens.accessToken}`,
});

export async function refreshWith(app: FastifyInstance, refreshToken: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/oauth/token',
    payload: { grantType: 'refresh_token', refreshToken, clientId: 'web', clientSecret: 'web' },
  });
}

/** The tokens of a sign-in of `username` that has just ended (the sign-out answered 204). */
export async function endedSignIn(app: FastifyInstance, username: string): Promise<TokenResponse> {
  const tokens = await tokensFor(app, username);
  const res = await app.inject({
    method: 'DELETE',
    url: '/api/v1/oauth/token',
    headers: bearer(tokens),
    payload: { refreshToken: tokens.refreshToken },
  });
  if (res.statusCode !== 204) throw new Error(`sign-out failed: ${res.statusCode} ${res.body}`);
  return tokens;
}

/** The `authorization` header of a signed-in caller. */
export type AuthHeaders = ReturnType<typeof bearer>;

/** A new user (of `values`, a client by default), signed in: its row, tokens and header. */
export async function signedInUser(t: TestApp, values: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.database.db, values);
  const tokens = await tokensFor(t.app, user.email);
  return { user, tokens, auth: bearer(tokens) };
}
