import { afterAll, describe, expect, it, vi } from 'vitest';
import { issuesOf, messageAt } from '../test-helpers.ts';
import { FAIR_CHANCE_LANGUAGE_MESSAGE } from '../validation/fair-chance-language.ts';
import type { JobData, JobFormInput } from './jobs.ts';
import {
  applyJobPatch,
  CreateJobRequestSchema,
  JobFormSchema,
  JobSchema,
  UpdateJobRequestSchema,
  UpdateJobStatusRequestSchema,
} from './jobs.ts';

// Rules about the present read the clock: fix it at 15 June 2025, noon, local time. Set at load,
// because describe blocks build fixtures before any beforeAll runs.
vi.useFakeTimers({ now: new Date(2025, 5, 15, 12, 0, 0), toFake: ['Date'] });
afterAll(() => {
  vi.useRealTimers();
});

function jobForm(overrides: Partial<JobFormInput> = {}): JobFormInput {
  return {
    title: 'Warehouse associate',
    description: 'Pick, pack and ship orders.',
    department: 'Fulfillment',
    startMonth: '7',
    startYear: '2025',
    typeOfWork: 'onsite',
    workingTime: 'fullTime',
    numberOfOpenPositions: '3',
    address: '500 W Oklahoma Ave',
    city: 'Milwaukee',
    state: 'WI',
    postalCode: '53207',
    offenseDrugs: ['possession'],
    offenseTheft: ['burglary'],
    responsibilities: ['Pick orders', 'Load trucks'],
    experience: 'entry',
    skillsDescription: 'Able to lift 50 lb.',
    salary: 'hourly',
    salaryMin: '17',
    salaryMax: 21.5,
    salaryDescription: 'Weekly pay',
    bonuses: ['Attendance bonus'],
    questions: ['Can you work nights?'],
    ...overrides,
  };
}

describe('JobFormSchema: docs/validation.md job rules', () => {
  it('accepts a complete job', () => {
    expect(issuesOf(JobFormSchema, jobForm())).toEqual({});
  });

  it('requires title, description, department, type of work, working time, experience, skills and pay description', () => {
    const issues = issuesOf(
      JobFormSchema,
      jobForm({
        title: '',
        description: ' ',
        department: undefined,
        typeOfWork: undefined,
        workingTime: '' as 'fullTime',
        experience: undefined,
        skillsDescription: '',
        salaryDescription: '',
        salary: undefined,
      }),
    );
    for (const field of [
      'title',
      'description',
      'department',
      'typeOfWork',
      'workingTime',
      'experience',
      'skillsDescription',
      'salaryDescription',
      'salary',
    ]) {
      expect(issues[field]).toEqual(['This field is required.']);
    }
  });

  it("says 'Date must be in the present or the future' for a start in the past", () => {
    expect(messageAt(JobFormSchema, jobForm({ startMonth: 5, startYear: 2025 }), 'startYear')).toBe(
      'Date must be in the present or the future',
    );
    expect(
      messageAt(JobFormSchema, jobForm({ startMonth: 12, startYear: 2024 }), 'startYear'),
    ).toBe('Date must be in the present or the future');
    // The current month is the present.
    expect(issuesOf(JobFormSchema, jobForm({ startMonth: 6, startYear: 2025 }))).toEqual({});
  });

  it('requires at least one open position', () => {
    expect(
      messageAt(JobFormSchema, jobForm({ numberOfOpenPositions: 0 }), 'numberOfOpenPositions'),
    ).toBe('Minimum value is 1.');
    expect(
      messageAt(JobFormSchema, jobForm({ numberOfOpenPositions: '' }), 'numberOfOpenPositions'),
    ).toBe('This field is required.');
  });

  it("says 'Minimum value is 1.' for a salary below 1", () => {
    const issues = issuesOf(JobFormSchema, jobForm({ salaryMin: 0, salaryMax: 0 }));
    expect(issues.salaryMin).toEqual(['Minimum value is 1.']);
    expect(issues.salaryMax).toEqual(['Minimum value is 1.']);
  });

  it('needs the maximum salary to be at least the minimum', () => {
    expect(messageAt(JobFormSchema, jobForm({ salaryMin: 20, salaryMax: 19 }), 'salaryMax')).toBe(
      'Max salary must be equal or larger than the first value of range',
    );
    expect(issuesOf(JobFormSchema, jobForm({ salaryMin: 20, salaryMax: 20 }))).toEqual({});
  });

  it('needs the address only for on-site jobs', () => {
    const noAddress = { address: '', city: '', state: '' as const, postalCode: '' };
    expect(issuesOf(JobFormSchema, jobForm(noAddress))).toEqual({
      address: ['This field is required.'],
      city: ['This field is required.'],
      state: ['This field is required.'],
      postalCode: ['This field is required.'],
    });
    for (const typeOfWork of ['remote', 'hybrid', 'inPerson'] as const) {
      expect(issuesOf(JobFormSchema, jobForm({ ...noAddress, typeOfWork }))).toEqual({});
    }
  });

  it('rejects empty list entries and allows empty lists', () => {
    expect(
      messageAt(JobFormSchema, jobForm({ responsibilities: [''] }), 'responsibilities.0'),
    ).toBe('This field is required.');
    expect(
      issuesOf(JobFormSchema, jobForm({ responsibilities: [], bonuses: [], questions: [] })),
    ).toEqual({});
  });
});

