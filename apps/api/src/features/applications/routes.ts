import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApplicationSchema,
  ClientApplicationSchema,
  CreateApplicationRequestSchema,
  ErrorBodySchema,
  IdParamsSchema,
} from '@fairchance/shared';
import { created, guardedRoutes, requestErrors } from '../../lib/route-options.ts';
import { authOf, requireAuth } from '../auth/authenticate.ts';
import { applyToJob, withdrawApplication } from './service.ts';

export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const clientRoute = guardedRoutes({
    guard: requireAuth(app, 'client'),
    tags: ['applications'],
    errors: requestErrors,
  });

  app.post(
    '/v1/jobs/:id/applications',
    clientRoute(
      {
        operationId: 'createApplication',
        summary: 'Apply to a job, answering its questions',
        params: IdParamsSchema,
        body: CreateApplicationRequestSchema,
        response: { 201: ApplicationSchema, 409: ErrorBodySchema, 429: ErrorBodySchema },
      },
      { config: { foldsSessionCheck: true } },
    ),
    async (request, reply) =>
      created(reply, applyToJob(app.ctx, authOf(request), request.params.id, request.body)),
  );

  app.post(
    '/v1/applications/:id/withdraw',
    clientRoute({
      operationId: 'withdrawApplication',
      summary:
        'Withdraw your own application while it is applied or interview; the employer sees it ' +
        'withdrawn, it leaves applicationsCount, and the daily application limit is not given back',
      params: IdParamsSchema,
      response: { 200: ClientApplicationSchema, 409: ErrorBodySchema },
    }),
    async (request) => withdrawApplication(app.ctx, authOf(request), request.params.id),
  );
};
