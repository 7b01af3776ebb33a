/**
 * OpenAPI generated from the shared Zod schemas: JSON at /api/docs/json, browsable at /api/docs.
 * It lints clean with Redocly's recommended rules (redocly.yaml, apps/api/test/openapi.test.ts;
 * docs/api.md#openapi-documentation, docs/decisions/018-openapi-document.md).
 *
 * Every shared object schema is a named component that operations refer to (`$ref`), instead of a
 * copy in each operation that uses it; and every answer says what it is, by its status.
 */
import swagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as shared from '@fairchance/shared';
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
  { name: 'applications', description: 'Applying to a job, and withdrawing an application.' },
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
  {
    name: 'staff',
    description: "A staff sign-in's second step: setting up the authenticator app and passing it.",
  },
  {
    name: 'admin',
    description:
      'The staff console: accounts, employers, job posts, organizations, numbers and the audit log (staff with a fresh second factor only).',
  },
];

/**
 * The shared package's object schemas, each named after its export (`UserSchema` is `User`; a
 * request schema read as input is `CreateUserRequestInput`). Kept in a registry of the document's
 * own, so that naming them changes nothing else that reads Zod's global one.
 */
function sharedSchemaRegistry() {
  const registry = z.registry<{ id: string }>();
  for (const [name, value] of Object.entries(shared)) {
    // `XInputSchema` would be named as X's input is (`XInput`): it stays inline.
    const named = name.endsWith('Schema') && !name.endsWith('InputSchema');
    if (named && value instanceof z.ZodObject && !registry.has(value)) {
      registry.add(value, { id: name.slice(0, -'Schema'.length) });
    }
  }
  return registry;
}

/**
 * What an answer is, by its status: the error codes of docs/api.md#error-codes, and for a read its
 * operation's summary, which names what it answers.
 */
const ANSWERS: Record<string, string> = {
  200: 'Done: the answer is what the call made or changed, as it is now.',
  201: 'Created: the answer is what the call made.',
  204: 'Done: there is nothing to answer.',
  304: 'Not modified: nothing changed after `since`; no body.',
  400: 'InvalidRequest: a value, parameter or state the call refuses; `details` names each field.',
  401: 'Unauthorized: no, a bad or an expired access token, or a session that ended (InvalidCredentials: a wrong e-mail or password at sign-in).',
  402: 'PaymentDeclined: no quota left for this.',
  403: 'Forbidden: the caller may not do this (their type of account, or not their own).',
  404: 'ResourceNotFound: it does not exist, or the caller may not know about it.',
  409:
    'ResourceConflict: it already exists (an e-mail in use, an application made, a name taken), ' +
    'or its state refuses the change (an application withdrawn or decided).',
  413: 'PayloadTooLarge: the body or the file is over its limit.',
  415: 'UnsupportedMediaType: a content type or a kind of file the call does not take.',
  429: 'RequestThrottled: too many requests; try again in a few minutes.',
  500: 'InternalError: something went wrong on the server.',
  503: 'ServiceUnavailable: the server cannot answer now (busy, or its database is down); try again in a moment.',
};

/** Each route's schemas as JSON Schema, with each answer described (the route's own words win). */
function describedTransform(
  schemaRegistry: ReturnType<typeof sharedSchemaRegistry>,
): SwaggerTransform {
  const toJsonSchema = createJsonSchemaTransform({ schemaRegistry });
  // Parameters stay inline: @fastify/swagger spreads them into `parameters` and cannot follow a
  // `$ref` to a component there.
  const toInlineJsonSchema = createJsonSchemaTransform({ schemaRegistry: z.registry() });
  return (route) => {
    const transformed = toJsonSchema(route);
    const inline = toInlineJsonSchema(route).schema as Record<string, unknown>;
    for (const part of ['params', 'querystring', 'headers']) {
      if (inline[part]) (transformed.schema as Record<string, unknown>)[part] = inline[part];
    }
    const responses = transformed.schema.response as Record<string, object> | undefined;
    for (const [status, answer] of Object.entries(responses ?? {})) {
      if ('description' in answer) continue;
      const description =
        status === '200' && route.route.method === 'GET' && route.schema.summary
          ? route.schema.summary
          : ANSWERS[status];
      // @fastify/swagger reads `x-response-description` beside a schema, and `description` beside a
      // `$ref` (the reference replaces what stands beside it).
      const key = '$ref' in answer ? 'description' : 'x-response-description';
      if (description) responses![status] = { ...answer, [key]: description };
    }
    return transformed;
  };
}

/** Every `$ref` in `value`, however deep. */
function refsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') found.add(child);
      else refsIn(child, found);
    }
  }
  return found;
}

/**
 * The components, with only the schemas some operation reaches (Redocly's `no-unused-components`):
 * the registry names every shared schema, input and output, used or not.
 */
function withUsedSchemasOnly(
  schemaRegistry: ReturnType<typeof sharedSchemaRegistry>,
): SwaggerTransformObject {
  const addComponents = createJsonSchemaTransformObject({ schemaRegistry });
  return (documentObject) => {
    const document = addComponents(documentObject) as {
      paths?: unknown;
      components?: { schemas?: Record<string, unknown> };
    };
    const schemas = document.components?.schemas ?? {};
    const prefix = '#/components/schemas/';
    const used = new Set<string>();
    let next = [...refsIn(document.paths)];
    while (next.length) {
      const names = next.map((ref) => ref.slice(prefix.length)).filter((name) => !used.has(name));
      for (const name of names) used.add(name);
      next = [...refsIn(names.map((name) => schemas[name]))];
    }
    const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
    return {
      ...document,
      components: { ...document.components, schemas: kept },
    } as ReturnType<SwaggerTransformObject>;
  };
}

export async function registerDocs(app: FastifyInstance): Promise<void> {
  const schemaRegistry = sharedSchemaRegistry();
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
    transform: describedTransform(schemaRegistry),
    transformObject: withUsedSchemasOnly(schemaRegistry),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
