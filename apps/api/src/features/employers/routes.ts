import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateEmployerRequestSchema,
  EmployerJobsQuerySchema,
  EmployerSchema,
  ErrorBodySchema,
  IdParamsSchema,
  JobListSchema,
  UpdateEmployerRequestSchema,
} from '@fairchance/shared';
import { asAnswer } from '../../lib/json-text.ts';
import { created, errorBodies, guardedRoutes, withTotal } from '../../lib/route-options.ts';
import { authOf, requireAuth } from '../auth/authenticate.ts';
import { createEmployer, findEmployerJobs, getEmployer, updateEmployer } from './service.ts';

export const employerRoutes: FastifyPluginAsyncZod = async (app) => {
  const employerRoute = guardedRoutes({
    guard: requireAuth(app, 'employer'),
    tags: ['employers'],
    errors: errorBodies(400, 401, 403),
  });

  app.post(
    '/v1/employers',
    employerRoute({
      operationId: 'createEmployer',
      summary: "Create the signed-in employer's company profile",
      body: CreateEmployerRequestSchema,
      response: { 201: EmployerSchema, 409: ErrorBodySchema },
    }),
    async (request, reply) =>
      created(reply, createEmployer(app.ctx, authOf(request).userId, request.body)),
  );

  app.get(
    '/v1/employers/:id',
    employerRoute({
      operationId: 'getEmployer',
      summary: 'The company profile, with the quotas left (owner only)',
      params: IdParamsSchema,
      response: { 200: EmployerSchema, 404: ErrorBodySchema },
    }),
    async (request) => getEmployer(app.ctx, authOf(request).userId, request.params.id),
  );

  app.patch(
    '/v1/employers/:id',
    employerRoute({
      operationId: 'updateEmployer',
      summary: 'Change the company profile (quotas cannot be changed here)',
      params: IdParamsSchema,
      body: UpdateEmployerRequestSchema,
      response: { 200: EmployerSchema, 404: ErrorBodySchema },
    }),
    async (request) =>
      updateEmployer(app.ctx, authOf(request).userId, request.params.id, request.body),
  );

  app.get(
    '/v1/employers/:id/jobs',
    employerRoute({
      operationId: 'listEmployerJobs',
      summary: "The employer's jobs, newest first, with applicant counts; total in x-total-count",
      params: IdParamsSchema,
      querystring: EmployerJobsQuerySchema,
      response: { 200: JobListSchema, 404: ErrorBodySchema },
    }),
    async (request, reply) =>
      withTotal(
        reply,
        findEmployerJobs(app.ctx, authOf(request).userId, request.params.id, request.query),
        asAnswer,
      ),
  );
};
