/** Reports for funders: HTTP only (service.ts holds the rules). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorBodySchema,
  OutcomesReportQuerySchema,
  OutcomesReportSchema,
  RspParamsSchema,
} from '@fairchance/shared';
import { acceptedLanguage } from '../../lib/accept-language.ts';
import { authOf, requireAuth } from '../auth/authenticate.ts';
import { getOutcomesReport, outcomesCsv } from './service.ts';

const security = [{ bearerAuth: [] }];
const tags = ['reentry service providers'];
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
};

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const rspOnly = requireAuth(app, 'rsp');

  app.get(
    '/v1/rsp/:rspId/reports/outcomes',
    {
      onRequest: rspOnly,
      schema: {
        operationId: 'getOrganizationOutcomesReport',
        tags,
        summary: "A period's clients served, applications, interviews, hires and outcomes",
        security,
        params: RspParamsSchema,
        querystring: OutcomesReportQuerySchema,
        response: { 200: OutcomesReportSchema, ...errors },
      },
    },
    async (request) =>
      getOutcomesReport(app.ctx, authOf(request).userId, request.params.rspId, request.query),
  );

  app.get(
    '/v1/rsp/:rspId/reports/outcomes.csv',
    {
      onRequest: rspOnly,
      schema: {
        operationId: 'getOrganizationOutcomesReportCsv',
        tags,
        summary: 'The same report as CSV, in the caller’s language',
        security,
        params: RspParamsSchema,
        querystring: OutcomesReportQuerySchema,
        response: {
          200: z
            .string()
            .describe('text/csv: the total, then one line per case manager and county'),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const report = await getOutcomesReport(
        app.ctx,
        authOf(request).userId,
        request.params.rspId,
        request.query,
      );
      const { from, to } = request.query;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="outcomes-${from}-${to}.csv"`)
        .send(outcomesCsv(report, acceptedLanguage(request.headers['accept-language'])));
    },
  );
};
