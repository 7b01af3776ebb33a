import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ConfirmEmailChangeRequestSchema,
  ConfirmEmailChangeResponseSchema,
  CreateUserRequestSchema,
  ErrorBodySchema,
  PasswordResetTokenRequestSchema,
  ResetPasswordRequestSchema,
  UpdateUserRequestSchema,
  UserSchema,
} from '@fairchance/shared';
import { acceptedLanguage } from '../../lib/accept-language.ts';
import { authOf, requireAuth } from '../auth/authenticate.ts';
import { cancelEmailChange, confirmEmailChange, resendEmailChange } from './email-change.ts';
import { updateCurrentUser } from './account-changes.ts';
import {
  processResetRequests,
  requestPasswordReset,
  resetPassword,
  settledResetRequests,
} from './reset-requests.ts';
import { createUser, getCurrentUser } from './service.ts';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  // Reset e-mails are made after their answers: let the last ones finish before the database
  // closes.
  app.addHook('onClose', async () => settledResetRequests(app.ctx));

  app.post(
    '/v1/users',
    {
      schema: {
        operationId: 'createUser',
        tags: ['users'],
        summary: 'Sign up as a client, employer or service provider',
        security: [],
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
    async (request, reply) => {
      const user = await createUser(app.ctx, request.body, {
        address: request.ip,
        language: acceptedLanguage(request.headers['accept-language']),
      });
      return reply.status(201).send(user);
    },
  );

  app.get(
    '/v1/user',
    {
      onRequest: requireAuth(app),
      config: { foldsSessionCheck: true },
      schema: {
        operationId: 'getCurrentUser',
        tags: ['users'],
        summary: 'The signed-in user with its profile',
        security: [{ bearerAuth: [] }],
        response: { 200: UserSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => getCurrentUser(app.ctx, authOf(request).userId, authOf(request)),
  );

  app.patch(
    '/v1/user',
    {
      onRequest: requireAuth(app),
      schema: {
        operationId: 'updateCurrentUser',
        tags: ['users'],
        summary:
          'Change names, phone, avatar, language or password; a new e-mail (with the current password) waits for the link mailed to it',
        security: [{ bearerAuth: [] }],
        body: UpdateUserRequestSchema,
        response: {
          200: UserSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          409: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request) =>
      updateCurrentUser(app.ctx, authOf(request).userId, authOf(request).sessionId, request.body),
  );

  app.post(
    '/v1/user/email-change/resend',
    {
      onRequest: requireAuth(app),
      schema: {
        operationId: 'resendEmailChange',
        tags: ['users'],
        summary: 'Mail a new link for the e-mail change waiting (the earlier link stops working)',
        security: [{ bearerAuth: [] }],
        response: {
          204: z.null(),
          401: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await resendEmailChange(app.ctx, authOf(request).userId, authOf(request).sessionId);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/v1/user/email-change',
    {
      onRequest: requireAuth(app),
      schema: {
        operationId: 'cancelEmailChange',
        tags: ['users'],
        summary: 'Cancel the e-mail change waiting for its link',
        security: [{ bearerAuth: [] }],
        response: { 204: z.null(), 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      await cancelEmailChange(app.ctx, authOf(request).userId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/v1/users/email-change/confirm',
    {
      schema: {
        operationId: 'confirmEmailChange',
        tags: ['users'],
        summary:
          'Confirm a new sign-in e-mail with the token of the link mailed to it; other sessions end',
        security: [],
        body: ConfirmEmailChangeRequestSchema,
        response: {
          200: ConfirmEmailChangeResponseSchema,
          400: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request) => ({ email: await confirmEmailChange(app.ctx, request.body.token) }),
  );

  app.post(
    '/v1/users/password/token',
    {
      // The token and e-mail are made once the answer has left, so that the answer itself does
      // the same work for every address (reset-requests.ts).
      onResponse: async () => {
        void processResetRequests(app.ctx, app.log);
      },
      schema: {
        operationId: 'requestPasswordReset',
        tags: ['users'],
        summary:
          'E-mail a password reset link (answers the same whether or not the account exists)',
        security: [],
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
        operationId: 'resetPassword',
        tags: ['users'],
        summary: 'Choose a new password with a reset token',
        security: [],
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
