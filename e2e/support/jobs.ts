/**
 * Jobs for browser tests, posted through the API as employers do (POST /v1/employers, then POST
 * /v1/jobs). A new employer may post EMPLOYER_FREE_JOBS_DEFAULT jobs (docs/rules.md#quotas), so
 * larger sets are spread over several employers.
 */
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { EMPLOYER_FREE_JOBS_DEFAULT, OFFENSES, type Job } from '@fairchance/shared';
import { createAccount, requestTokens } from './accounts.ts';

export interface JobSeed {
  title: string;
  questions?: string[];
  workingTime?: 'fullTime' | 'partTime' | 'contractor' | 'seasonal';
}

/** A month next year, so the start date is never in the past. */
function startDate(): string {
  return `06.${new Date().getFullYear() + 1}`;
}

async function createEmployer(request: APIRequestContext, name: string): Promise<string> {
  const account = await createAccount(request, 'employer', { firstName: 'Pat', lastName: 'Lee' });
  const { accessToken } = await requestTokens(request, account.email, account.password);
  const response = await request.post('/api/v1/employers', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: {
      name,
      industry: 'warehousing',
      description: 'A fair-chance employer in Milwaukee.',
      yearsInBusiness: '5-10',
      numberOfEmployees: '51-200',
      address: '100 W Wisconsin Ave',
      city: 'Milwaukee',
      state: 'WI',
      postalCode: '53203',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return accessToken;
}

async function postJob(request: APIRequestContext, token: string, seed: JobSeed): Promise<Job> {
  const response = await request.post('/api/v1/jobs', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title: seed.title,
      description: 'Receive, pick and pack orders in a clean, safe warehouse.',
      department: 'Operations',
      startDate: startDate(),
      typeOfWork: 'onsite',
      workingTime: seed.workingTime ?? 'fullTime',
      numberOfOpenPositions: 2,
      location: {
        address: '200 N Water St',
        city: 'Milwaukee',
        state: 'WI',
        postalCode: '53202',
      },
      // Every category is accepted, so every client may see and apply.
      offenses: [...OFFENSES],
      responsibilities: ['Load and unload trucks', 'Keep the floor clean'],
      experience: 'entry',
      skills: ['warehouse'],
      skillsDescription: 'Able to stand for a shift and lift 40 pounds.',
      salaryOptions: {
        salary: 'hourly',
        min: 18,
        max: 22,
        description: 'Paid weekly, overtime available.',
        bonuses: [],
      },
      questions: seed.questions ?? [],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Job;
}

/** Posts the jobs, in order, from as many new employers as the free quota needs. */
export async function postJobs(request: APIRequestContext, seeds: JobSeed[]): Promise<Job[]> {
  const jobs: Job[] = [];
  for (let start = 0; start < seeds.length; start += EMPLOYER_FREE_JOBS_DEFAULT) {
    const token = await createEmployer(request, `E2E Logistics ${randomUUID().slice(0, 6)}`);
    for (const seed of seeds.slice(start, start + EMPLOYER_FREE_JOBS_DEFAULT)) {
      jobs.push(await postJob(request, token, seed));
    }
  }
  return jobs;
}

/** Applies through the API, as the web app's form does. */
export async function applyThroughApi(
  request: APIRequestContext,
  token: string,
  job: Pick<Job, 'id' | 'questions'>,
): Promise<number> {
  const response = await request.post(`/api/v1/jobs/${job.id}/applications`, {
    headers: { authorization: `Bearer ${token}` },
    data: { questions: job.questions.map((question) => ({ question, answer: 'Yes.' })) },
  });
  return response.status();
}
