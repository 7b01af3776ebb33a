import { describe, expect, it } from 'vitest';
import type { ProfileViewer } from './cloaking.ts';
import {
  cloakApplicant,
  cloakClientProfile,
  CloakedClientProfileSchema,
  cloakingStatusOf,
  isUncloakedStatus,
  maskEmail,
  maskName,
  profileAccessFor,
} from './cloaking.ts';
import { APPLICATION_STATUSES } from './enums/job.ts';
import type { ClientProfile } from './transforms/client-profile.ts';
import { ClientProfileSchema } from './transforms/client-profile.ts';
import { fullProfileAnswers } from './testing/index.ts';

const profile: ClientProfile = ClientProfileSchema.parse({
  ...fullProfileAnswers(),
  id: '0190a0b0-0000-7000-8000-000000000001',
  userId: '0190a0b0-0000-7000-8000-000000000002',
  firstName: 'Tanya',
  lastName: 'Whitfield',
  email: 'tanya.whitfield@example.org',
  avatar: 'avatars/tanya.png',
  phone: '4145550187',
  address: '2718 North Sherman Boulevard',
  city: 'Wauwatosa',
  state: 'WI',
  postalCode: '53210',
  personalStatement:
    'Since 2021 I finished a culinary certificate and hold a Certificate of Qualification.',
  justiceStatus: 'currentlyIncarcerated',
  expectedReleasedAt: '2026-03-01',
  releasedCounty: 'Milwaukee',
  reentryPipeline: null,
  rspId: null,
  county: 'Milwaukee',
  offense: ['identityTheft', 'embezzlement'],
  releasedAt: 'notCompleted',
  relativeExperience: [
    {
      title: 'Line cook',
      company: 'Zanzibar Grillhouse',
      startAtMonth: 3,
      startAtYear: 2016,
      endAtMonth: 8,
      endAtYear: 2020,
      stillWork: false,
      location: 'Milwaukee',
      description: 'Grill and prep.',
    },
  ],
  createdAt: '2025-01-02T03:04:05.000Z',
  updatedAt: '2025-02-03T04:05:06.000Z',
});

const IDENTITY = [
  'userId',
  'createdAt',
  'updatedAt',
  'avatar',
  'phone',
  'address',
  'city',
  'state',
  'postalCode',
  'county',
  'personalStatement',
] as const;
const JUSTICE_AND_SUPPORT = [
  'justiceStatus',
  'offense',
  'timeServed',
  'releasedAt',
  'stateOrFederal',
  'support',
  'sexualOffenderRegistry',
  'sbn',
  'facility',
  'expectedReleasedAt',
  'releasedCounty',
  'reentryServiceProvider',
  'reentryPipeline',
  'referredBy',
] as const;
const ALWAYS = [
  'id',
  'personalSummary',
  'personalStrengths',
  'experience',
  'languages',
  'relativeExperience',
  'education',
  'license',
  'questions',
] as const;

const APPLICATION_ID = '0190a0b0-0000-7000-8000-0000000000a1';

const employer = (applicationStatus: (typeof APPLICATION_STATUSES)[number]): ProfileViewer => ({
  kind: 'employer',
  applicationId: APPLICATION_ID,
  applicationStatus,
});

const COLUMNS: {
  name: string;
  viewer: ProfileViewer;
  identity: boolean;
  justice: boolean;
  diversity: boolean;
}[] = [
  { name: 'the client', viewer: { kind: 'self' }, identity: true, justice: true, diversity: true },
  ...(['applied', 'notAFit', 'expired'] as const).map((status) => ({
    name: `employer, ${status}`,
    viewer: employer(status),
    identity: false,
    justice: false,
    diversity: false,
  })),
  ...(['interview', 'hired', 'rejected'] as const).map((status) => ({
    name: `employer, ${status}`,
    viewer: employer(status),
    identity: true,
    justice: false,
    diversity: false,
  })),
  {
    name: "the client's rsp",
    viewer: { kind: 'rsp' },
    identity: true,
    justice: true,
    diversity: false,
  },
  {
    name: "the client's cloaked preview",
    viewer: { kind: 'selfCloakedPreview' },
    identity: false,
    justice: false,
    diversity: false,
  },
];

