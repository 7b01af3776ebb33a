import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminEmployerSchema,
  AdminEmployersQuerySchema,
  ErrorBodySchema,
  GrantQuotaRequestSchema,
  IdParamsSchema,
} from '@fairchance/shared';
import { errorBodies, withTotal } from '../../lib/route-options.ts';
import { authOf } from '../auth/authenticate.ts';
import { staffRoutes } from '../staff/guard.ts';
import { grantToEmployer, listEmployers } from './service.ts';

/** The console's Employers page (docs/api.md#staff-console). */
export const adminEmployerRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffRoute = staffRoutes(app, errorBodies(400, 401, 403));

  app.get(
    '/v1/admin/employers',
    staffRoute({
      operationId: 'listAdminEmployers',
      summary: 'Companies with their usage (job posts, interview requests), newest first',
      querystring: AdminEmployersQuerySchema,
      response: { 200: z.array(AdminEmployerSchema) },
    }),
    async (request, reply) => withTotal(reply, listEmployers(app.ctx, request.query)),
  );

  app.post(
    '/v1/admin/employers/:id/grants',
    staffRoute({
      operationId: 'grantEmployerQuota',
      summary: 'Add job posts or interview requests to a company, with the reason',
      params: IdParamsSchema,
      body: GrantQuotaRequestSchema,
      response: { 200: AdminEmployerSchema, 404: ErrorBodySchema },
    }),
    async (request) =>
      grantToEmployer(app.ctx, {
        ...request.body,
        staffUserId: authOf(request).userId,
        employerId: request.params.id,
      }),
  );
};
