/** Client-area answers for component tests, valid against the shared response schemas. */
import type { ClientProfile, Job, User } from '@fairchance/shared';
import { json, mockApi, signInAs, type ApiMock } from './api-mock.ts';
import { makeUser } from './fixtures.ts';

let sequence = 0;

/** A UUID (v7-shaped) unique within the test run. */
export function testId(): string {
  sequence += 1;
  return `0190a0a0-0000-7000-8000-${String(sequence).padStart(12, '0')}`;
}

export function makeJob(overrides: Partial<Job> = {}): Job {
  const id = overrides.id ?? testId();
  return {
    id,
    employerId: '0190a0a0-0000-7000-9000-000000000001',
    employer: {
      id: '0190a0a0-0000-7000-9000-000000000001',
      name: 'Brew City Builders',
      city: 'Milwaukee',
      state: 'WI',
    },
    title: 'Warehouse Associate',
    description: 'Pick, pack and ship orders.',
    department: 'Operations',
    startDate: '01.2030',
    typeOfWork: 'onsite',
    workingTime: 'fullTime',
    numberOfOpenPositions: 2,
    location: { address: '1 Main St', city: 'Waukesha', state: 'WI', postalCode: '53186' },
    offenses: [],
    responsibilities: ['Load trucks'],
    experience: 'entry',
    skills: ['warehouse'],
    skillsDescription: 'Able to lift 50 pounds.',
    salaryOptions: {
      salary: 'hourly',
      min: 17,
      max: 21,
      description: 'Weekly pay.',
      bonuses: [],
    },
    questions: [],
    status: 'active',
    applicationsCount: 0,
    applicationsTotal: 0,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    cursor: `cursor-${id}`,
    ...overrides,
  };
}

/** A complete client profile (parole, one offense, two jobs held, a provider). */
export function makeClientProfile(overrides: Partial<ClientProfile> = {}): ClientProfile {
  const base = makeUser('client').client!;
  return {
    ...base,
    firstName: 'Tanya',
    lastName: 'Reed',
    email: 'tanya@example.com',
    phone: '4145550100',
    address: '12 Lake St',
    city: 'Milwaukee',
    state: 'WI',
    postalCode: '53202',
    personalSummary: 'Forklift certified, ready to work.',
    justiceStatus: 'parole',
    support: ['housing', 'transportation'],
    reentryServiceProvider: 'myWayOut',
    personalStrengths: ['reliable', 'punctual', 'hardWorking', 'creative', 'problemSolver'],
    experience: ['warehouse', 'construction'],
    languages: [{ language: 'english', level: 'nativeBilingual' }],
    offense: ['possession'],
    timeServed: '1to2',
    releasedAt: 'under1',
    stateOrFederal: 'state',
    relativeExperience: [
      {
        title: 'Forklift Operator',
        company: 'Acme Logistics',
        startAtMonth: 3,
        startAtYear: 2015,
        endAtMonth: 6,
        endAtYear: 2018,
        stillWork: false,
        location: 'Milwaukee, WI',
        description: 'Moved pallets safely.',
      },
    ],
    education: [
      {
        schoolIssuer: 'MATC',
        degree: 'GED',
        areaOfStudy: null,
        startYear: 2012,
        yearEarned: 2013,
        description: 'Completed the GED.',
      },
    ],
    license: [
      {
        licenseName: 'Forklift',
        issuingOrganization: 'OSHA',
        issueAtMonth: 1,
        issueAtYear: 2016,
        expirationAtMonth: null,
        expirationAtYear: null,
      },
    ],
    ...overrides,
  };
}

export function makeClientUser(profile: ClientProfile = makeClientProfile()): User {
  return makeUser('client', {
    overrides: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      email: profile.email,
      client: profile,
    },
  });
}

/** Signs the client of `profile` in, and answers GET /v1/clients/:id with the profile. */
export function signInAsClient(profile: ClientProfile): ApiMock {
  return signInAs(mockApi(), makeClientUser(profile)).on(
    'GET',
    `/api/v1/clients/${profile.id}`,
    json(200, profile),
  );
}

/** Answers the client's providers with `provider` until the client stops sharing with it. */
export function shareWithProvider(
  api: ApiMock,
  profile: ClientProfile,
  provider: { id: string },
): ApiMock {
  let isShared = true;
  return api
    .on('GET', `/api/v1/clients/${profile.id}/providers`, () =>
      json(200, isShared ? [provider] : []),
    )
    .on('DELETE', `/api/v1/clients/${profile.id}/providers/${provider.id}`, () => {
      isShared = false;
      return new Response(null, { status: 204 });
    });
}
