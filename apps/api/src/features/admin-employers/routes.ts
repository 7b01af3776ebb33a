import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminEmployerSchema,
  AdminEmployersQuerySchema,
  ErrorBodySchema,
  GrantQuotaRequestSchema,
  IdParamsSchema,
  TOTAL_COUNT_HEADER,
} from '@fairchance/shared';
import { authOf } from '../auth/authenticate.ts';
import { staffOnly } from '../staff/guard.ts';
import { grantToEmployer, listEmployers } from './service.ts';

const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };

/** The console's Employers page (docs/api.md#staff-console). */
export const adminEmployerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/admin/employers',
    {
      onRequest: staffOnly(app),
      schema: {
        operationId: 'listAdminEmployers',
        tags: ['admin'],
        summary: 'Companies with their usage (job posts, interview requests), newest first',
        security,
        querystring: AdminEmployersQuerySchema,
        response: { 200: z.array(AdminEmployerSchema), ...errors },
      },
    },
    async (request, reply) => {
      const page = await listEmployers(app.ctx, request.query);
      return reply.header(TOTAL_COUNT_HEADER, String(page.total)).send(page.items);
    },
  );

  app.post(
    '/v1/admin/employers/:id/grants',
    {
      onRequest: staffOnly(app),
      schema: {
        operationId: 'grantEmployerQuota',
        tags: ['admin'],
        summary: 'Add job posts or interview requests to a company, with the reason',
        security,
        params: IdParamsSchema,
        body: GrantQuotaRequestSchema,
        response: { 200: AdminEmployerSchema, 404: ErrorBodySchema, ...errors },
      },
    },
    async (request) =>
      grantToEmployer(app.ctx, {
        ...request.body,
        staffUserId: authOf(request).userId,
        employerId: request.params.id,
      }),
  );
};
