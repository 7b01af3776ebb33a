/**
 * Bearer authentication. `app.authenticate` verifies the access token and that its sign-in is
 * still alive (a logged-out session's tokens stop working at once), then sets `request.auth`.
 * `requireScope` also checks that one of the user's scopes matches (else 403).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '@fairchance/shared';
import { isFamilyActive } from './refresh-tokens.ts';
import type { AccessClaims, TokenSigner } from './tokens.ts';

export interface AuthContext {
  userId: string;
  scopes: string[];
  sessionId: string;
  claims: AccessClaims;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | undefined;
  }
  interface FastifyInstance {
    tokens: TokenSigner;
    authenticate(request: FastifyRequest): Promise<AuthContext>;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

export const authenticatePlugin = fp(
  async (app: FastifyInstance, options: { tokens: TokenSigner }) => {
    app.decorate('tokens', options.tokens);
    app.decorateRequest('auth', undefined);
    app.decorate('authenticate', async (request: FastifyRequest): Promise<AuthContext> => {
      if (request.auth) return request.auth;
      const token = bearerToken(request);
      if (!token) throw new AppError('Unauthorized', 'Please sign in to continue.');
      const claims = await options.tokens.verify(token);
      if (!(await isFamilyActive(app.ctx.db, claims.sid))) {
        throw new AppError('Unauthorized', 'This session has ended. Please sign in again.');
      }
      request.auth = {
        userId: claims.sub,
        scopes: claims.scope.split(' ').filter(Boolean),
        sessionId: claims.sid,
        claims,
      };
      return request.auth;
    });
  },
  { name: 'authenticate' },
);

/** An onRequest hook (so an anonymous call is refused before its body is validated): signed in, and (when scopes are given) holding at least one of them. */
export function requireAuth(app: FastifyInstance, ...scopes: string[]) {
  return async (request: FastifyRequest) => {
    const auth = await app.authenticate(request);
    if (scopes.length && !scopes.some((s) => auth.scopes.includes(s))) {
      throw new AppError('Forbidden', 'You do not have access to this.');
    }
  };
}
