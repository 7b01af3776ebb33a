import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminJobsQuerySchema,
  ModeratedJobListSchema,
  ModeratedJobSchema,
} from '@fairchance/shared';
import { requestErrors, withTotal } from '../../lib/route-options.ts';
import { staffActionRoutes, staffRoutes } from '../staff/guard.ts';
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

  staffActionRoutes(app, '/v1/admin/jobs', ModeratedJobSchema, [
    {
      path: 'unpublish',
      operationId: 'unpublishJob',
      summary:
        'Unpublish a job: gone for every client, its applications kept, its open reports ' +
        'closed; the employer is e-mailed the reason',
      run: unpublishJob,
    },
    {
      path: 'restore',
      operationId: 'restoreJob',
      summary: 'Publish an unpublished job again, with the status its employer had set',
      run: restoreJob,
    },
  ]);
};
