import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApplicationCountsQuerySchema,
  ApplicationCountsSchema,
  ApplicationDetailSchema,
  ApplicationEventSchema,
  ApplicationHistorySchema,
  ApplicationListSchema,
  ApplicationNoteListSchema,
  ApplicationNoteSchema,
  ApplicationRatingSchema,
  CreateApplicationNoteRequestSchema,
  SendInterviewInvitationRequestSchema,
  UpdateApplicationRatingRequestSchema,
  ApplicationParamsSchema,
  ApplicationQuerySchema,
  ApplicationsQuerySchema,
  EmployerJobParamsSchema,
  ErrorBodySchema,
  UpdateApplicationStatusRequestSchema,
} from '@fairchance/shared';
import { created, guardedRoutes, requestErrors, withTotal } from '../../lib/route-options.ts';
import { authOf, requireAuth } from '../auth/authenticate.ts';
import {
  countApplicants,
  createApplicantNote,
  findApplicantHistory,
  findApplicantNotes,
  findApplicants,
  getApplicant,
  rateApplicant,
  sendInterviewInvitation,
  updateApplicantStatus,
} from './service.ts';

/** A job's applicants, for the employer who posted it (docs/api.md#endpoints). */
export const applicantRoutes: FastifyPluginAsyncZod = async (app) => {
  const employerRoute = guardedRoutes({
    guard: requireAuth(app, 'employer'),
    tags: ['applicants'],
    errors: requestErrors,
  });

  app.get(
    '/v1/employers/:id/jobs/:jobId/applications',
    employerRoute(
      {
        operationId: 'listJobApplications',
        summary:
          "A job's applications: interview, applied, hired, notAFit, rejected, expired, withdrawn, newest " +
          "first within each (`sort=match`: most of the job's trades first, then newest); " +
          'filtered by `status` and `trade`; names masked and `client.id` the application id ' +
          'until an interview; the filtered total in x-total-count',
        params: EmployerJobParamsSchema,
        querystring: ApplicationsQuerySchema,
        response: { 200: ApplicationListSchema },
      },
      { config: { foldsSessionCheck: true } },
    ),
    async (request, reply) =>
      withTotal(reply, findApplicants(app.ctx, authOf(request), request.params, request.query)),
  );

  app.get(
    '/v1/employers/:id/jobs/:jobId/applications/counts',
    employerRoute(
      {
        operationId: 'getJobApplicationCounts',
        summary: "A job's applications per status (every status), of one `trade` when asked",
        params: EmployerJobParamsSchema,
        querystring: ApplicationCountsQuerySchema,
        response: { 200: ApplicationCountsSchema },
      },
      { config: { foldsSessionCheck: true } },
    ),
    async (request) => countApplicants(app.ctx, authOf(request), request.params, request.query),
  );

  app.get(
    '/v1/employers/:id/jobs/:jobId/applications/:applicationId',
    employerRoute({
      operationId: 'getJobApplication',
      summary:
        "One application with the applicant's profile as this employer may see it; from the " +
        'interview on, 304 when nothing changed after `since` (send the newest of `updatedAt` ' +
        'and `profile.updatedAt`); before, always the whole answer, naming the application only',
      params: ApplicationParamsSchema,
      querystring: ApplicationQuerySchema,
      response: { 200: ApplicationDetailSchema, 304: z.null() },
    }),
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
    employerRoute({
      operationId: 'updateJobApplication',
      summary:
        'Request an interview (takes one from the uncloak quota; 402 when none is left), hire, ' +
        'reject or mark as not a fit; 409 when the applicant withdrew',
      params: ApplicationParamsSchema,
      body: UpdateApplicationStatusRequestSchema,
      response: { 200: ApplicationDetailSchema, 402: ErrorBodySchema, 409: ErrorBodySchema },
    }),
    async (request) =>
      updateApplicantStatus(app.ctx, authOf(request).userId, request.params, request.body.status),
  );

  app.patch(
    '/v1/employers/:id/jobs/:jobId/applications/:applicationId/rating',
    employerRoute({
      operationId: 'updateJobApplicationRating',
      summary: "The employer's own 1-5 rating of an application (null clears it); only it reads it",
      params: ApplicationParamsSchema,
      body: UpdateApplicationRatingRequestSchema,
      response: { 200: ApplicationRatingSchema },
    }),
    async (request) =>
      rateApplicant(app.ctx, authOf(request).userId, request.params, request.body.rating),
  );

  app.get(
    '/v1/employers/:id/jobs/:jobId/applications/:applicationId/notes',
    employerRoute({
      operationId: 'listJobApplicationNotes',
      summary: "The employer's private notes on an application, oldest first",
      params: ApplicationParamsSchema,
      response: { 200: ApplicationNoteListSchema },
    }),
    async (request) => findApplicantNotes(app.ctx, authOf(request).userId, request.params),
  );

  app.post(
    '/v1/employers/:id/jobs/:jobId/applications/:applicationId/notes',
    employerRoute({
      operationId: 'createJobApplicationNote',
      summary: 'A private note on an application: the employer only reads it, never the applicant',
      params: ApplicationParamsSchema,
      body: CreateApplicationNoteRequestSchema,
      response: { 201: ApplicationNoteSchema },
    }),
    async (request, reply) =>
      created(
        reply,
        createApplicantNote(app.ctx, authOf(request).userId, request.params, request.body.body),
      ),
  );

  app.get(
    '/v1/employers/:id/jobs/:jobId/applications/:applicationId/history',
    employerRoute({
      operationId: 'getJobApplicationHistory',
      summary: 'Every status the application took and every interview invitation, oldest first',
      params: ApplicationParamsSchema,
      response: { 200: ApplicationHistorySchema },
    }),
    async (request) => findApplicantHistory(app.ctx, authOf(request).userId, request.params),
  );

  app.post(
    '/v1/employers/:id/jobs/:jobId/applications/:applicationId/invitation',
    employerRoute({
      operationId: 'createJobApplicationInvitation',
      summary:
        "Mails the employer's interview invitation to the applicant in their language and " +
        'keeps it on the history; 409 unless the application is in interview',
      params: ApplicationParamsSchema,
      body: SendInterviewInvitationRequestSchema,
      response: { 201: ApplicationEventSchema, 409: ErrorBodySchema },
    }),
    async (request, reply) =>
      created(
        reply,
        sendInterviewInvitation(
          app.ctx,
          authOf(request).userId,
          request.params,
          request.body.message,
        ),
      ),
  );
};
