/**
 * The OpenAPI document the API serves lints clean with Redocly's recommended rules, as configured
 * in the repository's redocly.yaml: no error, and no warning but the deliberate ones listed there
 * and below (docs/api.md#openapi-documentation, docs/decisions/018-openapi-document.md). Every call
 * has its own operationId, named by the convention.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lintFromString, loadConfig, type NormalizedProblem } from '@redocly/openapi-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.ts';
import { openApiDocument, operationsOf, type OpenApiDocument } from './helpers/openapi.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The warnings redocly.yaml keeps on purpose, as `rule at JSON pointer`. */
const DELIBERATE_WARNINGS = [
  // GET /api/health answers 200 or 503, never a 4xx.
  'operation-4xx-response at #/paths/~1api~1health/get/responses',
];

/** The first word of an operationId, by method (docs/api.md#openapi-documentation). */
const VERBS: Record<string, string[]> = {
  GET: ['get', 'list'],
  POST: [
    'create',
    'confirm',
    'request',
    'resend',
    'reset',
    'withdraw',
    'unsubscribe',
    'answer',
    'mark',
    // The staff console and sign-in's second step (decision 035).
    'verify',
    'disable',
    'enable',
    'grant',
    // Job moderation and organization claims (decisions 037, 038).
    'unpublish',
    'restore',
    'approve',
    'decline',
  ],
  PUT: ['create'],
  PATCH: ['update'],
  DELETE: ['delete', 'cancel'],
};

const t = useTestApp();
let document: OpenApiDocument;
beforeAll(async () => {
  document = await openApiDocument(t.app);
});

function describeProblem(problem: NormalizedProblem): string {
  return `${problem.ruleId} at ${problem.location[0]?.pointer ?? '?'}`;
}

describe('the OpenAPI document', () => {
  it('lints with no error and only the deliberate warnings', async () => {
    const config = await loadConfig({ configPath: path.join(ROOT, 'redocly.yaml') });
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: path.join(ROOT, 'openapi.json'),
      config,
    });
    const errors = problems.filter((p) => p.severity === 'error').map(describeProblem);
    const warnings = problems.filter((p) => p.severity === 'warn').map(describeProblem);
    expect(errors).toEqual([]);
    expect(warnings.sort()).toEqual([...DELIBERATE_WARNINGS].sort());
  });

  it('names every call with its own operationId, verb first, in camelCase', () => {
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(40);
    const ids = operations.map(({ method, path: url, operation }) => {
      const id = operation.operationId;
      expect(id, `${method} ${url}`).toMatch(/^[a-z]+(?:[A-Z][a-z0-9]*)+$/);
      expect(VERBS[method], `${method} ${url}`).toContain(id?.match(/^[a-z]+/)?.[0]);
      return id;
    });
    const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
    expect(repeated).toEqual([]);
  });

  it('says what every answer is', () => {
    const vague = operationsOf(document).flatMap(({ method, path: url, operation }) =>
      Object.entries(operation.responses ?? {})
        .filter(([, answer]) => !answer.description || answer.description === 'Default Response')
        .map(([status]) => `${method} ${url} ${status}`),
    );
    expect(vague).toEqual([]);
    const user = document.paths['/api/v1/user']?.get?.responses;
    expect(user?.['200']?.description).toBe('The signed-in user with its profile');
    expect(user?.['401']?.description).toMatch(/^Unauthorized: /);
  });

  it('refers to the shared schemas by name instead of repeating them', () => {
    const schemaOf = (url: string, method: string, status: string) =>
      document.paths[url]?.[method]?.responses?.[status]?.content?.['application/json']?.schema;
    expect(schemaOf('/api/v1/user', 'get', '200')).toEqual({ $ref: '#/components/schemas/User' });
    expect(schemaOf('/api/v1/user', 'get', '401')).toEqual({
      $ref: '#/components/schemas/ErrorBody',
    });
    expect(Object.keys(document.components?.schemas ?? {})).toEqual(
      expect.arrayContaining(['User', 'ErrorBody', 'Job', 'ClientProfile']),
    );
  });
});
