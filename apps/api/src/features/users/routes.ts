import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateUserRequestSchema,
  ErrorBodySchema,
  PasswordResetTokenRequestSchema,
  ResetPasswordRequestSchema,
  UpdateUserRequestSchema,
  UserSchema,
} from '@fairchance/shared';
import { requireAuth } from '../auth/authenticate.ts';
import {
  createUser,
  getCurrentUser,
  requestPasswordReset,
  resetPassword,
  updateCurrentUser,
} from './service.ts';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/users',
    {
      schema: {
        tags: ['users'],
        summary: 'Sign up as a client, employer or service provider',
        body: CreateUserRequestSchema,
        response: {
          201: UserSchema,
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createUser(app.ctx, request.body, request.ip)),
  );

  app.get(
    '/v1/user',
    {
      onRequest: requireAuth(app),
      schema: {
        tags: ['users'],
        summary: 'The signed-in user with its profile',
        security: [{ bearerAuth: [] }],
        response: { 200: UserSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => getCurrentUser(app.ctx, request.auth!.userId),
  );

  app.patch(
    '/v1/user',
    {
      onRequest: requireAuth(app),
      schema: {
        tags: ['users'],
        summary: 'Change names, e-mail, phone, avatar or password',
        security: [{ bearerAuth: [] }],
        body: UpdateUserRequestSchema,
        response: {
          200: UserSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request) =>
      updateCurrentUser(app.ctx, request.auth!.userId, request.auth!.sessionId, request.body),
  );

  app.post(
    '/v1/users/password/token',
    {
      schema: {
        tags: ['users'],
        summary:
          'E-mail a password reset link (answers the same whether or not the account exists)',
        body: PasswordResetTokenRequestSchema,
        response: { 204: z.null(), 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(app.ctx, request.body.username);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/v1/users/password',
    {
      schema: {
        tags: ['users'],
        summary: 'Choose a new password with a reset token',
        body: ResetPasswordRequestSchema,
        response: { 204: z.null(), 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      await resetPassword(app.ctx, request.body.token, request.body.password);
      return reply.status(204).send(null);
    },
  );
};
