import { describe, expect, it } from 'vitest';
import { issuesOf, messageAt } from '../test-helpers.ts';
import {
  CreateEmployerRequestSchema,
  EmployerFormSchema,
  EmployerSchema,
  UpdateEmployerRequestSchema,
} from './employers.ts';

const employer = {
  name: 'Acme Fabrication',
  industry: 'manufacturing',
  description: 'Steel fabrication shop.',
  yearsInBusiness: '10+',
  numberOfEmployees: '51-200',
  address: '1 Main St',
  city: 'Racine',
  state: 'WI',
  postalCode: '53403',
};

describe('employer profile', () => {
  it('accepts a complete profile', () => {
    expect(issuesOf(CreateEmployerRequestSchema, employer)).toEqual({});
    expect(EmployerFormSchema).toBe(CreateEmployerRequestSchema);
  });

  it('requires every field', () => {
    const issues = issuesOf(CreateEmployerRequestSchema, {});
    for (const field of Object.keys(employer))
      expect(issues[field]).toEqual(['This field is required.']);
  });

  it('limits the description to 1000 characters', () => {
    expect(
      messageAt(
        CreateEmployerRequestSchema,
        { ...employer, description: 'x'.repeat(1001) },
        'description',
      ),
    ).toBe('Maximum length is 1000 characters.');
  });

  it('checks the postal code and state', () => {
    expect(
      messageAt(CreateEmployerRequestSchema, { ...employer, postalCode: 'ABCDE' }, 'postalCode'),
    ).toBe('This field is invalid.');
    expect(
      messageAt(CreateEmployerRequestSchema, { ...employer, state: 'Wisconsin' }, 'state'),
    ).toBe('Choose one of the options.');
  });

  it('never lets the employer set availableJobsCount', () => {
    expect(UpdateEmployerRequestSchema.parse({ availableJobsCount: 100, name: 'New' })).toEqual({
      name: 'New',
    });
    expect(
      CreateEmployerRequestSchema.parse({ ...employer, availableJobsCount: 100 }),
    ).not.toHaveProperty('availableJobsCount');
    expect(Object.keys(UpdateEmployerRequestSchema.shape)).not.toContain('availableJobsCount');
  });

  it('answers with the id and the job quota', () => {
    const answer = {
      ...employer,
      id: '0190a0b0-0000-7000-8000-000000000001',
      availableJobsCount: 3,
    };
    expect(EmployerSchema.parse(answer)).toEqual(answer);
  });
});
