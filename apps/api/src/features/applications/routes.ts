import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApplicationSchema,
  CreateApplicationRequestSchema,
  ErrorBodySchema,
  IdParamsSchema,
} from '@fairchance/shared';
import { authOf, requireAuth } from '../auth/authenticate.ts';
import { applyToJob } from './service.ts';

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
};
