import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ClientParamsSchema,
  CreateSavedSearchRequestSchema,
  ErrorBodySchema,
  JobAlertUnsubscribeParamsSchema,
  SavedSearchListSchema,
  SavedSearchParamsSchema,
  SavedSearchSchema,
  TOTAL_COUNT_HEADER,
  UpdateSavedSearchRequestSchema,
} from '@fairchance/shared';
import { created, guardedRoutes, noContent, signedInErrors } from '../../lib/route-options.ts';
import { authOf, requireAuth } from '../auth/authenticate.ts';
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  unsubscribeFromJobAlerts,
  updateSavedSearch,
} from './service.ts';

export const savedSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const clientRoute = guardedRoutes({
    guard: requireAuth(app, 'client'),
    tags: ['clients'],
    errors: signedInErrors,
  });

  app.get(
    '/v1/clients/:id/saved-searches',
    clientRoute({
      operationId: 'listSavedSearches',
      summary: "The client's saved searches, newest first",
      params: ClientParamsSchema,
      response: { 200: SavedSearchListSchema },
    }),
    async (request, reply) => {
      const searches = await listSavedSearches(app.ctx, authOf(request).userId, request.params.id);
      return reply.header(TOTAL_COUNT_HEADER, searches.length).send(searches);
    },
  );

  app.post(
    '/v1/clients/:id/saved-searches',
    clientRoute({
      operationId: 'createSavedSearch',
      summary: 'Save a search of Current Opportunities under a name, with its alerts on or off',
      params: ClientParamsSchema,
      body: CreateSavedSearchRequestSchema,
      response: { 201: SavedSearchSchema, 400: ErrorBodySchema, 409: ErrorBodySchema },
    }),
    async (request, reply) =>
      created(
        reply,
        createSavedSearch(app.ctx, authOf(request).userId, request.params.id, request.body),
      ),
  );

  app.patch(
    '/v1/clients/:id/saved-searches/:searchId',
    clientRoute({
      operationId: 'updateSavedSearch',
      summary: 'Rename a saved search, change its search, or turn its alerts on or off',
      params: SavedSearchParamsSchema,
      body: UpdateSavedSearchRequestSchema,
      response: { 200: SavedSearchSchema, 400: ErrorBodySchema, 409: ErrorBodySchema },
    }),
    async (request) =>
      updateSavedSearch(
        app.ctx,
        authOf(request).userId,
        request.params.id,
        request.params.searchId,
        request.body,
      ),
  );

  app.delete(
    '/v1/clients/:id/saved-searches/:searchId',
    clientRoute({
      operationId: 'deleteSavedSearch',
      summary: 'Delete a saved search and its alerts',
      params: SavedSearchParamsSchema,
      response: { 204: z.null() },
    }),
    async (request, reply) =>
      noContent(
        reply,
        deleteSavedSearch(
          app.ctx,
          authOf(request).userId,
          request.params.id,
          request.params.searchId,
        ),
      ),
  );

  await app.register(unsubscribeRoutes);
};

/**
 * The unsubscribe link of job alerts, public. In a plugin of its own, so that the form body a
 * mail program's one-click button posts (`List-Unsubscribe=One-Click`, RFC 8058) is read here
 * only: its content is not needed, the address says everything.
 */
const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, undefined),
  );

  app.post(
    '/v1/job-alerts/unsubscribe/:token',
    {
      schema: {
        operationId: 'unsubscribeFromJobAlerts',
        tags: ['clients'],
        summary: "Turn off the alerts of every saved search of the client the e-mail's link names",
        security: [],
        params: JobAlertUnsubscribeParamsSchema,
        response: { 204: z.null(), 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) =>
      noContent(reply, unsubscribeFromJobAlerts(app.ctx, request.params.token)),
  );
};
