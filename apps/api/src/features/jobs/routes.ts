import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBodySchema,
  IdParamsSchema,
  JobListSchema,
  JobQuerySchema,
  JobSchema,
  JobsQuerySchema,
  TOTAL_COUNT_CAPPED_HEADER,
  TOTAL_COUNT_HEADER,
} from '@fairchance/shared';
import { asAnswer } from '../../lib/json-text.ts';
import { authOf, requireAuth } from '../auth/authenticate.ts';
import { getJob, listJobs } from './service.ts';

const security = [{ bearerAuth: [] }];

export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/jobs',
    {
      onRequest: requireAuth(app),
      config: { foldsSessionCheck: true },
      schema: {
        operationId: 'listJobs',
        tags: ['jobs'],
        summary:
          'Current Opportunities: active jobs (for a client, those they are eligible for), newest first',
        security,
        querystring: JobsQuerySchema,
        response: { 200: JobListSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const page = await listJobs(app.ctx, authOf(request), request.query);
      if (page.totalCapped) reply.header(TOTAL_COUNT_CAPPED_HEADER, 'true');
      return reply.header(TOTAL_COUNT_HEADER, page.total).send(asAnswer(page.items));
    },
  );

  app.get(
    '/v1/jobs/:id',
    {
      onRequest: requireAuth(app),
      config: { foldsSessionCheck: true },
      schema: {
        operationId: 'getJob',
        tags: ['jobs'],
        summary: 'One job',
        security,
        params: IdParamsSchema,
        querystring: JobQuerySchema,
        response: {
          200: JobSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request) => asAnswer(await getJob(app.ctx, authOf(request), request.params.id)),
  );
};
