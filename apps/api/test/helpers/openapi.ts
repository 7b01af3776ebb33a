/** Reading the OpenAPI document the API serves at /api/docs/json (docs/api.md#openapi-documentation). */
import type { FastifyInstance } from 'fastify';

export interface OpenApiResponse {
  description?: string;
  content?: Record<string, { schema?: { $ref?: string } }>;
}

export interface OpenApiOperation {
  operationId?: string;
  responses?: Record<string, OpenApiResponse>;
  /** Each entry is one way to be allowed; `{}` is "no credentials", which makes the rest optional. */
  security?: Record<string, string[]>[];
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, unknown> };
}

export async function openApiDocument(app: FastifyInstance): Promise<OpenApiDocument> {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (res.statusCode !== 200) throw new Error(`/api/docs/json answered ${res.statusCode}`);
  return res.json<OpenApiDocument>();
}

/** Every call of the document, as `METHOD /path` with its operation. */
export function operationsOf(
  document: OpenApiDocument,
): { method: string; path: string; operation: OpenApiOperation }[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      operation,
    })),
  );
}

/**
 * Whether the call needs a token: it declares security and every way it allows names a scheme.
 * Public calls declare `security: []`; signing out declares the bearer optional with `{}`.
 */
export function requiresToken(operation: OpenApiOperation): boolean {
  const requirements = operation.security ?? [];
  return requirements.length > 0 && requirements.every((entry) => Object.keys(entry).length > 0);
}
