import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AuditLogEntrySchema, AuditLogQuerySchema } from '@fairchance/shared';
import { errorBodies, withTotal } from '../../lib/route-options.ts';
import { staffRoutes } from '../staff/guard.ts';
import { listAuditLog } from './service.ts';

export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffRoute = staffRoutes(app, errorBodies(400, 401, 403));

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
    async (request, reply) => withTotal(reply, listAuditLog(app.ctx, request.query)),
  );
};
