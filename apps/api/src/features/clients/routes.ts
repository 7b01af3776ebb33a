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
  UpdateClientProfileRequestSchema,
} from '@fairchance/shared';
import { asAnswer } from '../../lib/json-text.ts';
import {
  created,
  guardedRoutes,
  noContent,
  signedInErrors,
  withTotal,
} from '../../lib/route-options.ts';
import { authOf, requireAuth } from '../auth/authenticate.ts';
import { listAppliedJobs, listSuggestedJobs } from '../jobs/service.ts';
import {
  createClientProfile,
  getClientProfile,
  getClientProviders,
  stopSharingWithProvider,
  updateClientProfile,
} from './service.ts';

export const clientRoutes: FastifyPluginAsyncZod = async (app) => {
  const clientRoute = guardedRoutes({
    guard: requireAuth(app, 'client'),
    tags: ['clients'],
    errors: signedInErrors,
  });

  app.post(
    '/v1/clients',
    clientRoute({
      operationId: 'createClient',
      summary: "Create the signed-in client's profile",
      body: CreateClientProfileRequestSchema,
      response: { 201: ClientProfileSchema, 400: ErrorBodySchema, 409: ErrorBodySchema },
    }),
    async (request, reply) =>
      created(reply, createClientProfile(app.ctx, authOf(request).userId, request.body)),
  );

  app.get(
    '/v1/clients/:id',
    clientRoute({
      operationId: 'getClient',
      summary: 'The whole profile, to its owner',
      params: ClientParamsSchema,
      response: { 200: ClientProfileSchema },
    }),
    async (request) => getClientProfile(app.ctx, authOf(request).userId, request.params.id),
  );

  app.patch(
    '/v1/clients/:id',
    clientRoute({
      operationId: 'updateClient',
      summary: 'Edit the profile (any subset of its fields)',
      params: ClientParamsSchema,
      body: UpdateClientProfileRequestSchema,
      response: { 200: ClientProfileSchema, 400: ErrorBodySchema },
    }),
    async (request) =>
      updateClientProfile(app.ctx, authOf(request).userId, request.params.id, request.body),
  );

  app.get(
    '/v1/clients/:id/jobs',
    clientRoute(
      {
        operationId: 'listClientJobs',
        summary: 'The jobs the client applied to, with the status of each application',
        params: ClientParamsSchema,
        querystring: ClientJobsQuerySchema,
        response: { 200: ClientJobListSchema, 400: ErrorBodySchema },
      },
      { config: { foldsSessionCheck: true } },
    ),
    async (request, reply) =>
      withTotal(
        reply,
        listAppliedJobs(app.ctx, authOf(request), request.params.id, request.query),
        asAnswer,
      ),
  );

  app.get(
    '/v1/clients/:id/jobs/suggested',
    clientRoute(
      {
        operationId: 'listSuggestedJobs',
        summary: 'Jobs suggested for the client',
        params: ClientParamsSchema,
        response: { 200: SuggestedJobListSchema },
      },
      { config: { foldsSessionCheck: true } },
    ),
    async (request) =>
      asAnswer(await listSuggestedJobs(app.ctx, authOf(request), request.params.id)),
  );

  app.get(
    '/v1/clients/:id/providers',
    clientRoute({
      operationId: 'listClientProviders',
      summary: 'The reentry service providers the client chose, with their contact details',
      params: ClientParamsSchema,
      response: { 200: ClientProviderListSchema },
    }),
    async (request) => getClientProviders(app.ctx, authOf(request).userId, request.params.id),
  );

  app.delete(
    '/v1/clients/:id/providers/:rspId',
    clientRoute({
      operationId: 'deleteClientProvider',
      summary: 'Stop sharing with an organization: it no longer sees the client',
      params: ClientProviderParamsSchema,
      response: { 204: z.null() },
    }),
    async (request, reply) =>
      noContent(
        reply,
        stopSharingWithProvider(
          app.ctx,
          authOf(request).userId,
          request.params.id,
          request.params.rspId,
        ),
      ),
  );
};
