/**
 * OpenAPI generated from the shared Zod schemas: JSON at /api/docs/json, browsable at /api/docs.
 * It lints clean with Redocly's recommended rules (redocly.yaml, apps/api/test/openapi.test.ts;
 * docs/api.md#openapi-documentation, docs/decisions/018-openapi-document.md).
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { PRODUCT_NAME } from '@fairchance/shared';

/**
 * Every tag a route uses, described once. A route with a tag not listed here fails the lint
 * (`operation-tag-defined` in redocly.yaml).
 */
const TAGS = [
  { name: 'health', description: 'Liveness and the database check, for load balancers.' },
  {
    name: 'auth',
    description: 'The token endpoint: signing in, refreshing the access token, signing out.',
  },
  {
    name: 'users',
    description: 'Accounts: sign-up, the signed-in user, e-mail changes and password resets.',
  },
  {
    name: 'clients',
    description:
      "A client's own profile, the jobs they applied to, suggested jobs and the service providers they chose.",
  },
  { name: 'employers', description: "An employer's company profile and the jobs it posted." },
  { name: 'jobs', description: 'Current Opportunities, one job, and posting and changing jobs.' },
  { name: 'applications', description: 'Applying to a job.' },
  {
    name: 'applicants',
    description:
      "A job's applications as its employer sees them: cloaked until an interview is requested.",
  },
  {
    name: 'reentry service providers',
    description:
      'Organizations that support clients: their profile, case managers, invitations, clients and case notes.',
  },
  { name: 'uploads', description: 'Image uploads in two steps, and the files they store.' },
];

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
      // Relative: the server that serves this document, whatever its address (PUBLIC_URL,
      // localhost, behind a proxy). The paths keep their /api prefix, as the server routes them,
      // so the server is the origin and not origin + /api (decision 018).
      servers: [{ url: '/', description: 'The server that serves this document' }],
      tags: TAGS,
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