const payload = {
  title: 'Warehouse associate',
  description: 'Pick, pack and ship orders.',
  department: 'Fulfillment',
  startDate: '07.2025',
  typeOfWork: 'onsite',
  workingTime: 'fullTime',
  numberOfOpenPositions: 3,
  location: { address: '500 W Oklahoma Ave', city: 'Milwaukee', state: 'WI', postalCode: '53207' },
  offenses: ['burglary', 'possession'],
  responsibilities: ['Pick orders'],
  experience: 'entry',
  skillsDescription: 'Able to lift 50 lb.',
  salaryOptions: { salary: 'hourly', min: 17, max: 21, description: 'Weekly pay', bonuses: [] },
  questions: ['Can you work nights?'],
} as const;

describe('CreateJobRequestSchema', () => {
  it('accepts a job, sorts its offenses and makes it active', () => {
    const job = CreateJobRequestSchema.parse(payload);
    expect(job.status).toBe('active');
    expect(job.offenses).toEqual(['possession', 'burglary']);
  });

  it('reads the start date as MM.YYYY and refuses the past', () => {
    expect(
      messageAt(CreateJobRequestSchema, { ...payload, startDate: '7.2025' }, 'startDate'),
    ).toBe('This field is invalid.');
    expect(
      messageAt(CreateJobRequestSchema, { ...payload, startDate: '05.2025' }, 'startDate'),
    ).toBe('Date must be in the present or the future');
  });

  it('needs a location for on-site jobs and drops it for others', () => {
    expect(messageAt(CreateJobRequestSchema, { ...payload, location: null }, 'location')).toBe(
      'This field is required.',
    );
    expect(CreateJobRequestSchema.parse({ ...payload, typeOfWork: 'remote' }).location).toBeNull();
    expect(
      CreateJobRequestSchema.parse({ ...payload, typeOfWork: 'hybrid', location: undefined })
        .location,
    ).toBeNull();
  });

  it('checks the salary range', () => {
    expect(
      messageAt(
        CreateJobRequestSchema,
        { ...payload, salaryOptions: { ...payload.salaryOptions, min: 30 } },
        'salaryOptions.max',
      ),
    ).toBe('Max salary must be equal or larger than the first value of range');
    expect(
      messageAt(
        CreateJobRequestSchema,
        { ...payload, salaryOptions: { ...payload.salaryOptions, min: 0 } },
        'salaryOptions.min',
      ),
    ).toBe('Minimum value is 1.');
  });

  it('needs at least one open position', () => {
    expect(
      messageAt(
        CreateJobRequestSchema,
        { ...payload, numberOfOpenPositions: 0 },
        'numberOfOpenPositions',
      ),
    ).toBe('Minimum value is 1.');
  });
});

