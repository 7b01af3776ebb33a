/** Reports for funders: HTTP only (service.ts holds the rules). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  OutcomesReportQuerySchema,
  OutcomesReportSchema,
  RspParamsSchema,
} from '@fairchance/shared';
import { acceptedLanguage } from '../../lib/accept-language.ts';
import { guardedRoutes, requestErrors, FOLDS_SESSION_CHECK } from '../../lib/route-options.ts';
import { authOf, requireAuth } from '../auth/authenticate.ts';
import { getOutcomesReport, outcomesCsv } from './service.ts';

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const rspRoute = guardedRoutes({
    guard: requireAuth(app, 'rsp'),
    tags: ['reentry service providers'],
    errors: requestErrors,
  });

  app.get(
    '/v1/rsp/:rspId/reports/outcomes',
    rspRoute(
      {
        operationId: 'getOrganizationOutcomesReport',
        summary: "A period's clients served, applications, interviews, hires and outcomes",
        params: RspParamsSchema,
        querystring: OutcomesReportQuerySchema,
        response: { 200: OutcomesReportSchema },
      },
      FOLDS_SESSION_CHECK,
    ),
    async (request) =>
      getOutcomesReport(app.ctx, authOf(request), request.params.rspId, request.query),
  );

  app.get(
    '/v1/rsp/:rspId/reports/outcomes.csv',
    rspRoute(
      {
        operationId: 'getOrganizationOutcomesReportCsv',
        summary: 'The same report as CSV, in the caller’s language',
        params: RspParamsSchema,
        querystring: OutcomesReportQuerySchema,
        response: {
          200: z
            .string()
            .describe('text/csv: the total, then one line per case manager and county'),
        },
      },
      FOLDS_SESSION_CHECK,
    ),
    async (request, reply) => {
      const report = await getOutcomesReport(
        app.ctx,
        authOf(request),
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
