import { afterAll, describe, expect, it, vi } from 'vitest';
import type { JobFormInput } from '../schemas/jobs.ts';
import { CreateJobRequestSchema, JobFormSchema } from '../schemas/jobs.ts';
import { toJobFormValues, toJobPayload } from './job.ts';

// Rules about the present read the clock: fix it at 15 June 2025, noon, local time. Set at load,
// because describe blocks build fixtures before any beforeAll runs.
vi.useFakeTimers({ now: new Date(2025, 5, 15, 12, 0, 0), toFake: ['Date'] });
afterAll(() => {
  vi.useRealTimers();
});

const form: JobFormInput = {
  title: 'Welder',
  description: 'MIG and TIG welding.',
  department: 'Fabrication',
  startMonth: 3,
  startYear: 2026,
  typeOfWork: 'onsite',
  workingTime: 'fullTime',
  numberOfOpenPositions: 2,
  address: '1 Main St',
  city: 'Racine',
  state: 'WI',
  postalCode: '53403',
  offenseViolent: ['battery'],
  offenseDrugs: ['distribution', 'possession'],
  responsibilities: ['Weld frames'],
  experience: 'mid',
  skillsDescription: 'Two years of welding.',
  salary: 'yearly',
  salaryMin: 31200,
  salaryMax: 45000,
  salaryDescription: 'Depending on experience',
  bonuses: ['Sign-on bonus'],
  questions: ['Do you have your own gear?'],
};

describe('toJobPayload', () => {
  const payload = toJobPayload(JobFormSchema.parse(form));

  it('merges the offense groups into one list', () => {
    expect(payload.offenses).toEqual(['possession', 'distribution', 'battery']);
    expect(payload).not.toHaveProperty('offenseDrugs');
  });

  it('sends the start date as MM.YYYY', () => {
    expect(payload.startDate).toBe('03.2026');
  });

  it('gathers the pay into salaryOptions', () => {
    expect(payload.salaryOptions).toEqual({
      salary: 'yearly',
      min: 31200,
      max: 45000,
      description: 'Depending on experience',
      bonuses: ['Sign-on bonus'],
    });
    expect(payload).not.toHaveProperty('salaryMin');
  });

  it('sends a location object for on-site jobs', () => {
    expect(payload.location).toEqual({
      address: '1 Main St',
      city: 'Racine',
      state: 'WI',
      postalCode: '53403',
    });
    expect(payload).not.toHaveProperty('address');
  });

  it('sends null for other jobs, even with address fields filled', () => {
    expect(
      toJobPayload(JobFormSchema.parse({ ...form, typeOfWork: 'remote' })).location,
    ).toBeNull();
  });

  it('sends null if an address field is missing (never a half location)', () => {
    const values = {
      ...JobFormSchema.parse({ ...form, typeOfWork: 'remote' }),
      typeOfWork: 'onsite' as const,
      city: null,
    };
    expect(toJobPayload(values).location).toBeNull();
  });

  it('does not set a status, so an edit cannot un-pause a job', () => {
    expect(payload).not.toHaveProperty('status');
  });

  it('is a valid request', () => {
    expect(CreateJobRequestSchema.safeParse(payload).success).toBe(true);
  });
});

describe('toJobFormValues', () => {
  it('round-trips a stored job through the edit form', () => {
    const stored = CreateJobRequestSchema.parse(toJobPayload(JobFormSchema.parse(form)));
    const values = toJobFormValues(stored);
    expect(values).toMatchObject({
      startMonth: 3,
      startYear: 2026,
      offenseDrugs: ['possession', 'distribution'],
      offenseViolent: ['battery'],
      offenseSexual: [],
      salaryMin: 31200,
      address: '1 Main St',
    });
    expect(toJobPayload(JobFormSchema.parse(values))).toEqual(
      toJobPayload(JobFormSchema.parse(form)),
    );
  });

  it('leaves the address empty for a job with no location', () => {
    const stored = CreateJobRequestSchema.parse({
      ...toJobPayload(JobFormSchema.parse(form)),
      typeOfWork: 'remote',
    });
    expect(toJobFormValues(stored)).toMatchObject({
      address: null,
      city: null,
      state: null,
      postalCode: null,
    });
  });
});
