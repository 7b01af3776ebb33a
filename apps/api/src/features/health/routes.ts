import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '@fairchance/shared';
import { checkHealth } from './service.ts';

const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        operationId: 'getHealth',
        tags: ['health'],
        summary: 'Liveness and database reachability',
        security: [],
        response: { 200: HealthSchema, 503: ErrorBodySchema },
      },
    },
    async () => checkHealth(app.ctx),
  );
};
