import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminJobsQuerySchema,
  ErrorBodySchema,
  IdParamsSchema,
  ModeratedJobListSchema,
  ModeratedJobSchema,
  StaffActionRequestSchema,
} from '@fairchance/shared';
import { requestErrors, withTotal } from '../../lib/route-options.ts';
import { authOf } from '../auth/authenticate.ts';
import { staffRoutes } from '../staff/guard.ts';
import { listModeratedJobs, restoreJob, unpublishJob } from './service.ts';

/** The staff console's Job posts (docs/rules.md#job-moderation). */
export const jobModerationRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffRoute = staffRoutes(app, requestErrors);

  app.get(
    '/v1/admin/jobs',
    staffRoute({
      operationId: 'listModeratedJobs',
      summary:
        'Job posts for staff: flagged by the fair-chance language check or reported by job ' +
        'seekers (view=attention), or unpublished (view=unpublished); newest first, q finds ' +
        'words of the title or the company',
      querystring: AdminJobsQuerySchema,
      response: { 200: ModeratedJobListSchema },
    }),
    async (request, reply) => withTotal(reply, listModeratedJobs(app.ctx, request.query)),
  );

  app.post(
    '/v1/admin/jobs/:id/unpublish',
    staffRoute({
      operationId: 'unpublishJob',
      summary:
        'Unpublish a job: gone for every client, its applications kept, its open reports ' +
        'closed; the employer is e-mailed the reason',
      params: IdParamsSchema,
      body: StaffActionRequestSchema,
      response: { 200: ModeratedJobSchema, 409: ErrorBodySchema },
    }),
    async (request) =>
      unpublishJob(app.ctx, authOf(request).userId, request.params.id, request.body.reason),
  );

  app.post(
    '/v1/admin/jobs/:id/restore',
    staffRoute({
      operationId: 'restoreJob',
      summary: 'Publish an unpublished job again, with the status its employer had set',
      params: IdParamsSchema,
      body: StaffActionRequestSchema,
      response: { 200: ModeratedJobSchema, 409: ErrorBodySchema },
    }),
    async (request) =>
      restoreJob(app.ctx, authOf(request).userId, request.params.id, request.body.reason),
  );
};