describe('UpdateJobRequestSchema and applyJobPatch', () => {
  const stored: JobData = { ...CreateJobRequestSchema.parse(payload), startDate: '01.2024' };

  it('accepts the status toggle alone, with no defaults filled in', () => {
    expect(UpdateJobRequestSchema.parse({ status: 'paused' })).toEqual({ status: 'paused' });
    expect(UpdateJobStatusRequestSchema.parse({ status: 'active' })).toEqual({ status: 'active' });
    expect(messageAt(UpdateJobStatusRequestSchema, { status: 'closed' }, 'status')).toMatch(
      'Choose one of the options.',
    );
  });

  it('lets an old job be paused, but refuses a new start date in the past', () => {
    const result = applyJobPatch(stored, UpdateJobRequestSchema.parse({ status: 'paused' }));
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ status: 'paused', startDate: '01.2024' });
    expect(messageAt(UpdateJobRequestSchema, { startDate: '01.2025' }, 'startDate')).toBe(
      'Date must be in the present or the future',
    );
  });

  it('drops the location when the job stops being on-site', () => {
    const patch = UpdateJobRequestSchema.parse({ typeOfWork: 'remote' });
    expect(patch.location).toBeNull();
    expect(applyJobPatch(stored, patch).data?.location).toBeNull();
  });

  it('needs a location when a job becomes on-site', () => {
    const remote = { ...stored, typeOfWork: 'remote' as const, location: null };
    const result = applyJobPatch(remote, UpdateJobRequestSchema.parse({ typeOfWork: 'onsite' }));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['location'],
      message: 'This field is required.',
    });
    expect(
      messageAt(UpdateJobRequestSchema, { typeOfWork: 'onsite', location: null }, 'location'),
    ).toBe('This field is required.');
  });

  it('does not let a PATCH set the counters', () => {
    expect(UpdateJobRequestSchema.parse({ applicationsCount: 99, title: 'New' })).toEqual({
      title: 'New',
    });
  });
});

describe('JobSchema', () => {
  it('describes a job answer', () => {
    const job = {
      ...CreateJobRequestSchema.parse(payload),
      id: '0190a0b0-0000-7000-8000-00000000000a',
      employerId: '0190a0b0-0000-7000-8000-00000000000b',
      employer: {
        id: '0190a0b0-0000-7000-8000-00000000000b',
        name: 'Acme',
        city: 'Milwaukee',
        state: 'WI',
      },
      applicationsCount: 2,
      applicationsTotal: 5,
      createdAt: '2025-06-01T10:00:00.000Z',
      updatedAt: '2025-06-02T10:00:00.000Z',
    };
    expect(JobSchema.parse(job)).toEqual(job);
    expect(JobSchema.parse({ ...job, applicationStatus: 'interview' }).applicationStatus).toBe(
      'interview',
    );
  });
});

describe('fair-chance language in the job schemas', () => {
  it('refuses blanket bans field by field in the wizard, the create and the patch', () => {
    expect(
      issuesOf(
        JobFormSchema,
        jobForm({ title: 'Cook - no felons', questions: ['Ok?', 'Felons need not apply'] }),
      ),
    ).toEqual({
      title: [FAIR_CHANCE_LANGUAGE_MESSAGE],
      'questions.1': [FAIR_CHANCE_LANGUAGE_MESSAGE],
    });
    expect(
      issuesOf(CreateJobRequestSchema, {
        ...payload,
        description: 'Must have a clean record.',
        responsibilities: ['Pick orders', 'No ex-offenders'],
        skillsDescription: 'Clean background',
      }),
    ).toEqual({
      description: [FAIR_CHANCE_LANGUAGE_MESSAGE],
      'responsibilities.1': [FAIR_CHANCE_LANGUAGE_MESSAGE],
      skillsDescription: [FAIR_CHANCE_LANGUAGE_MESSAGE],
    });
    expect(issuesOf(UpdateJobRequestSchema, { title: 'NO  CRIMINAL   HISTORY' })).toEqual({
      title: [FAIR_CHANCE_LANGUAGE_MESSAGE],
    });
  });

  it('lets a job that mentions a background check through', () => {
    expect(
      issuesOf(CreateJobRequestSchema, {
        ...payload,
        description: 'Must pass a background check.',
      }),
    ).toEqual({});
  });
});
