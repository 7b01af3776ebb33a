import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AuditLogEntrySchema, AuditLogQuerySchema, TOTAL_COUNT_HEADER } from '@fairchance/shared';
import { guardedRoutes, errorBodies } from '../../lib/route-options.ts';
import { staffOnly } from '../staff/guard.ts';
import { listAuditLog } from './service.ts';

export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffRoute = guardedRoutes({
    guard: staffOnly(app),
    tags: ['admin'],
    errors: errorBodies(400, 401, 403),
  });

  app.get(
    '/v1/admin/audit-log',
    staffRoute({
      operationId: 'listAuditLog',
      summary: 'What staff did, newest first (filter by action, staff member, target, period)',
      querystring: AuditLogQuerySchema,
      response: {
        200: z.array(AuditLogEntrySchema),
      },
    }),
    async (request, reply) => {
      const page = await listAuditLog(app.ctx, request.query);
      return reply.header(TOTAL_COUNT_HEADER, String(page.total)).send(page.items);
    },
  );
};
