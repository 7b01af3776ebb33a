import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ClientJobListSchema,
  ClientJobsQuerySchema,
  ClientParamsSchema,
  ClientProfileSchema,
  ClientProviderListSchema,
  ClientProviderParamsSchema,
  CreateClientProfileRequestSchema,
  ErrorBodySchema,
  SuggestedJobListSchema,
  TOTAL_COUNT_HEADER,
  UpdateClientProfileRequestSchema,
} from '@fairchance/shared';
import { asAnswer } from '../../lib/json-text.ts';
import { authOf, requireAuth } from '../auth/authenticate.ts';
import { listAppliedJobs, listSuggestedJobs } from '../jobs/service.ts';
import {
  createClientProfile,
  getClientProfile,
  getClientProviders,
  stopSharingWithProvider,
  updateClientProfile,
} from './service.ts';

const security = [{ bearerAuth: [] }];
const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

export const clientRoutes: FastifyPluginAsyncZod = async (app) => {
  const onlyClients = requireAuth(app, 'client');

  app.post(
    '/v1/clients',
    {
      onRequest: onlyClients,
      schema: {
        operationId: 'createClient',
        tags: ['clients'],
        summary: "Create the signed-in client's profile",
        security,
        body: CreateClientProfileRequestSchema,
        response: {
          201: ClientProfileSchema,
          400: ErrorBodySchema,
          409: ErrorBodySchema,
          ...errors,
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createClientProfile(app.ctx, authOf(request).userId, request.body)),
  );

  app.get(
    '/v1/clients/:id',
    {
      onRequest: onlyClients,
      schema: {
        operationId: 'getClient',
        tags: ['clients'],
        summary: 'The whole profile, to its owner',
        security,
        params: ClientParamsSchema,
        response: { 200: ClientProfileSchema, ...errors },
      },
    },
    async (request) => getClientProfile(app.ctx, authOf(request).userId, request.params.id),
  );

  app.patch(
    '/v1/clients/:id',
    {
      onRequest: onlyClients,
      schema: {
        operationId: 'updateClient',
        tags: ['clients'],
        summary: 'Edit the profile (any subset of its fields)',
        security,
        params: ClientParamsSchema,
        body: UpdateClientProfileRequestSchema,
        response: { 200: ClientProfileSchema, 400: ErrorBodySchema, ...errors },
      },
    },
    async (request) =>
      updateClientProfile(app.ctx, authOf(request).userId, request.params.id, request.body),
  );

  app.get(
    '/v1/clients/:id/jobs',
    {
      onRequest: onlyClients,
      config: { foldsSessionCheck: true },
      schema: {
        operationId: 'listClientJobs',
        tags: ['clients'],
        summary: 'The jobs the client applied to, with the status of each application',
        security,
        params: ClientParamsSchema,
        querystring: ClientJobsQuerySchema,
        response: { 200: ClientJobListSchema, 400: ErrorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const page = await listAppliedJobs(
        app.ctx,
        authOf(request),
        request.params.id,
        request.query,
      );
      return reply.header(TOTAL_COUNT_HEADER, page.total).send(asAnswer(page.items));
    },
  );

  app.get(
    '/v1/clients/:id/jobs/suggested',
    {
      onRequest: onlyClients,
      config: { foldsSessionCheck: true },
      schema: {
        operationId: 'listSuggestedJobs',
        tags: ['clients'],
        summary: 'Jobs suggested for the client',
        security,
        params: ClientParamsSchema,
        response: { 200: SuggestedJobListSchema, ...errors },
      },
    },
    async (request) =>
      asAnswer(await listSuggestedJobs(app.ctx, authOf(request), request.params.id)),
  );

  app.get(
    '/v1/clients/:id/providers',
    {
      onRequest: onlyClients,
      schema: {
        operationId: 'listClientProviders',
        tags: ['clients'],
        summary: 'The reentry service providers the client chose, with their contact details',
        security,
        params: ClientParamsSchema,
        response: { 200: ClientProviderListSchema, ...errors },
      },
    },
    async (request) => getClientProviders(app.ctx, authOf(request).userId, request.params.id),
  );

  app.delete(
    '/v1/clients/:id/providers/:rspId',
    {
      onRequest: onlyClients,
      schema: {
        operationId: 'deleteClientProvider',
        tags: ['clients'],
        summary: 'Stop sharing with an organization: it no longer sees the client',
        security,
        params: ClientProviderParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await stopSharingWithProvider(
        app.ctx,
        authOf(request).userId,
        request.params.id,
        request.params.rspId,
      );
      return reply.status(204).send(null);
    },
  );
};
