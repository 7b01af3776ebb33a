/**
 * Employers, their jobs and applicants for the employer journeys, made through the API (browser
 * tests set up through the API and drive the browser only for the journey itself).
 */
import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { OFFENSES, type Application, type Job } from '@fairchance/shared';
import {
  createAccount,
  createClientAccount,
  requestTokens,
  signInThroughApi,
  type NewAccount,
} from './accounts.ts';

export interface ApiAccount extends NewAccount {
  token: string;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs the page in as the sign-in form would (see signInThroughApi). */
export async function signIn(page: Page, account: Pick<NewAccount, 'email' | 'password'>) {
  await signInThroughApi(page, account.email, account.password);
}

/** Letters only, so names stay names. */
export function uniqueWord(): string {
  return [...randomBytes(6)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');
}

export async function createEmployerAccount(request: APIRequestContext): Promise<ApiAccount> {
  const account = await createAccount(request, 'employer', { firstName: 'Dana', lastName: 'Cole' });
  const { accessToken } = await requestTokens(request, account.email, account.password);
  return { ...account, token: accessToken };
}

/** An employer with a company profile (3 free job posts, 3 free interview requests). */
export async function createEmployerWithProfile(
  request: APIRequestContext,
  name = `Harbor Works ${uniqueWord()}`,
): Promise<ApiAccount & { employerId: string; companyName: string }> {
  const account = await createEmployerAccount(request);
  const response = await request.post('/api/v1/employers', {
    headers: bearer(account.token),
    data: {
      name,
      industry: 'manufacturing',
      description: 'A fair-chance manufacturer in Milwaukee.',
      yearsInBusiness: '5-10',
      numberOfEmployees: '51-200',
      address: '400 S 2nd St',
      city: 'Milwaukee',
      state: 'WI',
      postalCode: '53204',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const employer = (await response.json()) as { id: string };
  return { ...account, employerId: employer.id, companyName: name };
}

/** A valid job for POST /v1/jobs: on-site, every offense category accepted, one question. */
export function jobPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: `Machine Operator ${uniqueWord()}`,
    description: 'Run and maintain CNC machines on the day shift.',
    department: 'Production',
    startDate: `04.${new Date().getFullYear() + 1}`,
    typeOfWork: 'onsite',
    workingTime: 'fullTime',
    numberOfOpenPositions: 3,
    location: { address: '400 S 2nd St', city: 'Milwaukee', state: 'WI', postalCode: '53204' },
    offenses: [...OFFENSES],
    responsibilities: ['Set up machines', 'Check parts against drawings'],
    experience: 'entry',
    skills: ['cncRobotics', 'manufacturing'],
    skillsDescription: 'Comfortable with measuring tools.',
    salaryOptions: {
      salary: 'hourly',
      min: 19,
      max: 24,
      description: 'Paid weekly.',
      bonuses: ['Shift differential'],
    },
    questions: ['Can you work the day shift?'],
    ...overrides,
  };
}

export async function postJob(
  request: APIRequestContext,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<Job> {
  const response = await request.post('/api/v1/jobs', {
    headers: bearer(token),
    data: jobPayload(overrides),
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Job;
}

/**
 * A client with a whole profile (work history with a company, education, languages…) and an
 * offense record the job accepts; the names are unique so a test can look for them.
 */
export async function createApplicant(
  request: APIRequestContext,
  firstName: string,
  /** Profile answers to change (e.g. the organization chosen: `reentryServiceProvider`, `rspId`). */
  profile: Record<string, unknown> = {},
): Promise<ApiAccount & { fullName: string; company: string }> {
  const lastName = `Brown${uniqueWord()}`;
  const company = `Acme ${uniqueWord()} Foods`;
  const { account, accessToken } = await createClientAccount(
    request,
    {
      justiceStatus: 'parole',
      phone: '(414) 555-0147',
      address: '2215 S 16th St',
      city: 'Milwaukee',
      state: 'WI',
      postalCode: '53215',
      personalSummary: 'Reliable line cook ready for a new trade.',
      support: ['transportation'],
      reentryServiceProvider: null,
      personalStrengths: ['reliable', 'hardWorking', 'punctual', 'creative', 'problemSolver'],
      experience: ['manufacturing', 'warehouse'],
      languages: [{ language: 'english', level: 'nativeBilingual' }],
      offenseDrugs: ['possession'],
      timeServed: '1to2',
      releasedAt: 'under1',
      stateOrFederal: 'state',
      relativeExperience: [
        {
          title: 'Line cook',
          company,
          startAtMonth: 1,
          startAtYear: 2019,
          endAtMonth: 6,
          endAtYear: 2022,
          stillWork: false,
          location: 'Milwaukee, WI',
          description: 'Prep and grill.',
        },
      ],
      education: [],
      license: [],
      diversity: { gender: 'female', disability: 'no' },
      referredBy: 'socialMedia',
      ...profile,
    },
    { firstName, lastName },
  );
  return { ...account, token: accessToken, fullName: `${firstName} ${lastName}`, company };
}

export async function apply(request: APIRequestContext, token: string, job: Job): Promise<void> {
  const response = await request.post(`/api/v1/jobs/${job.id}/applications`, {
    headers: bearer(token),
    data: {
      questions: job.questions.map((question) => ({ question, answer: 'Yes, any day.' })),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

export async function listApplications(
  request: APIRequestContext,
  token: string,
  employerId: string,
  jobId: string,
): Promise<Application[]> {
  const response = await request.get(
    `/api/v1/employers/${employerId}/jobs/${jobId}/applications?limit=100`,
    { headers: bearer(token) },
  );
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Application[];
}

export async function setApplicationStatus(
  request: APIRequestContext,
  token: string,
  employerId: string,
  application: Pick<Application, 'id' | 'jobId'>,
  status: 'interview' | 'notAFit' | 'hired' | 'rejected',
): Promise<number> {
  const response = await request.patch(
    `/api/v1/employers/${employerId}/jobs/${application.jobId}/applications/${application.id}`,
    { headers: bearer(token), data: { status } },
  );
  return response.status();
}
