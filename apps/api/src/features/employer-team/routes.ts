/** A company's team (docs/rules.md#employer-team): HTTP only (service.ts holds the rules). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EmployerInvitationListSchema,
  EmployerInvitationParamsSchema,
  EmployerInvitationSchema,
  EmployerMemberListSchema,
  EmployerMemberParamsSchema,
  ErrorBodySchema,
  IdParamsSchema,
  InviteColleagueRequestSchema,
} from '@fairchance/shared';
import { created, guardedRoutes, noContent, requestErrors } from '../../lib/route-options.ts';
import { authOf, requireAuth } from '../auth/authenticate.ts';
import {
  inviteColleague,
  listColleagueInvitations,
  listTeamMembers,
  removeTeamMember,
  withdrawColleagueInvitation,
} from './service.ts';

export const employerTeamRoutes: FastifyPluginAsyncZod = async (app) => {
  const employerRoute = guardedRoutes({
    guard: requireAuth(app, 'employer'),
    tags: ['employers'],
    errors: requestErrors,
  });

  app.get(
    '/v1/employers/:id/members',
    employerRoute({
      operationId: 'listEmployerMembers',
      summary: "The company's members: the owner first, then colleagues as they joined",
      params: IdParamsSchema,
      response: { 200: EmployerMemberListSchema },
    }),
    async (request) => listTeamMembers(app.ctx, authOf(request).userId, request.params.id),
  );

  app.delete(
    '/v1/employers/:id/members/:userId',
    employerRoute({
      operationId: 'deleteEmployerMember',
      summary: 'Remove a colleague from the company (owner); their account stays',
      params: EmployerMemberParamsSchema,
      response: { 204: z.null() },
    }),
    async (request, reply) =>
      noContent(
        reply,
        removeTeamMember(app.ctx, authOf(request).userId, request.params.id, request.params.userId),
      ),
  );

  app.post(
    '/v1/employers/:id/invitations',
    employerRoute({
      operationId: 'createEmployerInvitation',
      summary: 'Invite a colleague by e-mail (owner)',
      params: IdParamsSchema,
      body: InviteColleagueRequestSchema,
      response: { 201: EmployerInvitationSchema, 409: ErrorBodySchema },
    }),
    async (request, reply) =>
      created(
        reply,
        inviteColleague(app.ctx, authOf(request).userId, request.params.id, request.body),
      ),
  );

  app.get(
    '/v1/employers/:id/invitations',
    employerRoute({
      operationId: 'listEmployerInvitations',
      summary: "The company's pending invitations, oldest first",
      params: IdParamsSchema,
      response: { 200: EmployerInvitationListSchema },
    }),
    async (request) => listColleagueInvitations(app.ctx, authOf(request).userId, request.params.id),
  );

  app.delete(
    '/v1/employers/:id/invitations/:invitationId',
    employerRoute({
      operationId: 'deleteEmployerInvitation',
      summary: 'Withdraw a pending invitation (owner)',
      params: EmployerInvitationParamsSchema,
      response: { 204: z.null() },
    }),
    async (request, reply) =>
      noContent(
        reply,
        withdrawColleagueInvitation(
          app.ctx,
          authOf(request).userId,
          request.params.id,
          request.params.invitationId,
        ),
      ),
  );
};
