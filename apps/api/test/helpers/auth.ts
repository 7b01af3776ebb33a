import type { FastifyInstance } from 'fastify';
import type { TokenResponse } from '@fairchance/shared';
import { TEST_PASSWORD } from './factories.ts';

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
