import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorBodySchema,
  RevokeTokenRequestSchema,
  SessionClaimsSchema,
  TokenRequestSchema,
  TokenResponseSchema,
} from '@fairchance/shared';
import { bearerToken } from './authenticate.ts';
import { checkClient, refresh, signIn, signOut } from './service.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 429: ErrorBodySchema };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/oauth/token',
    {
      schema: {
        operationId: 'createToken',
        tags: ['auth'],
        summary: 'Sign in (password grant) or refresh (refresh_token grant)',
        description:
          'No security scheme: the body names the client (`clientId`, `clientSecret`) and carries the credentials or the refresh token.',
        security: [],
        body: TokenRequestSchema,
        response: { 200: TokenResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      checkClient(app.ctx, body.clientId, body.clientSecret);
      reply.header('cache-control', 'no-store');
      if (body.grantType === 'password') {
        return signIn(app.ctx, app.tokens, {
          username: body.username,
          password: body.password,
          address: request.ip,
        });
      }
      return refresh(app.ctx, app.tokens, body.refreshToken);
    },
  );

  app.get(
    '/v1/oauth/token',
    {
      schema: {
        operationId: 'getTokenClaims',
        tags: ['auth'],
        summary: "The session's claims",
        security: [{ bearerAuth: [] }],
        response: { 200: SessionClaimsSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => {
      const { claims } = await app.authenticate(request);
      return { sub: claims.sub, exp: claims.exp, iat: claims.iat, scope: claims.scope };
    },
  );

  app.delete(
    '/v1/oauth/token',
    {
      schema: {
        operationId: 'deleteToken',
        tags: ['auth'],
        summary: 'Sign out: revoke the session of the bearer and the refresh token sent',
        description:
          'The bearer token is optional and may have expired: it names the sign-in to end. Without it only the refresh token sent is revoked. An unknown token is not an error.',
        // `{}` makes the bearer optional (OpenAPI's empty security requirement).
        security: [{}, { bearerAuth: [] }],
        body: RevokeTokenRequestSchema.nullish(),
        response: { 204: z.null(), 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      // Signing out never fails for an expired or unknown token: there is nothing left to end.
      const token = bearerToken(request);
      const sessionId = token
        ? await app.tokens.verify(token, { ignoreExpiry: true }).then(
            (claims) => claims.sid,
            () => undefined,
          )
        : undefined;
      await signOut(app.ctx, { sessionId, refreshToken: request.body?.refreshToken });
      return reply.status(204).send(null);
    },
  );
};
