/** Invitations of case managers: HTTP only (service.ts holds the rules). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorBodySchema,
  IdSchema,
  InvitationListSchema,
  InvitationPreviewSchema,
  InvitationSchema,
  InviteCaseManagerRequestSchema,
  RspParamsSchema,
} from '@fairchance/shared';
import { authOf, requireAuth } from '../auth/authenticate.ts';
import {
  getInvitationPreview,
  inviteCaseManager,
  listInvitations,
  withdrawInvitation,
} from './service.ts';

const security = [{ bearerAuth: [] }];
const tags = ['reentry service providers'];
const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const rspOnly = requireAuth(app, 'rsp');

  app.post(
    '/v1/rsp/:rspId/accounts/invite',
    {
      onRequest: rspOnly,
      schema: {
        operationId: 'createInvitation',
        tags,
        summary: 'Invite a case manager by e-mail (owner)',
        security,
        params: RspParamsSchema,
        body: InviteCaseManagerRequestSchema,
        response: { 201: InvitationSchema, 400: ErrorBodySchema, 409: ErrorBodySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await inviteCaseManager(
            app.ctx,
            authOf(request).userId,
            request.params.rspId,
            request.body,
          ),
        ),
  );

  app.get(
    '/v1/rsp/:rspId/invitations',
    {
      onRequest: rspOnly,
      schema: {
        operationId: 'listInvitations',
        tags,
        summary: 'Pending invitations (owner)',
        security,
        params: RspParamsSchema,
        response: { 200: InvitationListSchema, ...errors },
      },
    },
    async (request) => listInvitations(app.ctx, authOf(request).userId, request.params.rspId),
  );

  app.delete(
    '/v1/rsp/:rspId/invitations/:id',
    {
      onRequest: rspOnly,
      schema: {
        operationId: 'deleteInvitation',
        tags,
        summary: 'Withdraw a pending invitation (owner)',
        security,
        params: z.object({ rspId: IdSchema, id: IdSchema }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await withdrawInvitation(
        app.ctx,
        authOf(request).userId,
        request.params.rspId,
        request.params.id,
      );
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/v1/invitations/:id',
    {
      schema: {
        operationId: 'getInvitationPreview',
        tags,
        summary:
          'The organization or company a pending invitation is from, for the invited sign-up',
        security: [],
        params: z.object({ id: IdSchema }),
        response: { 200: InvitationPreviewSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => getInvitationPreview(app.ctx, request.params.id),
  );
};
