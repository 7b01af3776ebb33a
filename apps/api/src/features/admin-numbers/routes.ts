import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminNumbersQuerySchema, AdminNumbersSchema, ErrorBodySchema } from '@fairchance/shared';
import { staffOnly } from '../staff/guard.ts';
import { getNumbers } from './service.ts';

/** The console's Numbers (docs/api.md#staff-console). */
export const adminNumberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/admin/numbers',
    {
      onRequest: staffOnly(app),
      schema: {
        operationId: 'getAdminNumbers',
        tags: ['admin'],
        summary:
          'Weekly sign-ups by type, jobs posted, applications, interview requests and hires, and the funnel between them',
        security: [{ bearerAuth: [] }],
        querystring: AdminNumbersQuerySchema,
        response: {
          200: AdminNumbersSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
        },
      },
    },
    async (request) => getNumbers(app.ctx, request.query),
  );
};
