/** Users as GET /v1/user answers them (valid against the shared UserSchema), for tests. */
import {
  EMPTY_DIVERSITY,
  type ClientProfile,
  type Employer,
  type Organization,
  type OrganizationClaim,
  type RspAccount,
  type User,
} from '@fairchance/shared';

export const USER_ID = '0190a0a0-0000-7000-8000-000000000001';
const PROFILE_ID = '0190a0a0-0000-7000-8000-000000000002';
const RSP_ID = '0190a0a0-0000-7000-8000-000000000003';

function clientProfile(): ClientProfile {
  return {
    id: PROFILE_ID,
    userId: USER_ID,
    firstName: 'Ana María',
    lastName: 'López',
    email: 'ana@example.com',
    avatar: null,
    phone: null,
    address: null,
    city: null,
    state: null,
    postalCode: null,
    personalSummary: null,
    personalStatement: null,
    justiceStatus: 'freeWorld',
    facility: null,
    expectedReleasedAt: null,
    releasedCounty: null,
    support: [],
    reentryServiceProvider: null,
    reentryPipeline: null,
    rspId: null,
    county: null,
    personalStrengths: [],
    experience: [],
    languages: [],
    offense: [],
    sexualOffenderRegistry: false,
    sbn: false,
    timeServed: null,
    releasedAt: null,
    stateOrFederal: null,
    relativeExperience: [],
    education: [],
    license: [],
    questions: [],
    diversity: { ...EMPTY_DIVERSITY },
    referredBy: null,
  };
}

function employerProfile(): Employer {
  return {
    id: PROFILE_ID,
    userId: USER_ID,
    name: 'Brew City Builders',
    industry: 'construction',
    description: 'We build.',
    yearsInBusiness: '5-10',
    numberOfEmployees: '1-50',
    address: '1 Main St',
    city: 'Milwaukee',
    state: 'WI',
    postalCode: '53202',
    availableJobsCount: 3,
  };
}

function organization(): Organization {
  return {
    id: RSP_ID,
    name: 'Lakeshore Reentry Alliance',
    description: 'We help.',
    email: null,
    phone: null,
    phoneRspContact: null,
    emailRspContact: null,
    address: '1 Lake St',
    city: 'Milwaukee',
    state: 'WI',
    postalCode: '53202',
    avatar: null,
    servicesArea: ['Milwaukee'],
    support: [],
    justiceStatus: ['parole'],
    offenses: [],
  };
}

export interface MakeUserOptions {
  hasProfile?: boolean;
  role?: 'owner' | 'member';
  overrides?: Partial<User>;
}

export function makeUser(
  type: User['type'],
  { hasProfile = true, role = 'owner', overrides = {} }: MakeUserOptions = {},
): User {
  const rspAccount: RspAccount | null =
    type === 'rsp'
      ? {
          rspId: hasProfile || role === 'member' ? RSP_ID : null,
          role,
          isProfileFilled: hasProfile,
          position: null,
          phone: null,
          avatar: null,
          rsp: hasProfile || role === 'member' ? organization() : null,
        }
      : null;
  return {
    id: USER_ID,
    userId: USER_ID,
    email: 'ana@example.com',
    roles: [type],
    scope: type === 'rsp' ? `rsp rsp:${role}` : type,
    type,
    firstName: 'Ana María',
    lastName: 'López',
    phone: null,
    avatar: null,
    language: 'en',
    client: type === 'client' && hasProfile ? clientProfile() : null,
    employer: type === 'employer' && hasProfile ? employerProfile() : null,
    employerRole: type === 'employer' && hasProfile ? role : null,
    rspAccount,
    ...overrides,
  };
}

function base64Url(value: string): string {
  return btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned JWT with the claims the web app reads (the server is not involved in tests). */
export function makeAccessToken(
  claims: {
    sub?: string;
    scope?: string;
    expiresInSeconds?: number;
    jti?: string;
    /** When the sign-in passed the second factor (seconds), as staff tokens carry it. */
    mfa?: number;
  } = {},
): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    sub: claims.sub ?? USER_ID,
    scope: claims.scope ?? 'client',
    iat: now,
    exp: now + (claims.expiresInSeconds ?? 900),
    jti: claims.jti ?? Math.random().toString(36).slice(2),
    ...(claims.mfa === undefined ? {} : { mfa: claims.mfa }),
  };
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(
    JSON.stringify(payload),
  )}.signature`;
}

/** A pending claim on a listed provider, as GET /v1/organization-claims answers it. */
export function makeOrganizationClaim(
  overrides: Partial<OrganizationClaim> = {},
): OrganizationClaim {
  return {
    id: crypto.randomUUID(),
    providerKey: 'eata',
    organizationName: 'EATA',
    message: 'I run the Appleton office.',
    status: 'pending',
    decisionReason: null,
    decidedAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
