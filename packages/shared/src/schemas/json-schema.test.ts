import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as shared from '../index.ts';

const exported: [string, unknown][] = Object.entries(shared);
const schemas = exported.filter(
  (entry): entry is [string, z.ZodType] =>
    entry[0].endsWith('Schema') && entry[1] instanceof z.ZodType,
);
const byName = new Map(schemas);

/** What the API answers: these are serialized through, so they must be plain shapes. */
const RESPONSE_SCHEMAS = [
  'ErrorBodySchema',
  'TokenResponseSchema',
  'SessionClaimsSchema',
  'UserSchema',
  'ClientProfileSchema',
  'ClientProfileDataSchema',
  'CloakedClientProfileSchema',
  'EmployerSchema',
  'EmployerSummarySchema',
  'JobSchema',
  'JobListSchema',
  'JobDataSchema',
  'ApplicationSchema',
  'ApplicationListSchema',
  'ApplicationDetailSchema',
  'OrganizationSchema',
  'RspAccountSchema',
  'CaseManagerSchema',
  'CaseManagerListSchema',
  'InvitationSchema',
  'InvitationListSchema',
  'InvitationPreviewSchema',
  'RspClientSchema',
  'RspClientListSchema',
  'RspClientStatsSchema',
  'UploadSchema',
];

// The API builds its OpenAPI document from these schemas (docs/api.md: /api/docs).
describe('JSON Schema for the OpenAPI document', () => {
  it('finds the schemas', () => {
    expect(schemas.length).toBeGreaterThan(60);
  });

  it.each(schemas)('%s converts on the request side', (_name, schema) => {
    expect(() => z.toJSONSchema(schema, { io: 'input' })).not.toThrow();
  });

  it.each(RESPONSE_SCHEMAS)('%s converts on the answer side (no transforms)', (name) => {
    const schema = byName.get(name);
    expect(schema).toBeDefined();
    expect(() => z.toJSONSchema(schema!, { io: 'output' })).not.toThrow();
  });
});
