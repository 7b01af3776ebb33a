import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateJobRequestSchema,
  ErrorBodySchema,
  IdParamsSchema,
  JobSchema,
  UpdateJobRequestSchema,
} from '@fairchance/shared';
import { authOf, requireAuth } from '../auth/authenticate.ts';
import { asAnswer } from '../../lib/json-text.ts';
import { createJob, updateJob } from './posting-service.ts';

/** The employer's side of /v1/jobs: post a job and change it. (The client's side is routes.ts.) */
export const jobPostingRoutes: FastifyPluginAsyncZod = async (app) => {
  const employerOnly = requireAuth(app, 'employer');

  app.post(
    '/v1/jobs',
    {
      onRequest: employerOnly,
      schema: {
        operationId: 'createJob',
        tags: ['jobs'],
        summary: 'Post a job (takes one from the job quota; 402 when none is left)',
        security: [{ bearerAuth: [] }],
        body: CreateJobRequestSchema,
        response: {
          201: JobSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          402: ErrorBodySchema,
          403: ErrorBodySchema,
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(asAnswer(await createJob(app.ctx, authOf(request).userId, request.body))),
  );

  app.patch(
    '/v1/jobs/:id',
    {
      onRequest: employerOnly,
      schema: {
        operationId: 'updateJob',
        tags: ['jobs'],
        summary: 'Change a job, e.g. pause or activate it (the employer who posted it only)',
        security: [{ bearerAuth: [] }],
        params: IdParamsSchema,
        body: UpdateJobRequestSchema,
        response: {
          200: JobSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request) =>
      asAnswer(await updateJob(app.ctx, authOf(request).userId, request.params.id, request.body)),
  );
};
