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
import { created, guardedRoutes, noContent, signedInErrors } from '../../lib/route-options.ts';
import { authOf, requireAuth } from '../auth/authenticate.ts';
import {
  getInvitationPreview,
  inviteCaseManager,
  listInvitations,
  withdrawInvitation,
} from './service.ts';

export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const rspRoute = guardedRoutes({
    guard: requireAuth(app, 'rsp'),
    tags: ['reentry service providers'],
    errors: signedInErrors,
  });

  app.post(
    '/v1/rsp/:rspId/accounts/invite',
    rspRoute({
      operationId: 'createInvitation',
      summary: 'Invite a case manager by e-mail (owner)',
      params: RspParamsSchema,
      body: InviteCaseManagerRequestSchema,
      response: { 201: InvitationSchema, 400: ErrorBodySchema, 409: ErrorBodySchema },
    }),
    async (request, reply) =>
      created(
        reply,
        inviteCaseManager(app.ctx, authOf(request).userId, request.params.rspId, request.body),
      ),
  );

  app.get(
    '/v1/rsp/:rspId/invitations',
    rspRoute({
      operationId: 'listInvitations',
      summary: 'Pending invitations (owner)',
      params: RspParamsSchema,
      response: { 200: InvitationListSchema },
    }),
    async (request) => listInvitations(app.ctx, authOf(request).userId, request.params.rspId),
  );

  app.delete(
    '/v1/rsp/:rspId/invitations/:id',
    rspRoute({
      operationId: 'deleteInvitation',
      summary: 'Withdraw a pending invitation (owner)',
      params: z.object({ rspId: IdSchema, id: IdSchema }),
      response: { 204: z.null() },
    }),
    async (request, reply) =>
      noContent(
        reply,
        withdrawInvitation(
          app.ctx,
          authOf(request).userId,
          request.params.rspId,
          request.params.id,
        ),
      ),
  );

  app.get(
    '/v1/invitations/:id',
    {
      schema: {
        operationId: 'getInvitationPreview',
        tags: ['reentry service providers'],
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
