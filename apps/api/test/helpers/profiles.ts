/** Client, employer and job rows for tests, with overrides (stored shapes, straight into the database). */
import type { FastifyInstance } from 'fastify';
import type { ClientProfileData } from '@fairchance/shared';
import { EMPTY_DIVERSITY, OFFENSES } from '@fairchance/shared';
import type { Database } from '../../src/db/client.ts';
import { clients, employers, jobs } from '../../src/db/schema.ts';
import type { AuthHeaders } from './auth.ts';
import { createUser } from './factories.ts';

export function clientProfileData(overrides: Partial<ClientProfileData> = {}): ClientProfileData {
  return {
    phone: '4145550123',
    address: '100 Test St',
    city: 'Milwaukee',
    state: 'WI',
    postalCode: '53202',
    county: null,
    personalSummary: 'Ready to work.',
    personalStatement: null,
    justiceStatus: 'parole',
    facility: null,
    expectedReleasedAt: null,
    releasedCounty: null,
    support: ['employment'],
    reentryServiceProvider: null,
    reentryPipeline: null,
    rspId: null,
    personalStrengths: ['reliable', 'hardWorking', 'punctual', 'creative', 'problemSolver'],
    experience: ['warehouse'],
    languages: [{ language: 'english', level: 'nativeBilingual' }],
    offense: ['possession'],
    sexualOffenderRegistry: false,
    sbn: false,
    timeServed: '1to2',
    releasedAt: 'under1',
    stateOrFederal: 'state',
    relativeExperience: [],
    education: [],
    license: [],
    questions: [],
    diversity: { ...EMPTY_DIVERSITY },
    referredBy: null,
    ...overrides,
  };
}

export async function createClient(db: Database, overrides: Partial<ClientProfileData> = {}) {
  const data = clientProfileData(overrides);
  const user = await createUser(db, { type: 'client', phone: data.phone });
  const { phone: _phone, ...profile } = data;
  const [row] = await db
    .insert(clients)
    .values({ userId: user.id, ...profile })
    .returning();
  return { user, client: row! };
}

export async function createEmployer(
  db: Database,
  overrides: Partial<typeof employers.$inferInsert> = {},
) {
  const user = await createUser(db, { type: 'employer' });
  const [row] = await db
    .insert(employers)
    .values({
      userId: user.id,
      name: 'Test Works',
      industry: 'manufacturing',
      description: 'We make things.',
      yearsInBusiness: '5-10',
      numberOfEmployees: '51-200',
      address: '1 Factory Rd',
      city: 'Madison',
      state: 'WI',
      postalCode: '53703',
      availableJobsCount: 3,
      availableUncloaksCount: 3,
      ...overrides,
    })
    .returning();
  return { user, employer: row! };
}

let jobCounter = 0;

/** A job as `createJob` makes it, with `overrides`. */
function jobValues(employerId: string, overrides: Partial<typeof jobs.$inferInsert>) {
  jobCounter += 1;
  return {
    employerId,
    title: `Job ${jobCounter}`,
    description: 'Good work.',
    department: 'Operations',
    startDate: '01.2099',
    typeOfWork: 'onsite',
    workingTime: 'fullTime',
    numberOfOpenPositions: 1,
    location: { address: '1 Factory Rd', city: 'Madison', state: 'WI', postalCode: '53703' },
    offenses: [...OFFENSES],
    responsibilities: ['Show up'],
    experience: 'entry',
    skills: [],
    skillsDescription: 'None needed.',
    salaryOptions: { salary: 'hourly', min: 15, max: 20, description: 'Weekly', bonuses: [] },
    questions: [],
    ...overrides,
  } satisfies typeof jobs.$inferInsert;
}

export async function createJob(
  db: Database,
  employerId: string,
  overrides: Partial<typeof jobs.$inferInsert> = {},
) {
  const [row] = await db.insert(jobs).values(jobValues(employerId, overrides)).returning();
  return row!;
}

/**
 * Many jobs in one statement, for the tests of long lists: the `i`th (from 0) from `overrides(i)`.
 * Answers their ids in that order.
 */
export async function createJobs(
  db: Database,
  employerId: string,
  count: number,
  overrides: (i: number) => Partial<typeof jobs.$inferInsert>,
): Promise<string[]> {
  const values = Array.from({ length: count }, (_, i) => jobValues(employerId, overrides(i)));
  const rows = await db.insert(jobs).values(values).returning({ id: jobs.id });
  return rows.map((row) => row.id);
}

/** What the onboarding wizard sends: the form shape (yes/no, offense groups, masked phone). */
export const wizardPayload = (overrides: Record<string, unknown> = {}) => ({
  justiceStatus: 'parole',
  phone: '(414) 555-0147',
  address: '2215 S 16th St',
  city: 'Milwaukee',
  state: 'WI',
  postalCode: '53215',
  support: ['employment', 'housing'],
  reentryServiceProvider: null,
  personalStrengths: ['reliable', 'hardWorking', 'punctual', 'creative', 'problemSolver'],
  experience: ['warehouse', 'welding'],
  languages: [{ language: 'english', level: 'nativeBilingual' }],
  offenseDrugs: ['possession'],
  offenseSexual: ['pornography'],
  offenseTheft: [],
  sexualOffenderRegistry: 'yes',
  sbn: 'no',
  timeServed: '1to2',
  releasedAt: 'under1',
  stateOrFederal: 'state',
  relativeExperience: [
    {
      title: 'Welder',
      company: 'Acme Metal',
      startAtMonth: 1,
      startAtYear: 2015,
      endAtMonth: 6,
      endAtYear: 2018,
      stillWork: false,
      location: 'Milwaukee, WI',
      description: 'MIG and TIG welding.',
    },
  ],
  education: [],
  license: [],
  diversity: { gender: 'female', disability: 'no' },
  referredBy: 'socialMedia',
  ...overrides,
});

let orgCounter = 0;
/** A service provider organization to create with POST /v1/rsp, each with a unique name. */
/** The signed-in client creates their profile through the API, as the wizard does (`POST /v1/clients`). */
export const postClientProfile = (
  app: FastifyInstance,
  auth: AuthHeaders,
  payload: object = wizardPayload(),
) => app.inject({ method: 'POST', url: '/api/v1/clients', headers: auth, payload });

export const organizationPayload = (overrides: Record<string, unknown> = {}) => {
  orgCounter += 1;
  return {
    name: `Northwoods Reentry ${orgCounter} ${Math.random().toString(36).slice(2, 7)}`,
    description: 'Helps people coming home find work and housing.',
    address: '10 Main St',
    city: 'Wausau',
    state: 'WI',
    postalCode: '54401',
    servicesArea: ['Marathon', 'Lincoln'],
    support: ['employment', 'housing'],
    justiceStatus: ['parole', 'probation'],
    offenses: [...OFFENSES],
    owner: { phone: '(715) 555-0100', position: 'supervisor' },
    ...overrides,
  };
};
