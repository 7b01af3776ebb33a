import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateEmployerRequestSchema,
  EmployerJobsQuerySchema,
  EmployerSchema,
  ErrorBodySchema,
  IdParamsSchema,
  JobListSchema,
  TOTAL_COUNT_HEADER,
  UpdateEmployerRequestSchema,
} from '@fairchance/shared';
import { asAnswer } from '../../lib/json-text.ts';
import { authOf, requireAuth } from '../auth/authenticate.ts';
import { createEmployer, findEmployerJobs, getEmployer, updateEmployer } from './service.ts';

export const employerRoutes: FastifyPluginAsyncZod = async (app) => {
  const employerOnly = requireAuth(app, 'employer');

  app.post(
    '/v1/employers',
    {
      onRequest: employerOnly,
      schema: {
        operationId: 'createEmployer',
        tags: ['employers'],
        summary: "Create the signed-in employer's company profile",
        security: [{ bearerAuth: [] }],
        body: CreateEmployerRequestSchema,
        response: {
          201: EmployerSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createEmployer(app.ctx, authOf(request).userId, request.body)),
  );

  app.get(
    '/v1/employers/:id',
    {
      onRequest: employerOnly,
      schema: {
        operationId: 'getEmployer',
        tags: ['employers'],
        summary: 'The company profile, with the quotas left (owner only)',
        security: [{ bearerAuth: [] }],
        params: IdParamsSchema,
        response: {
          200: EmployerSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request) => getEmployer(app.ctx, authOf(request).userId, request.params.id),
  );

  app.patch(
    '/v1/employers/:id',
    {
      onRequest: employerOnly,
      schema: {
        operationId: 'updateEmployer',
        tags: ['employers'],
        summary: 'Change the company profile (quotas cannot be changed here)',
        security: [{ bearerAuth: [] }],
        params: IdParamsSchema,
        body: UpdateEmployerRequestSchema,
        response: {
          200: EmployerSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request) =>
      updateEmployer(app.ctx, authOf(request).userId, request.params.id, request.body),
  );

  app.get(
    '/v1/employers/:id/jobs',
    {
      onRequest: employerOnly,
      schema: {
        operationId: 'listEmployerJobs',
        tags: ['employers'],
        summary: "The employer's jobs, newest first, with applicant counts; total in x-total-count",
        security: [{ bearerAuth: [] }],
        params: IdParamsSchema,
        querystring: EmployerJobsQuerySchema,
        response: {
          200: JobListSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { items, total } = await findEmployerJobs(
        app.ctx,
        authOf(request).userId,
        request.params.id,
        request.query,
      );
      return reply.header(TOTAL_COUNT_HEADER, String(total)).send(asAnswer(items));
    },
  );
};
