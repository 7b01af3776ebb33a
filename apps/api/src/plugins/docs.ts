/** OpenAPI generated from the shared Zod schemas: JSON at /api/docs/json, browsable at /api/docs. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { PRODUCT_NAME } from '@fairchance/shared';

export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      // 3.1: its schemas are JSON Schema 2020-12, what Zod writes, so a nullable union stays a
      // union with `null` instead of 3.0's `nullable`, which needs a `type` beside it
      // (docs/decisions/018-openapi-document.md).
      openapi: '3.1.0',
      info: {
        title: `${PRODUCT_NAME} API`,
        description:
          'The API of the fair-chance job platform. Every answer is filtered for its viewer on the server.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