describe('cloakClientProfile: docs/roles-and-permissions.md#cloaking', () => {
  describe.each(COLUMNS)('$name', ({ viewer, identity, justice, diversity }) => {
    const seen = cloakClientProfile(profile, viewer);

    it('serializes through CloakedClientProfileSchema unchanged', () => {
      expect(CloakedClientProfileSchema.parse(seen)).toEqual(seen);
    });

    it(identity ? 'shows name and email' : 'masks name and email', () => {
      if (identity) {
        expect(seen).toMatchObject({
          firstName: 'Tanya',
          lastName: 'Whitfield',
          email: profile.email,
        });
      } else {
        expect(seen).toMatchObject({
          firstName: 'T****',
          lastName: 'W****',
          email: 't****@*****.***',
        });
      }
      expect(seen.isCloaked).toBe(!identity);
    });

    it(`${identity ? 'shows' : 'leaves out'} phone, address, city, state, postal code, avatar and the profile's times`, () => {
      for (const key of IDENTITY) {
        expect(key in seen).toBe(identity);
        if (identity) expect(seen[key]).toEqual(profile[key]);
      }
    });

    it(`${identity ? 'shows' : 'leaves out'} company names in work history`, () => {
      const [entry] = seen.relativeExperience;
      expect(entry && 'company' in entry).toBe(identity);
      expect(entry?.title).toBe('Line cook');
      expect(entry?.description).toBe('Grill and prep.');
    });

    it(`${justice ? 'shows' : 'never shows'} offense history, release, registry, SBN, facility and support needs`, () => {
      for (const key of JUSTICE_AND_SUPPORT) {
        expect(key in seen).toBe(justice);
        if (justice) expect(seen[key]).toEqual(profile[key]);
      }
    });

    it(`${diversity ? 'shows' : 'never shows'} diversity data`, () => {
      expect('diversity' in seen).toBe(diversity);
      if (diversity) expect(seen.diversity).toEqual(profile.diversity);
    });

    it('always shows the professional profile', () => {
      for (const key of ALWAYS) expect(seen[key]).toBeDefined();
      expect(seen.personalStrengths).toEqual(profile.personalStrengths);
      expect(seen.education).toEqual(profile.education);
      expect(seen.questions).toEqual(profile.questions);
    });
  });

  it('leaks nothing to an employer before an interview', () => {
    for (const viewer of [
      employer('applied'),
      employer('notAFit'),
      employer('expired'),
      { kind: 'selfCloakedPreview' } as const,
    ]) {
      const json = JSON.stringify(
        CloakedClientProfileSchema.parse(cloakClientProfile(profile, viewer)),
      );
      const secrets = [
        'Whitfield',
        'Tanya',
        'tanya.whitfield',
        'example.org',
        '4145550187',
        '555',
        'Sherman',
        'Wauwatosa',
        '53210',
        'Zanzibar',
        'avatars/tanya.png',
        profile.userId,
        // The preview shows the client their own id; an employer gets the application's.
        ...(viewer.kind === 'employer' ? [profile.id] : []),
        profile.createdAt!,
        profile.updatedAt!,
        'identityTheft',
        'embezzlement',
        'Taycheedah',
        'notCompleted',
        'federal',
        'housing',
        'childCare',
        'bisexual',
        'islam',
        'currentlyIncarcerated',
        'wrtpMilwaukee',
        'caseManagerServicesProvider',
      ];
      for (const secret of secrets) expect(json).not.toContain(secret);
    }
  });

  it('never sends diversity to an employer after an interview or to the rsp', () => {
    for (const viewer of [
      employer('interview'),
      employer('hired'),
      employer('rejected'),
      { kind: 'rsp' } as const,
    ]) {
      const json = JSON.stringify(cloakClientProfile(profile, viewer));
      for (const secret of [
        'bisexual',
        'islam',
        'divorced',
        'blackAfricanAmerican_latinxHispanic',
        'veteranStatus',
      ]) {
        expect(json).not.toContain(secret);
      }
    }
  });

  it('names the application, not the client, to an employer before an interview', () => {
    for (const status of ['applied', 'notAFit', 'expired'] as const)
      expect(cloakClientProfile(profile, employer(status)).id).toBe(APPLICATION_ID);
    for (const status of ['interview', 'hired', 'rejected'] as const)
      expect(cloakClientProfile(profile, employer(status)).id).toBe(profile.id);
    expect(cloakClientProfile(profile, { kind: 'rsp' }).id).toBe(profile.id);
    expect(cloakClientProfile(profile, { kind: 'selfCloakedPreview' }).id).toBe(profile.id);
  });

  it('strips unknown fields when serializing', () => {
    const seen = { ...cloakClientProfile(profile, employer('applied')), secret: 'x' };
    expect(CloakedClientProfileSchema.parse(seen)).not.toHaveProperty('secret');
  });

  it('does not share arrays with the stored profile', () => {
    const seen = cloakClientProfile(profile, { kind: 'self' });
    expect(seen.personalStrengths).not.toBe(profile.personalStrengths);
    expect(seen.relativeExperience[0]).not.toBe(profile.relativeExperience[0]);
  });
});

describe('helpers', () => {
  it('masks names and emails with a fixed number of stars', () => {
    expect(maskName('Tanya')).toBe('T****');
    expect(maskName('  li ')).toBe('l****');
    expect(maskName('')).toBe('');
    expect(maskEmail('Tanya.W@Example.org')).toBe('t****@*****.***');
    expect(maskEmail('')).toBe('');
  });

  it('uncloaks from the interview on', () => {
    expect(APPLICATION_STATUSES.filter(isUncloakedStatus)).toEqual([
      'interview',
      'hired',
      'rejected',
    ]);
  });

  it('keeps a withdrawn application as cloaked as it was: uncloaked only after an interview request', () => {
    const at = '2026-11-20T10:00:00.000Z';
    expect(
      isUncloakedStatus(cloakingStatusOf({ status: 'withdrawn', interviewRequestedAt: null })),
    ).toBe(false);
    expect(
      isUncloakedStatus(cloakingStatusOf({ status: 'withdrawn', interviewRequestedAt: at })),
    ).toBe(true);
    for (const status of APPLICATION_STATUSES.filter((s) => s !== 'withdrawn'))
      expect(cloakingStatusOf({ status, interviewRequestedAt: at })).toBe(status);
  });

  it('maps viewers to columns', () => {
    expect(profileAccessFor({ kind: 'selfCloakedPreview' })).toEqual(
      profileAccessFor(employer('applied')),
    );
  });

  it('cloaks applicants in lists: masked names and the application id until an interview', () => {
    for (const status of ['applied', 'notAFit', 'expired'] as const)
      expect(cloakApplicant(profile, { id: APPLICATION_ID, status })).toEqual({
        id: APPLICATION_ID,
        firstName: 'T****',
        lastName: 'W****',
      });
    for (const status of ['interview', 'hired', 'rejected'] as const)
      expect(cloakApplicant(profile, { id: APPLICATION_ID, status })).toEqual({
        id: profile.id,
        firstName: 'Tanya',
        lastName: 'Whitfield',
      });
  });
});
