/**
 * Employer-area answers for component tests (valid against the shared response schemas). What an
 * employer sees of the applicant is made by the shared cloaking (docs/roles-and-permissions.md
 * #cloaking), as the server makes it, from one complete profile: record, support needs and all.
 */
import {
  cloakClientProfile,
  offenseGroupsFromList,
  type Application,
  type EmployerApplication,
  type ApplicationDetail,
  type ApplicationStatus,
  type CloakedClientProfile,
  type Job,
} from '@fairchance/shared';
import type { JobDraft } from '#web/features/employer/job-form/values.ts';
import { makeClientProfile } from '#web/test/client-fixtures.ts';
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

/** The applicant as the client wrote the profile; employers get it through the cloaking. */
/** A remote job's wizard values, every step answered and no offense chosen, to keep as a draft. */
export function makeJobDraft(overrides: JobDraft = {}): JobDraft {
  return {
    title: 'Line Cook',
    description: 'Cook good food.',
    department: 'Kitchen',
    startMonth: 3,
    startYear: new Date().getFullYear() + 1,
    typeOfWork: 'remote',
    workingTime: 'partTime',
    numberOfOpenPositions: 1,
    ...offenseGroupsFromList([]),
    responsibilities: ['Prep vegetables'],
    experience: 'mid',
    skills: ['hospitality'],
    skillsDescription: 'Knife skills.',
    salary: 'hourly',
    salaryMin: 16,
    salaryMax: 20,
    salaryDescription: 'Weekly pay',
    bonuses: ['Free meals'],
    questions: ['Can you work weekends?'],
    ...overrides,
  };
}

export const applicantProfile = makeClientProfile({
  id: CLIENT_ID,
  firstName: 'Tanya',
  lastName: 'Brown',
  email: 'tanya@example.com',
  phone: '4145550100',
  address: null,
  city: 'Milwaukee',
  state: 'WI',
  postalCode: null,
  personalSummary: 'Hard worker.',
  personalStatement: 'Since 2020 I earned my forklift certificate.',
  personalStrengths: ['reliable'],
  experience: ['carpentry'],
  languages: [{ language: 'english', level: 'nativeBilingual' }],
  relativeExperience: [
    {
      title: 'Framer',
      company: 'Acme Framing',
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
});

/** The profile the employer of one application sees, as the server's cloaking gives it. */
export function employerViewOf(
  applicationId: string,
  applicationStatus: ApplicationStatus,
): CloakedClientProfile {
  return cloakClientProfile(applicantProfile, {
    kind: 'employer',
    applicationId,
    applicationStatus,
  });
}

/** The applicant as a list of applications names them. */
function applicantOf(applicationId: string, status: ApplicationStatus): Application['client'] {
  const { id, firstName, lastName } = employerViewOf(applicationId, status);
  return { id, firstName, lastName };
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
    client: applicantOf(id, overrides.status ?? 'applied'),
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
  const profile = employerViewOf(APPLICATION_ID, overrides.status ?? 'applied');
  return {
    id: APPLICATION_ID,
    jobId: JOB_ID,
    number: 1,
    status: 'applied',
    rating: null,
    answers: [{ question: 'Can you start Monday?', answer: 'Yes, any day.' }],
    client: { id: profile.id, firstName: profile.firstName, lastName: profile.lastName },
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    profile,
    ...overrides,
  };
}
