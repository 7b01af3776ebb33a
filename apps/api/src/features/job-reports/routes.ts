import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateJobReportRequestSchema,
  ErrorBodySchema,
  IdParamsSchema,
  JobReportSchema,
} from '@fairchance/shared';
import { authOf, requireAuth } from '../auth/authenticate.ts';
import { reportJob } from './service.ts';

export const jobReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/jobs/:id/reports',
    {
      onRequest: requireAuth(app, 'client'),
      schema: {
        operationId: 'createJobReport',
        tags: ['jobs'],
        summary:
          'Report a job to staff (scam, discriminatory wording, not a real job, other). One open ' +
          'report per client and job: a second one replaces the first (200 instead of 201). The ' +
          'employer never sees reports.',
        security: [{ bearerAuth: [] }],
        params: IdParamsSchema,
        body: CreateJobReportRequestSchema,
        response: {
          200: JobReportSchema,
          201: JobReportSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { report, isNew } = await reportJob(
        app.ctx,
        authOf(request),
        request.params.id,
        request.body,
      );
      return reply.status(isNew ? 201 : 200).send(report);
    },
  );
};
