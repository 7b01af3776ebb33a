import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApplicationDetailSchema,
  ApplicationListSchema,
  ApplicationParamsSchema,
  ApplicationQuerySchema,
  ApplicationsQuerySchema,
  EmployerJobParamsSchema,
  ErrorBodySchema,
  TOTAL_COUNT_HEADER,
  UpdateApplicationStatusRequestSchema,
} from '@fairchance/shared';
import { authOf, requireAuth } from '../auth/authenticate.ts';
import { findApplicants, getApplicant, updateApplicantStatus } from './service.ts';

/** A job's applicants, for the employer who posted it (docs/api.md#endpoints). */
export const applicantRoutes: FastifyPluginAsyncZod = async (app) => {
  const employerOnly = requireAuth(app, 'employer');
  const errors = {
    400: ErrorBodySchema,
    401: ErrorBodySchema,
    403: ErrorBodySchema,
    404: ErrorBodySchema,
  };

  app.get(
    '/v1/employers/:id/jobs/:jobId/applications',
    {
      onRequest: employerOnly,
      config: { foldsSessionCheck: true },
      schema: {
        operationId: 'listJobApplications',
        tags: ['applicants'],
        summary:
          "A job's applications: interview, applied, hired, notAFit, rejected, expired, withdrawn, newest " +
          'first within each; names masked and `client.id` the application id until an ' +
          'interview; total in x-total-count',
        security: [{ bearerAuth: [] }],
        params: EmployerJobParamsSchema,
        querystring: ApplicationsQuerySchema,
        response: { 200: ApplicationListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { items, total } = await findApplicants(
        app.ctx,
        authOf(request),
        request.params,
        request.query,
      );
      return reply.header(TOTAL_COUNT_HEADER, String(total)).send(items);
    },
  );

  app.get(
    '/v1/employers/:id/jobs/:jobId/applications/:applicationId',
    {
      onRequest: employerOnly,
      schema: {
        operationId: 'getJobApplication',
        tags: ['applicants'],
        summary:
          "One application with the applicant's profile as this employer may see it; from the " +
          'interview on, 304 when nothing changed after `since` (send the newest of `updatedAt` ' +
          'and `profile.updatedAt`); before, always the whole answer, naming the application only',
        security: [{ bearerAuth: [] }],
        params: ApplicationParamsSchema,
        querystring: ApplicationQuerySchema,
        response: { 200: ApplicationDetailSchema, 304: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const detail = await getApplicant(
        app.ctx,
        authOf(request).userId,
        request.params,
        request.query.since,
      );
      if (detail === 'unchanged') return reply.status(304).send(null);
      return detail;
    },
  );

  app.patch(
    '/v1/employers/:id/jobs/:jobId/applications/:applicationId',
    {
      onRequest: employerOnly,
      schema: {
        operationId: 'updateJobApplication',
        tags: ['applicants'],
        summary:
          'Request an interview (takes one from the uncloak quota; 402 when none is left), hire, ' +
          'reject or mark as not a fit; 409 when the applicant withdrew',
        security: [{ bearerAuth: [] }],
        params: ApplicationParamsSchema,
        body: UpdateApplicationStatusRequestSchema,
        response: {
          200: ApplicationDetailSchema,
          402: ErrorBodySchema,
          409: ErrorBodySchema,
          ...errors,
        },
      },
    },
    async (request) =>
      updateApplicantStatus(app.ctx, authOf(request).userId, request.params, request.body.status),
  );
};
