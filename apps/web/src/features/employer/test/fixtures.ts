/** Employer-area answers for component tests (valid against the shared response schemas). */
import type { ApplicationDetail, EmployerApplication, Job } from '@fairchance/shared';
import { makeUser } from '#web/test/fixtures.ts';

export const employerUser = makeUser('employer');
export const EMPLOYER_ID = employerUser.employer!.id;
export const JOB_ID = '0190a0a0-0000-7000-8000-0000000000a1';
export const CLIENT_ID = '0190a0a0-0000-7000-8000-0000000000c1';
export const APPLICATION_ID = '0190a0a0-0000-7000-8000-0000000000b1';

export function makeJob(overrides: Partial<Job> = {}): Job {
  return {
    id: JOB_ID,
    employerId: EMPLOYER_ID,
    employer: { id: EMPLOYER_ID, name: 'Brew City Builders', city: 'Milwaukee', state: 'WI' },
    title: 'Carpenter Apprentice',
    description: 'Frame houses.',
    department: 'Construction',
    startDate: '01.2030',
    typeOfWork: 'onsite',
    workingTime: 'fullTime',
    numberOfOpenPositions: 2,
    location: { address: '1 Main St', city: 'Milwaukee', state: 'WI', postalCode: '53202' },
    offenses: ['possession'],
    responsibilities: ['Measure twice'],
    experience: 'entry',
    skills: ['carpentry'],
    skillsDescription: 'Able to lift 50 lb.',
    salaryOptions: { salary: 'hourly', min: 18, max: 22, description: 'Raises', bonuses: [] },
    questions: ['Can you start Monday?'],
    status: 'active',
    applicationsCount: 1,
    applicationsTotal: 1,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

let counter = 0;

/** Before an interview the server names the application in place of the client (decision 014). */
export function makeApplication(overrides: Partial<EmployerApplication> = {}): EmployerApplication {
  counter += 1;
  const suffix = String(counter).padStart(12, '0');
  const id = overrides.id ?? `0190a0a0-0000-7000-8000-${suffix}`;
  return {
    id,
    jobId: JOB_ID,
    number: counter,
    status: 'applied',
    answers: [{ question: 'Can you start Monday?', answer: 'Yes' }],
    client: { id, firstName: 'T****', lastName: 'B****' },
    rating: null,
    highlights: {
      experience: ['carpentry'],
      matchingTrades: 1,
      yearsOfExperience: 2,
      license: [],
    },
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    cursor: `cursor-${counter}`,
    ...overrides,
  };
}

export function makeApplicationDetail(
  overrides: Partial<ApplicationDetail> = {},
): ApplicationDetail {
  const isCloaked = !['interview', 'hired', 'rejected'].includes(overrides.status ?? 'applied');
  return {
    id: APPLICATION_ID,
    jobId: JOB_ID,
    number: 1,
    status: 'applied',
    rating: null,
    answers: [{ question: 'Can you start Monday?', answer: 'Yes, any day.' }],
    client: isCloaked
      ? { id: APPLICATION_ID, firstName: 'T****', lastName: 'B****' }
      : { id: CLIENT_ID, firstName: 'Tanya', lastName: 'Brown' },
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    profile: {
      id: isCloaked ? APPLICATION_ID : CLIENT_ID,
      isCloaked,
      firstName: isCloaked ? 'T****' : 'Tanya',
      lastName: isCloaked ? 'B****' : 'Brown',
      email: isCloaked ? 't****@*****.***' : 'tanya@example.com',
      ...(isCloaked ? {} : { phone: '4145550100', city: 'Milwaukee', state: 'WI' as const }),
      personalSummary: 'Hard worker.',
      personalStrengths: ['reliable'],
      experience: ['carpentry'],
      languages: [{ language: 'english', level: 'nativeBilingual' }],
      relativeExperience: [
        {
          title: 'Framer',
          ...(isCloaked ? {} : { company: 'Acme Framing' }),
          startAtMonth: 1,
          startAtYear: 2018,
          endAtMonth: 6,
          endAtYear: 2020,
          stillWork: false,
          location: 'Milwaukee',
          description: 'Framed walls.',
        },
      ],
      education: [],
      license: [],
      questions: [],
    },
    ...overrides,
  };
}
