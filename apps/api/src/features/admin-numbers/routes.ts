import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminNumbersQuerySchema, AdminNumbersSchema } from '@fairchance/shared';
import { errorBodies } from '../../lib/route-options.ts';
import { staffRoutes } from '../staff/guard.ts';
import { getNumbers } from './service.ts';

/** The console's Numbers (docs/api.md#staff-console). */
export const adminNumberRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffRoute = staffRoutes(app, errorBodies(400, 401, 403));

  app.get(
    '/v1/admin/numbers',
    staffRoute({
      operationId: 'getAdminNumbers',
      summary:
        'Weekly sign-ups by type, jobs posted, applications, interview requests and hires, and the funnel between them',
      querystring: AdminNumbersQuerySchema,
      response: {
        200: AdminNumbersSchema,
      },
    }),
    async (request) => getNumbers(app.ctx, request.query),
  );
};
