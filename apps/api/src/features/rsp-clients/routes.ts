/** The organization's clients: HTTP only (service.ts holds the rules). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateRspClientNoteRequestSchema,
  ErrorBodySchema,
  RspClientListSchema,
  RspClientNoteParamsSchema,
  RspClientNoteSchema,
  RspClientParamsSchema,
  RspClientSchema,
  RspClientStatsSchema,
  RspClientsQuerySchema,
  RspParamsSchema,
  UpdateRspClientNoteRequestSchema,
  UpdateRspClientRequestSchema,
} from '@fairchance/shared';
import { z } from 'zod';
import {
  created,
  guardedRoutes,
  noContent,
  signedInErrors,
  withTotal,
  FOLDS_SESSION_CHECK,
} from '../../lib/route-options.ts';
import { authOf, requireAuth } from '../auth/authenticate.ts';
import {
  addRspClientNote,
  getRspClient,
  listRspClients,
  markRspClientSeen,
  rspClientStats,
  updateRspClient,
  updateRspClientNote,
} from './service.ts';

export const rspClientRoutes: FastifyPluginAsyncZod = async (app) => {
  const rspRoute = guardedRoutes({
    guard: requireAuth(app, 'rsp'),
    tags: ['reentry service providers'],
    errors: signedInErrors,
  });

  app.get(
    '/v1/rsp/:rspId/clients',
    rspRoute(
      {
        operationId: 'listOrganizationClients',
        summary: "The organization's clients (a case manager: those assigned to them), filtered",
        params: RspParamsSchema,
        querystring: RspClientsQuerySchema,
        response: { 200: RspClientListSchema, 400: ErrorBodySchema },
      },
      FOLDS_SESSION_CHECK,
    ),
    async (request, reply) =>
      withTotal(
        reply,
        listRspClients(app.ctx, authOf(request), request.params.rspId, request.query),
      ),
  );

  app.get(
    '/v1/rsp/:rspId/clients/stats',
    rspRoute(
      {
        operationId: 'getOrganizationClientStats',
        summary: 'Counts per category, for the charts',
        params: RspParamsSchema,
        response: { 200: RspClientStatsSchema },
      },
      FOLDS_SESSION_CHECK,
    ),
    async (request) => rspClientStats(app.ctx, authOf(request), request.params.rspId),
  );

  app.get(
    '/v1/rsp/:rspId/clients/:id',
    rspRoute({
      operationId: 'getOrganizationClient',
      summary: 'One client with applications and notes',
      params: RspClientParamsSchema,
      response: { 200: RspClientSchema },
    }),
    async (request) =>
      getRspClient(app.ctx, authOf(request).userId, request.params.rspId, request.params.id),
  );

  app.patch(
    '/v1/rsp/:rspId/clients/:id',
    rspRoute({
      operationId: 'updateOrganizationClient',
      summary: "Set a client's status, or assign a case manager (owner)",
      params: RspClientParamsSchema,
      body: UpdateRspClientRequestSchema,
      response: { 200: RspClientSchema, 400: ErrorBodySchema },
    }),
    async (request) =>
      updateRspClient(
        app.ctx,
        authOf(request).userId,
        request.params.rspId,
        request.params.id,
        request.body,
      ),
  );

  app.post(
    '/v1/rsp/:rspId/clients/:id/notes',
    rspRoute({
      operationId: 'createClientNote',
      summary: 'Add a case note',
      params: RspClientParamsSchema,
      body: CreateRspClientNoteRequestSchema,
      response: { 201: RspClientNoteSchema, 400: ErrorBodySchema },
    }),
    async (request, reply) =>
      created(
        reply,
        addRspClientNote(
          app.ctx,
          authOf(request).userId,
          request.params.rspId,
          request.params.id,
          request.body,
        ),
      ),
  );

  app.patch(
    '/v1/rsp/:rspId/clients/:id/notes/:noteId',
    rspRoute({
      operationId: 'updateClientNote',
      summary: "Mark a note's follow-up done, or open again",
      params: RspClientNoteParamsSchema,
      body: UpdateRspClientNoteRequestSchema,
      response: { 200: RspClientNoteSchema, 400: ErrorBodySchema, 409: ErrorBodySchema },
    }),
    async (request) =>
      updateRspClientNote(
        app.ctx,
        authOf(request).userId,
        request.params.rspId,
        request.params,
        request.body,
      ),
  );

  app.post(
    '/v1/rsp/:rspId/clients/:id/seen',
    rspRoute({
      operationId: 'markClientSeen',
      summary: 'The caller opened the client: its changes are seen, its notices read',
      params: RspClientParamsSchema,
      response: { 204: z.null() },
    }),
    async (request, reply) =>
      noContent(
        reply,
        markRspClientSeen(app.ctx, authOf(request).userId, request.params.rspId, request.params.id),
      ),
  );
};
