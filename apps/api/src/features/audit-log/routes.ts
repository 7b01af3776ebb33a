import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AuditLogEntrySchema,
  AuditLogQuerySchema,
  ErrorBodySchema,
  TOTAL_COUNT_HEADER,
} from '@fairchance/shared';
import { staffOnly } from '../staff/guard.ts';
import { listAuditLog } from './service.ts';

export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/admin/audit-log',
    {
      onRequest: staffOnly(app),
      schema: {
        operationId: 'listAuditLog',
        tags: ['admin'],
        summary: 'What staff did, newest first (filter by action, staff member, target, period)',
        security: [{ bearerAuth: [] }],
        querystring: AuditLogQuerySchema,
        response: {
          200: z.array(AuditLogEntrySchema),
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const page = await listAuditLog(app.ctx, request.query);
      return reply.header(TOTAL_COUNT_HEADER, String(page.total)).send(page.items);
    },
  );
};
