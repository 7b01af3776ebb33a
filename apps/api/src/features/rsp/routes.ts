import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CaseManagerListSchema,
  CaseManagerSchema,
  CaseManagersQuerySchema,
  CreateMemberProfileRequestSchema,
  CreateOrganizationRequestSchema,
  CreateRspClientNoteRequestSchema,
  ErrorBodySchema,
  IdSchema,
  InvitationListSchema,
  InvitationSchema,
  InviteCaseManagerRequestSchema,
  OrganizationDirectoryQuerySchema,
  OrganizationDirectorySchema,
  OrganizationSchema,
  RspAccountParamsSchema,
  RspClientListSchema,
  RspClientNoteSchema,
  RspClientParamsSchema,
  RspClientSchema,
  RspClientStatsSchema,
  RspClientsQuerySchema,
  RspParamsSchema,
  TOTAL_COUNT_HEADER,
  UpdateCaseManagerRequestSchema,
  UpdateOrganizationRequestSchema,
  UpdateRspClientRequestSchema,
} from '@fairchance/shared';
import { requireAuth } from '../auth/authenticate.ts';
import {
  createMemberProfile,
  deleteAccount,
  getAccount,
  inviteCaseManager,
  listCaseManagers,
  listInvitations,
  updateAccount,
  withdrawInvitation,
} from './case-managers.ts';
import {
  createOrganization,
  getOrganization,
  listOrganizationDirectory,
  updateOrganization,
} from './organizations.ts';
import {
  addRspClientNote,
  getRspClient,
  listRspClients,
  rspClientStats,
  updateRspClient,
} from './rsp-clients.ts';

const security = [{ bearerAuth: [] }];
const tags = ['reentry service providers'];
const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

