import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApplicationSchema,
  ClientApplicationSchema,
  CreateApplicationRequestSchema,
  ErrorBodySchema,
  IdParamsSchema,
} from '@fairchance/shared';
import { authOf, requireAuth } from '../auth/authenticate.ts';
import { applyToJob, withdrawApplication } from './service.ts';

export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/jobs/:id/applications',
    {
      onRequest: requireAuth(app, 'client'),
      config: { foldsSessionCheck: true },
      schema: {
        operationId: 'createApplication',
        tags: ['applications'],
        summary: 'Apply to a job, answering its questions',
        security: [{ bearerAuth: [] }],
        params: IdParamsSchema,
        body: CreateApplicationRequestSchema,
        response: {
          201: ApplicationSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await applyToJob(app.ctx, authOf(request), request.params.id, request.body)),
  );

  app.post(
    '/v1/applications/:id/withdraw',
    {
      onRequest: requireAuth(app, 'client'),
      schema: {
        operationId: 'withdrawApplication',
        tags: ['applications'],
        summary:
          'Withdraw your own application while it is applied or interview; the employer sees it ' +
          'withdrawn, it leaves applicationsCount, and the daily application limit is not given back',
        security: [{ bearerAuth: [] }],
        params: IdParamsSchema,
        response: {
          200: ClientApplicationSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request) => withdrawApplication(app.ctx, authOf(request), request.params.id),
  );
};
