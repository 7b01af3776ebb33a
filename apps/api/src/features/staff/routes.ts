import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBodySchema,
  SecondFactorCodeRequestSchema,
  SecondFactorEnabledSchema,
  SecondFactorSetupSchema,
  SecondFactorStatusSchema,
  TokenResponseSchema,
} from '@fairchance/shared';
import { guardedRoutes, errorBodies } from '../../lib/route-options.ts';
import { authOf, requireAuth } from '../auth/authenticate.ts';
import { STAFF_SCOPE } from './guard.ts';
import {
  confirmSecondFactor,
  getSecondFactorStatus,
  startSecondFactorSetup,
  verifySecondFactor,
} from './service.ts';

/** The second step of a staff sign-in (decision 035): open to staff before they pass it. */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedInStaffRoute = guardedRoutes({
    guard: requireAuth(app, STAFF_SCOPE),
    tags: ['staff'],
    errors: errorBodies(400, 401, 403),
  });

  app.get(
    '/v1/user/second-factor',
    signedInStaffRoute({
      operationId: 'getSecondFactor',
      summary: 'Whether the staff member has set up their authenticator app',
      response: { 200: SecondFactorStatusSchema },
    }),
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getSecondFactorStatus(app.ctx, authOf(request).userId);
    },
  );

  app.post(
    '/v1/user/second-factor/setup',
    signedInStaffRoute({
      operationId: 'createSecondFactorSetup',
      summary: 'A new authenticator secret (text and otpauth:// address), until one is confirmed',
      response: { 200: SecondFactorSetupSchema, 409: ErrorBodySchema },
    }),
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return startSecondFactorSetup(app.ctx, authOf(request).userId);
    },
  );

  app.post(
    '/v1/user/second-factor/confirm',
    signedInStaffRoute({
      operationId: 'confirmSecondFactor',
      summary:
        'Turn the second factor on with a first code: the recovery codes (shown once) and a new sign-in',
      body: SecondFactorCodeRequestSchema,
      response: {
        200: SecondFactorEnabledSchema,
        409: ErrorBodySchema,
        429: ErrorBodySchema,
      },
    }),
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return confirmSecondFactor(app.ctx, app.tokens, authOf(request), request.body.code);
    },
  );

  app.post(
    '/v1/user/second-factor/verify',
    signedInStaffRoute({
      operationId: 'verifySecondFactor',
      summary: 'Pass the second factor with a code or a recovery code: a new sign-in',
      body: SecondFactorCodeRequestSchema,
      response: { 200: TokenResponseSchema, 429: ErrorBodySchema },
    }),
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return verifySecondFactor(app.ctx, app.tokens, authOf(request), request.body.code);
    },
  );
};