export const rspRoutes: FastifyPluginAsyncZod = async (app) => {
  const rspOnly = requireAuth(app, 'rsp');
  const uid = (request: { auth: { userId: string } | undefined }) => request.auth!.userId;

  // ---- organization ----------------------------------------------------------------------------
  app.get(
    '/v1/rsp',
    {
      onRequest: requireAuth(app),
      schema: {
        tags,
        summary: 'Organizations registered here, found by name (a client chooses one)',
        security,
        querystring: OrganizationDirectoryQuerySchema,
        response: { 200: OrganizationDirectorySchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request) => listOrganizationDirectory(app.ctx, request.query),
  );

  app.post(
    '/v1/rsp',
    {
      onRequest: rspOnly,
      schema: {
        tags,
        summary: 'Create the organization (its owner, at the end of onboarding)',
        security,
        body: CreateOrganizationRequestSchema,
        response: {
          201: OrganizationSchema,
          400: ErrorBodySchema,
          409: ErrorBodySchema,
          ...errors,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createOrganization(app.ctx, uid(request), request.body)),
  );

  app.get(
    '/v1/rsp/:rspId',
    {
      onRequest: rspOnly,
      schema: {
        tags,
        summary: 'The organization',
        security,
        params: RspParamsSchema,
        response: { 200: OrganizationSchema, ...errors },
      },
    },
    async (request) => getOrganization(app.ctx, uid(request), request.params.rspId),
  );

  app.patch(
    '/v1/rsp/:rspId',
    {
      onRequest: rspOnly,
      schema: {
        tags,
        summary: 'Edit the organization (owner)',
        security,
        params: RspParamsSchema,
        body: UpdateOrganizationRequestSchema,
        response: {
          200: OrganizationSchema,
          400: ErrorBodySchema,
          409: ErrorBodySchema,
          ...errors,
        },
      },
    },
    async (request) =>
      updateOrganization(app.ctx, uid(request), request.params.rspId, request.body),
  );

  // ---- accounts and case managers -----------------------------------------------------------------
  app.put(
    '/v1/rsp/:rspId/accounts/:userId',
    {
      onRequest: rspOnly,
      schema: {
        tags,
        summary: "A member's own profile (onboarding): phone and avatar",
        security,
        params: RspAccountParamsSchema,
        body: CreateMemberProfileRequestSchema,
        response: { 200: CaseManagerSchema, 400: ErrorBodySchema, ...errors },
      },
    },
    async (request) => createMemberProfile(app.ctx, uid(request), request.params, request.body),
  );

  app.get(
    '/v1/rsp/:rspId/accounts/:userId',
    {
      onRequest: rspOnly,
      schema: {
        tags,
        summary: 'A case manager (owner, or the member themselves)',
        security,
        params: RspAccountParamsSchema,
        response: { 200: CaseManagerSchema, ...errors },
      },
    },
    async (request) =>
      getAccount(app.ctx, uid(request), request.params.rspId, request.params.userId),
  );

  app.patch(
    '/v1/rsp/:rspId/accounts/:userId',
    {
      onRequest: rspOnly,
      schema: {
        tags,
        summary: 'Edit a case manager (owner)',
        security,
        params: RspAccountParamsSchema,
        body: UpdateCaseManagerRequestSchema,
        response: { 200: CaseManagerSchema, 400: ErrorBodySchema, 409: ErrorBodySchema, ...errors },
      },
    },
    async (request) =>
      updateAccount(
        app.ctx,
        uid(request),
        request.params.rspId,
        request.params.userId,
        request.body,
      ),
  );

  app.delete(
    '/v1/rsp/:rspId/accounts/:userId',
    {
      onRequest: rspOnly,
      schema: {
        tags,
        summary: 'Remove a case manager (owner); their clients stay, unassigned',
        security,
        params: RspAccountParamsSchema,
        response: { 204: z.null(), 400: ErrorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      await deleteAccount(app.ctx, uid(request), request.params.rspId, request.params.userId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/v1/rsp/:rspId/case-managers',
    {
      onRequest: rspOnly,
      schema: {
        tags,
        summary: "The organization's case managers with their case load (owner)",
        security,
        params: RspParamsSchema,
        querystring: CaseManagersQuerySchema,
        response: { 200: CaseManagerListSchema, 400: ErrorBodySchema, ...errors },
      },
    },
    async (request) => listCaseManagers(app.ctx, uid(request), request.params.rspId, request.query),
  );

  // ---- invitations -----------------------------------------------------------------------------
  app.post(
    '/v1/rsp/:rspId/accounts/invite',
    {
      onRequest: rspOnly,
      schema: {
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
        .send(await inviteCaseManager(app.ctx, uid(request), request.params.rspId, request.body)),
  );

  app.get(
    '/v1/rsp/:rspId/invitations',
    {
      onRequest: rspOnly,
      schema: {
        tags,
        summary: 'Pending invitations (owner)',
        security,
        params: RspParamsSchema,
        response: { 200: InvitationListSchema, ...errors },
      },
    },
    async (request) => listInvitations(app.ctx, uid(request), request.params.rspId),
  );

  app.delete(
    '/v1/rsp/:rspId/invitations/:id',
    {
      onRequest: rspOnly,
      schema: {
        tags,
        summary: 'Withdraw a pending invitation (owner)',
        security,
        params: z.object({ rspId: IdSchema, id: IdSchema }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await withdrawInvitation(app.ctx, uid(request), request.params.rspId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  // ---- clients -----------------------------------------------------------------------------------
  app.get(
    '/v1/rsp/:rspId/clients',
    {
      onRequest: rspOnly,
      schema: {
        tags,
        summary: "The organization's clients (a case manager: those assigned to them), filtered",
        security,
        params: RspParamsSchema,
        querystring: RspClientsQuerySchema,
        response: { 200: RspClientListSchema, 400: ErrorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const page = await listRspClients(app.ctx, uid(request), request.params.rspId, request.query);
      return reply.header(TOTAL_COUNT_HEADER, page.total).send(page.items);
    },
  );

  app.get(
    '/v1/rsp/:rspId/clients/stats',
    {
      onRequest: rspOnly,
      schema: {
        tags,
        summary: 'Counts per category, for the charts',
        security,
        params: RspParamsSchema,
        response: { 200: RspClientStatsSchema, ...errors },
      },
    },
    async (request) => rspClientStats(app.ctx, uid(request), request.params.rspId),
  );

  app.get(
    '/v1/rsp/:rspId/clients/:id',
    {
      onRequest: rspOnly,
      schema: {
        tags,
        summary: 'One client with applications and notes',
        security,
        params: RspClientParamsSchema,
        response: { 200: RspClientSchema, ...errors },
      },
    },
    async (request) => getRspClient(app.ctx, uid(request), request.params.rspId, request.params.id),
  );

  app.patch(
    '/v1/rsp/:rspId/clients/:id',
    {
      onRequest: rspOnly,
      schema: {
        tags,
        summary: "Set a client's status, or assign a case manager (owner)",
        security,
        params: RspClientParamsSchema,
        body: UpdateRspClientRequestSchema,
        response: { 200: RspClientSchema, 400: ErrorBodySchema, ...errors },
      },
    },
    async (request) =>
      updateRspClient(app.ctx, uid(request), request.params.rspId, request.params.id, request.body),
  );

  app.post(
    '/v1/rsp/:rspId/clients/:id/notes',
    {
      onRequest: rspOnly,
      schema: {
        tags,
        summary: 'Add a case note',
        security,
        params: RspClientParamsSchema,
        body: CreateRspClientNoteRequestSchema,
        response: { 201: RspClientNoteSchema, 400: ErrorBodySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await addRspClientNote(
            app.ctx,
            uid(request),
            request.params.rspId,
            request.params.id,
            request.body,
          ),
        ),
  );
};
