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
  TOTAL_COUNT_HEADER,
  UpdateRspClientNoteRequestSchema,
  UpdateRspClientRequestSchema,
} from '@fairchance/shared';
import { z } from 'zod';
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

const security = [{ bearerAuth: [] }];
const tags = ['reentry service providers'];
const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

export const rspClientRoutes: FastifyPluginAsyncZod = async (app) => {
  const rspOnly = requireAuth(app, 'rsp');

  app.get(
    '/v1/rsp/:rspId/clients',
    {
      onRequest: rspOnly,
      schema: {
        operationId: 'listOrganizationClients',
        tags,
        summary: "The organization's clients (a case manager: those assigned to them), filtered",
        security,
        params: RspParamsSchema,
        querystring: RspClientsQuerySchema,
        response: { 200: RspClientListSchema, 400: ErrorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const page = await listRspClients(
        app.ctx,
        authOf(request).userId,
        request.params.rspId,
        request.query,
      );
      return reply.header(TOTAL_COUNT_HEADER, page.total).send(page.items);
    },
  );

  app.get(
    '/v1/rsp/:rspId/clients/stats',
    {
      onRequest: rspOnly,
      schema: {
        operationId: 'getOrganizationClientStats',
        tags,
        summary: 'Counts per category, for the charts',
        security,
        params: RspParamsSchema,
        response: { 200: RspClientStatsSchema, ...errors },
      },
    },
    async (request) => rspClientStats(app.ctx, authOf(request).userId, request.params.rspId),
  );

  app.get(
    '/v1/rsp/:rspId/clients/:id',
    {
      onRequest: rspOnly,
      schema: {
        operationId: 'getOrganizationClient',
        tags,
        summary: 'One client with applications and notes',
        security,
        params: RspClientParamsSchema,
        response: { 200: RspClientSchema, ...errors },
      },
    },
    async (request) =>
      getRspClient(app.ctx, authOf(request).userId, request.params.rspId, request.params.id),
  );

  app.patch(
    '/v1/rsp/:rspId/clients/:id',
    {
      onRequest: rspOnly,
      schema: {
        operationId: 'updateOrganizationClient',
        tags,
        summary: "Set a client's status, or assign a case manager (owner)",
        security,
        params: RspClientParamsSchema,
        body: UpdateRspClientRequestSchema,
        response: { 200: RspClientSchema, 400: ErrorBodySchema, ...errors },
      },
    },
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
    {
      onRequest: rspOnly,
      schema: {
        operationId: 'createClientNote',
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
            authOf(request).userId,
            request.params.rspId,
            request.params.id,
            request.body,
          ),
        ),
  );

  app.patch(
    '/v1/rsp/:rspId/clients/:id/notes/:noteId',
    {
      onRequest: rspOnly,
      schema: {
        operationId: 'updateClientNote',
        tags,
        summary: "Mark a note's follow-up done, or open again",
        security,
        params: RspClientNoteParamsSchema,
        body: UpdateRspClientNoteRequestSchema,
        response: {
          200: RspClientNoteSchema,
          400: ErrorBodySchema,
          409: ErrorBodySchema,
          ...errors,
        },
      },
    },
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
    {
      onRequest: rspOnly,
      schema: {
        operationId: 'markClientSeen',
        tags,
        summary: 'The caller opened the client: its changes are seen, its notices read',
        security,
        params: RspClientParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await markRspClientSeen(
        app.ctx,
        authOf(request).userId,
        request.params.rspId,
        request.params.id,
      );
      return reply.status(204).send(null);
    },
  );
};
