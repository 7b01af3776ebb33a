import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBodySchema,
  SecondFactorCodeRequestSchema,
  SecondFactorEnabledSchema,
  SecondFactorSetupSchema,
  SecondFactorStatusSchema,
  TokenResponseSchema,
} from '@fairchance/shared';
import { authOf, requireAuth } from '../auth/authenticate.ts';
import { STAFF_SCOPE } from './guard.ts';
import {
  confirmSecondFactor,
  getSecondFactorStatus,
  startSecondFactorSetup,
  verifySecondFactor,
} from './service.ts';

const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };

/** The second step of a staff sign-in (decision 035): open to staff before they pass it. */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffSignedIn = requireAuth(app, STAFF_SCOPE);

  app.get(
    '/v1/user/second-factor',
    {
      onRequest: staffSignedIn,
      schema: {
        operationId: 'getSecondFactor',
        tags: ['staff'],
        summary: 'Whether the staff member has set up their authenticator app',
        security,
        response: { 200: SecondFactorStatusSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getSecondFactorStatus(app.ctx, authOf(request).userId);
    },
  );

  app.post(
    '/v1/user/second-factor/setup',
    {
      onRequest: staffSignedIn,
      schema: {
        operationId: 'createSecondFactorSetup',
        tags: ['staff'],
        summary: 'A new authenticator secret (text and otpauth:// address), until one is confirmed',
        security,
        response: { 200: SecondFactorSetupSchema, 409: ErrorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return startSecondFactorSetup(app.ctx, authOf(request).userId);
    },
  );

  app.post(
    '/v1/user/second-factor/confirm',
    {
      onRequest: staffSignedIn,
      schema: {
        operationId: 'confirmSecondFactor',
        tags: ['staff'],
        summary:
          'Turn the second factor on with a first code: the recovery codes (shown once) and a new sign-in',
        security,
        body: SecondFactorCodeRequestSchema,
        response: {
          200: SecondFactorEnabledSchema,
          409: ErrorBodySchema,
          429: ErrorBodySchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return confirmSecondFactor(app.ctx, app.tokens, authOf(request), request.body.code);
    },
  );

  app.post(
    '/v1/user/second-factor/verify',
    {
      onRequest: staffSignedIn,
      schema: {
        operationId: 'verifySecondFactor',
        tags: ['staff'],
        summary: 'Pass the second factor with a code or a recovery code: a new sign-in',
        security,
        body: SecondFactorCodeRequestSchema,
        response: { 200: TokenResponseSchema, 429: ErrorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return verifySecondFactor(app.ctx, app.tokens, authOf(request), request.body.code);
    },
  );
};
