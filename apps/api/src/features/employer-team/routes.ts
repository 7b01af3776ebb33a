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
import { authOf, requireAuth } from '../auth/authenticate.ts';
import {
  inviteColleague,
  listColleagueInvitations,
  listTeamMembers,
  removeTeamMember,
  withdrawColleagueInvitation,
} from './service.ts';

const security = [{ bearerAuth: [] }];
const tags = ['employers'];
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
};

export const employerTeamRoutes: FastifyPluginAsyncZod = async (app) => {
  const employerOnly = requireAuth(app, 'employer');

  app.get(
    '/v1/employers/:id/members',
    {
      onRequest: employerOnly,
      schema: {
        operationId: 'listEmployerMembers',
        tags,
        summary: "The company's members: the owner first, then colleagues as they joined",
        security,
        params: IdParamsSchema,
        response: { 200: EmployerMemberListSchema, ...errors },
      },
    },
    async (request) => listTeamMembers(app.ctx, authOf(request).userId, request.params.id),
  );

  app.delete(
    '/v1/employers/:id/members/:userId',
    {
      onRequest: employerOnly,
      schema: {
        operationId: 'deleteEmployerMember',
        tags,
        summary: 'Remove a colleague from the company (owner); their account stays',
        security,
        params: EmployerMemberParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeTeamMember(
        app.ctx,
        authOf(request).userId,
        request.params.id,
        request.params.userId,
      );
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/v1/employers/:id/invitations',
    {
      onRequest: employerOnly,
      schema: {
        operationId: 'createEmployerInvitation',
        tags,
        summary: 'Invite a colleague by e-mail (owner)',
        security,
        params: IdParamsSchema,
        body: InviteColleagueRequestSchema,
        response: { 201: EmployerInvitationSchema, 409: ErrorBodySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await inviteColleague(app.ctx, authOf(request).userId, request.params.id, request.body),
        ),
  );

  app.get(
    '/v1/employers/:id/invitations',
    {
      onRequest: employerOnly,
      schema: {
        operationId: 'listEmployerInvitations',
        tags,
        summary: "The company's pending invitations, oldest first",
        security,
        params: IdParamsSchema,
        response: { 200: EmployerInvitationListSchema, ...errors },
      },
    },
    async (request) => listColleagueInvitations(app.ctx, authOf(request).userId, request.params.id),
  );

  app.delete(
    '/v1/employers/:id/invitations/:invitationId',
    {
      onRequest: employerOnly,
      schema: {
        operationId: 'deleteEmployerInvitation',
        tags,
        summary: 'Withdraw a pending invitation (owner)',
        security,
        params: EmployerInvitationParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await withdrawColleagueInvitation(
        app.ctx,
        authOf(request).userId,
        request.params.id,
        request.params.invitationId,
      );
      return reply.status(204).send(null);
    },
  );
};
