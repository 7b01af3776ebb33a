import { afterAll, describe, expect, it, vi } from 'vitest';
import { issuesOf, messageAt } from '../test-helpers.ts';
import type { ClientProfileData, ClientProfileFormInput } from './client-profile.ts';
import {
  applyClientProfilePatch,
  ClientProfileDataSchema,
  ClientProfileFormSchema,
  CreateClientProfileRequestSchema,
  offenseGroupsFromList,
  toClientProfileFormValues,
  toClientProfilePayload,
  UpdateClientProfileRequestSchema,
} from './client-profile.ts';

// Rules about the present read the clock: fix it at 15 June 2025, noon, local time. Set at load,
// because describe blocks build fixtures before any beforeAll runs.
vi.useFakeTimers({ now: new Date(2025, 5, 15, 12, 0, 0), toFake: ['Date'] });
afterAll(() => {
  vi.useRealTimers();
});

const STRENGTHS = ['reliable', 'punctual', 'creative', 'hardWorking', 'problemSolver'] as const;

/** A complete wizard: on parole, one drug offense, a job, a school, a license. */
function form(overrides: Partial<ClientProfileFormInput> = {}): ClientProfileFormInput {
  return {
    phone: '(414) 555-0100',
    address: '123 Main St',
    city: 'Milwaukee',
    state: 'WI',
    postalCode: '53202',
    personalSummary: 'Hard-working cook.',
    justiceStatus: 'parole',
    support: ['housing', 'transportation'],
    reentryServiceProvider: 'employMilwaukee',
    personalStrengths: [...STRENGTHS],
    experience: ['hospitality'],
    languages: [{ language: 'english', level: 'nativeBilingual' }],
    offenseDrugs: ['possession'],
    sexualOffenderRegistry: 'no',
    sbn: 'no',
    timeServed: '1to2',
    releasedAt: 'under1',
    stateOrFederal: 'state',
    relativeExperience: [
      {
        title: 'Line cook',
        company: 'Acme Diner',
        startAtMonth: '3',
        startAtYear: '2019',
        endAtMonth: 5,
        endAtYear: 2021,
        stillWork: false,
        location: 'Milwaukee',
        description: 'Prepared food for 200 covers a night.',
      },
    ],
    education: [
      {
        schoolIssuer: 'Milwaukee Area Technical College',
        degree: 'GED',
        areaOfStudy: '',
        startYear: 2015,
        yearEarned: 2016,
        description: 'Completed the GED.',
      },
    ],
    license: [
      {
        licenseName: 'Forklift operator',
        issuingOrganization: 'OSHA trainer',
        issueAtMonth: 1,
        issueAtYear: 2022,
        expirationAtMonth: 1,
        expirationAtYear: 2025,
      },
    ],
    diversity: {
      gender: 'female',
      disability: 'no',
      ethnicity: 'blackAfricanAmerican_white',
    },
    referredBy: 'socialMedia',
    ...overrides,
  };
}

const parseForm = (input: ClientProfileFormInput) => ClientProfileFormSchema.parse(input);
const payloadOf = (input: ClientProfileFormInput) => toClientProfilePayload(parseForm(input));

describe('ClientProfileFormSchema: docs/validation.md rules', () => {
  it('accepts a complete profile', () => {
    expect(issuesOf(ClientProfileFormSchema, form())).toEqual({});
  });

  it('requires a justice status', () => {
    expect(
      messageAt(ClientProfileFormSchema, form({ justiceStatus: undefined }), 'justiceStatus'),
    ).toBe('This field is required.');
  });

  describe('while incarcerated', () => {
    const inside = (overrides: Partial<ClientProfileFormInput> = {}) =>
      form({
        justiceStatus: 'currentlyIncarcerated',
        facility: 'Green Bay Correctional Institution',
        expectedReleasedAt: '2025-09-01',
        releasedCounty: 'Milwaukee',
        releasedAt: undefined,
        ...overrides,
      });

    it('needs an expected release in the future', () => {
      expect(issuesOf(ClientProfileFormSchema, inside())).toEqual({});
      expect(
        issuesOf(ClientProfileFormSchema, inside({ expectedReleasedAt: '2025-06-16' })),
      ).toEqual({});
      for (const date of ['2025-06-15', '2024-01-01']) {
        expect(
          messageAt(
            ClientProfileFormSchema,
            inside({ expectedReleasedAt: date }),
            'expectedReleasedAt',
          ),
        ).toBe('Date must be in the future');
      }
    });

    it('needs the facility and the expected release; the release county is optional', () => {
      const issues = issuesOf(
        ClientProfileFormSchema,
        inside({ facility: '', expectedReleasedAt: null, releasedCounty: '' }),
      );
      expect(issues).toEqual({
        facility: ['This field is required.'],
        expectedReleasedAt: ['This field is required.'],
      });
    });

    it('does not ask when the person was released', () => {
      expect(messageAt(ClientProfileFormSchema, inside(), 'releasedAt')).toBeUndefined();
    });

    it('rejects a release date that is not a date', () => {
      expect(
        messageAt(
          ClientProfileFormSchema,
          inside({ expectedReleasedAt: '2025-13-01' }),
          'expectedReleasedAt',
        ),
      ).toBe('This field is invalid.');
    });
  });

  it('needs exactly 5 personal strengths', () => {
    for (const strengths of [
      STRENGTHS.slice(0, 4),
      [...STRENGTHS, 'creative' as const].slice(0, 4),
    ]) {
      expect(
        messageAt(
          ClientProfileFormSchema,
          form({ personalStrengths: strengths }),
          'personalStrengths',
        ),
      ).toBe('Choose exactly 5.');
    }
    expect(
      messageAt(
        ClientProfileFormSchema,
        form({ personalStrengths: [...STRENGTHS, 'peoplePerson'] }),
        'personalStrengths',
      ),
    ).toBe('Choose exactly 5.');
    // A duplicate does not count twice.
    expect(
      messageAt(
        ClientProfileFormSchema,
        form({
          personalStrengths: ['reliable', 'reliable', 'punctual', 'creative', 'hardWorking'],
        }),
        'personalStrengths',
      ),
    ).toBe('Choose exactly 5.');
  });

  describe('offense history', () => {
    it('needs at least one offense when there is a record', () => {
      expect(messageAt(ClientProfileFormSchema, form({ offenseDrugs: [] }), 'offense')).toBe(
        'At least one required',
      );
    });

    it('skips every offense question for noOffense', () => {
      const none = form({
        justiceStatus: 'noOffense',
        offenseDrugs: [],
        timeServed: null,
        releasedAt: '',
        stateOrFederal: undefined,
      });
      expect(issuesOf(ClientProfileFormSchema, none)).toEqual({});
    });

    it('needs time served, release and state or federal when there is a record', () => {
      const issues = issuesOf(
        ClientProfileFormSchema,
        form({ timeServed: '', releasedAt: null, stateOrFederal: undefined }),
      );
      expect(issues).toEqual({
        timeServed: ['This field is required.'],
        releasedAt: ['This field is required.'],
        stateOrFederal: ['This field is required.'],
      });
    });

    it('asks about the registry and SBN only for a sexual offense', () => {
      expect(
        issuesOf(
          ClientProfileFormSchema,
          form({ offenseSexual: ['pornography'], sexualOffenderRegistry: null, sbn: '' }),
        ),
      ).toEqual({
        sexualOffenderRegistry: ['This field is required.'],
        sbn: ['This field is required.'],
      });
      expect(
        issuesOf(ClientProfileFormSchema, form({ sexualOffenderRegistry: null, sbn: null })),
      ).toEqual({});
    });

    it("takes in each group only that group's categories", () => {
      expect(
        messageAt(
          ClientProfileFormSchema,
          form({ offenseDrugs: ['arson' as 'possession'] }),
          'offenseDrugs.0',
        ),
      ).toBe('Choose one of the options.');
    });
  });

  describe('work history', () => {
    const job = form().relativeExperience![0]!;
    const withJob = (changes: Partial<typeof job>) =>
      form({ relativeExperience: [{ ...job, ...changes }] });

    it("says 'End date must be after start date' when it ends before it starts", () => {
      expect(
        messageAt(
          ClientProfileFormSchema,
          withJob({ endAtMonth: 2, endAtYear: 2019 }),
          'relativeExperience.0.endAtYear',
        ),
      ).toBe('End date must be after start date');
      expect(
        messageAt(
          ClientProfileFormSchema,
          withJob({ endAtYear: 2018 }),
          'relativeExperience.0.endAtYear',
        ),
      ).toBe('End date must be after start date');
    });

    it('accepts a job that ended in the month it started', () => {
      expect(
        issuesOf(ClientProfileFormSchema, withJob({ endAtMonth: 3, endAtYear: 2019 })),
      ).toEqual({});
    });

    it('needs an end date unless the person still works there', () => {
      expect(
        issuesOf(ClientProfileFormSchema, withJob({ endAtMonth: '', endAtYear: null })),
      ).toEqual({
        'relativeExperience.0.endAtMonth': ['This field is required.'],
        'relativeExperience.0.endAtYear': ['This field is required.'],
      });
      expect(
        issuesOf(
          ClientProfileFormSchema,
          withJob({ endAtMonth: '', endAtYear: null, stillWork: true }),
        ),
      ).toEqual({});
      // Still working there: an end date before the start is not an error, it is dropped.
      expect(
        issuesOf(ClientProfileFormSchema, withJob({ endAtYear: 2000, stillWork: true })),
      ).toEqual({});
    });

    it('needs a description of at most 500 characters', () => {
      expect(
        messageAt(
          ClientProfileFormSchema,
          withJob({ description: ' ' }),
          'relativeExperience.0.description',
        ),
      ).toBe('This field is required.');
      expect(
        messageAt(
          ClientProfileFormSchema,
          withJob({ description: 'x'.repeat(501) }),
          'relativeExperience.0.description',
        ),
      ).toBe('Maximum length is 500 characters.');
    });

    it('needs a title, a company and a start', () => {
      expect(
        issuesOf(
          ClientProfileFormSchema,
          withJob({ title: '', company: '', startAtMonth: '', startAtYear: undefined }),
        ),
      ).toEqual({
        'relativeExperience.0.title': ['This field is required.'],
        'relativeExperience.0.company': ['This field is required.'],
        'relativeExperience.0.startAtMonth': ['This field is required.'],
        'relativeExperience.0.startAtYear': ['This field is required.'],
      });
    });
  });

  describe('education', () => {
    const school = form().education![0]!;
    const withSchool = (changes: Partial<typeof school>) =>
      form({ education: [{ ...school, ...changes }] });

    it("says 'Year earned must be after start year'", () => {
      expect(
        messageAt(
          ClientProfileFormSchema,
          withSchool({ yearEarned: 2014 }),
          'education.0.yearEarned',
        ),
      ).toBe('Year earned must be after start year');
      expect(issuesOf(ClientProfileFormSchema, withSchool({ yearEarned: 2015 }))).toEqual({});
      expect(issuesOf(ClientProfileFormSchema, withSchool({ yearEarned: '' }))).toEqual({});
    });

    it('needs a description of at most 500 characters', () => {
      expect(
        messageAt(
          ClientProfileFormSchema,
          withSchool({ description: '' }),
          'education.0.description',
        ),
      ).toBe('This field is required.');
      expect(
        messageAt(
          ClientProfileFormSchema,
          withSchool({ description: 'x'.repeat(501) }),
          'education.0.description',
        ),
      ).toBe('Maximum length is 500 characters.');
    });
  });

  describe('licenses', () => {
    const license = form().license![0]!;
    const withLicense = (changes: Partial<typeof license>) =>
      form({ license: [{ ...license, ...changes }] });

    it("says 'Expiration date must be after issue date'", () => {
      expect(
        messageAt(
          ClientProfileFormSchema,
          withLicense({ expirationAtMonth: 12, expirationAtYear: 2021 }),
          'license.0.expirationAtYear',
        ),
      ).toBe('Expiration date must be after issue date');
    });

    it('does not need an expiration date, but a month needs its year', () => {
      expect(
        issuesOf(
          ClientProfileFormSchema,
          withLicense({ expirationAtMonth: null, expirationAtYear: '' }),
        ),
      ).toEqual({});
      expect(issuesOf(ClientProfileFormSchema, withLicense({ expirationAtYear: null }))).toEqual({
        'license.0.expirationAtYear': ['This field is required.'],
      });
      expect(issuesOf(ClientProfileFormSchema, withLicense({ expirationAtMonth: null }))).toEqual({
        'license.0.expirationAtMonth': ['This field is required.'],
      });
    });
  });

  it('limits the personal summary to 1000 characters', () => {
    expect(
      messageAt(
        ClientProfileFormSchema,
        form({ personalSummary: 'x'.repeat(1001) }),
        'personalSummary',
      ),
    ).toBe('Maximum length is 1000 characters.');
    expect(issuesOf(ClientProfileFormSchema, form({ personalSummary: 'x'.repeat(1000) }))).toEqual(
      {},
    );
  });

  it('checks the optional phone', () => {
    expect(messageAt(ClientProfileFormSchema, form({ phone: '(414) 555-010' }), 'phone')).toBe(
      'Invalid phone number',
    );
    expect(issuesOf(ClientProfileFormSchema, form({ phone: '' }))).toEqual({});
  });

  it('leaves empty list steps valid (minimum items zero)', () => {
    expect(
      issuesOf(
        ClientProfileFormSchema,
        form({
          relativeExperience: [],
          education: [],
          license: [],
          languages: [],
          support: [],
          experience: [],
        }),
      ),
    ).toEqual({});
  });
});

describe('toClientProfilePayload: docs/data-model.md save transform', () => {
  it('turns yes/no into booleans and merges the offense groups', () => {
    const payload = payloadOf(
      form({
        offenseViolent: ['battery'],
        offenseSexual: ['statutoryRape'],
        sexualOffenderRegistry: 'yes',
        sbn: 'no',
        diversity: { disability: 'yes' },
      }),
    );
    expect(payload.offense).toEqual(['possession', 'statutoryRape', 'battery']);
    expect(payload.sexualOffenderRegistry).toBe(true);
    expect(payload.sbn).toBe(false);
    expect(payload.diversity.disability).toBe(true);
    expect(payload).not.toHaveProperty('offenseDrugs');
    expect(payload).not.toHaveProperty('offenseViolent');
  });

  it("keeps a registered organization only with the 'other' choice", () => {
    const id = '0190a0b0-0000-7000-8000-0000000000aa';
    expect(payloadOf(form({ reentryServiceProvider: 'other', rspId: id })).rspId).toBe(id);
    expect(payloadOf(form({ reentryServiceProvider: 'other', rspId: '' })).rspId).toBeNull();
    expect(payloadOf(form({ reentryServiceProvider: 'myWayOut', rspId: id })).rspId).toBeNull();
    expect(messageAt(ClientProfileFormSchema, form({ rspId: 'not-an-id' }), 'rspId')).toBe(
      'This field is invalid.',
    );
  });

  it('keeps the county only with a Wisconsin address or no state', () => {
    expect(payloadOf(form({ county: 'Racine' })).county).toBe('Racine');
    expect(payloadOf(form({ state: '', county: 'Racine' })).county).toBe('Racine');
    expect(payloadOf(form({ state: 'IL', county: 'Racine' })).county).toBeNull();
    expect(messageAt(ClientProfileFormSchema, { ...form(), county: 'Cook' }, 'county')).toMatch(
      /./,
    );
  });

  it('keeps an unanswered disability question unanswered', () => {
    expect(payloadOf(form({ diversity: { disability: '' } })).diversity.disability).toBeNull();
    expect(payloadOf(form({ diversity: { disability: 'no' } })).diversity.disability).toBe(false);
    expect(payloadOf(form({ diversity: undefined })).diversity).toEqual({
      gender: null,
      orientation: null,
      religion: null,
      maritalStatus: null,
      age: null,
      disability: null,
      ethnicity: null,
      veteranStatus: null,
    });
  });

  it('clears offense, time served, state or federal and release for noOffense', () => {
    // A form that changed its mind still holds the old answers; the transform drops them.
    const payload = toClientProfilePayload(
      parseForm(
        form({ offenseSexual: ['pornography'], sexualOffenderRegistry: 'yes', sbn: 'yes' }),
      ),
    );
    expect(payload.offense).toHaveLength(2);
    const cleared = toClientProfilePayload({
      ...parseForm(
        form({ offenseSexual: ['pornography'], sexualOffenderRegistry: 'yes', sbn: 'yes' }),
      ),
      justiceStatus: 'noOffense',
    });
    expect(cleared).toMatchObject({
      justiceStatus: 'noOffense',
      offense: [],
      timeServed: null,
      stateOrFederal: null,
      releasedAt: null,
      sexualOffenderRegistry: false,
      sbn: false,
    });
  });

  it("sets releasedAt 'notCompleted' and keeps facility, expected release and county while incarcerated", () => {
    const payload = payloadOf(
      form({
        justiceStatus: 'currentlyIncarcerated',
        facility: 'County jail',
        expectedReleasedAt: '2026-01-31',
        releasedCounty: 'Fond du Lac',
        releasedAt: '5to10',
      }),
    );
    expect(payload).toMatchObject({
      releasedAt: 'notCompleted',
      facility: 'County jail',
      expectedReleasedAt: '2026-01-31',
      releasedCounty: 'Fond du Lac',
      timeServed: '1to2',
      stateOrFederal: 'state',
    });
  });

  it('sets facility, expected release and county to null for any other status', () => {
    const values = {
      ...parseForm(form()),
      facility: 'Other' as const,
      expectedReleasedAt: '2026-01-31',
      releasedCounty: 'Dane' as const,
    };
    expect(toClientProfilePayload(values)).toMatchObject({
      facility: null,
      expectedReleasedAt: null,
      releasedCounty: null,
      releasedAt: 'under1',
    });
  });

  it('keeps registry and SBN only when a sexual offense is selected', () => {
    const values = {
      ...parseForm(form()),
      sexualOffenderRegistry: 'yes' as const,
      sbn: 'yes' as const,
    };
    expect(toClientProfilePayload(values)).toMatchObject({
      sexualOffenderRegistry: false,
      sbn: false,
    });
    expect(toClientProfilePayload({ ...values, offenseSexual: ['sexualAssault'] })).toMatchObject({
      sexualOffenderRegistry: true,
      sbn: true,
    });
  });

  it('sends the phone as digits only', () => {
    expect(payloadOf(form()).phone).toBe('4145550100');
    // Even when handed the masked value directly.
    expect(toClientProfilePayload({ ...parseForm(form()), phone: '(414) 555-0100' }).phone).toBe(
      '4145550100',
    );
    expect(payloadOf(form({ phone: '' })).phone).toBeNull();
  });

  it('drops the end date of a job still held', () => {
    const job = { ...form().relativeExperience![0]!, stillWork: true };
    const [entry] = payloadOf(form({ relativeExperience: [job] })).relativeExperience;
    expect(entry).toMatchObject({
      stillWork: true,
      endAtMonth: null,
      endAtYear: null,
      startAtMonth: 3,
    });
  });

  it('stores months and years as numbers and empty text as null', () => {
    const payload = payloadOf(form());
    expect(payload.relativeExperience[0]).toMatchObject({ startAtMonth: 3, startAtYear: 2019 });
    expect(payload.education[0]?.areaOfStudy).toBeNull();
    expect(payload.reentryPipeline).toBeNull();
  });

  it('answers a valid stored shape', () => {
    expect(() => ClientProfileDataSchema.parse(payloadOf(form()))).not.toThrow();
  });

  it('is idempotent', () => {
    const inputs = [
      form(),
      form({ justiceStatus: 'noOffense', offenseDrugs: [] }),
      form({
        justiceStatus: 'currentlyIncarcerated',
        facility: 'Oshkosh Correctional Institution',
        expectedReleasedAt: '2027-02-01',
        offenseSexual: ['sexualAssault'],
        sexualOffenderRegistry: 'yes',
        sbn: 'no',
      }),
    ];
    for (const input of inputs) {
      const once = payloadOf(input);
      expect(toClientProfilePayload(once)).toEqual(once);
      expect(CreateClientProfileRequestSchema.parse(once)).toEqual(once);
    }
  });
});

describe('CreateClientProfileRequestSchema: either shape', () => {
  it('accepts the form shape and answers the stored shape', () => {
    expect(CreateClientProfileRequestSchema.parse(form())).toEqual(payloadOf(form()));
  });

  it('accepts the stored shape', () => {
    const stored = payloadOf(
      form({ offenseSexual: ['pornography'], sexualOffenderRegistry: 'yes', sbn: 'yes' }),
    );
    expect(stored.sexualOffenderRegistry).toBe(true);
    expect(CreateClientProfileRequestSchema.parse(stored)).toEqual(stored);
  });

  it('applies the rules to a caller that skips the web app', () => {
    const stored = payloadOf(form());
    expect(issuesOf(CreateClientProfileRequestSchema, { ...stored, offense: [] })).toEqual({
      offense: ['At least one required'],
    });
    expect(
      issuesOf(CreateClientProfileRequestSchema, {
        ...stored,
        offense: ['arson'],
        sexualOffenderRegistry: true,
        sbn: true,
      }),
    ).toEqual({});
    // Registry answers without a sexual offense are dropped, not trusted.
    expect(
      CreateClientProfileRequestSchema.parse({
        ...stored,
        offense: ['arson'],
        sexualOffenderRegistry: true,
        sbn: true,
      }),
    ).toMatchObject({ sexualOffenderRegistry: false, sbn: false });
  });

  it('lets group arrays replace their part of a merged list', () => {
    const stored = payloadOf(form({ offenseViolent: ['battery'] }));
    expect(stored.offense).toEqual(['possession', 'battery']);
    const parsed = CreateClientProfileRequestSchema.parse({
      ...stored,
      offenseDrugs: ['distribution'],
    });
    expect(parsed.offense).toEqual(['distribution', 'battery']);
  });

  it('rejects values outside the lists', () => {
    expect(
      messageAt(CreateClientProfileRequestSchema, { ...form(), support: ['money'] }, 'support.0'),
    ).toBe('Choose one of the options.');
    expect(messageAt(CreateClientProfileRequestSchema, { ...form(), state: 'XX' }, 'state')).toBe(
      'Choose one of the options.',
    );
  });
});

describe('PATCH: UpdateClientProfileRequestSchema and applyClientProfilePatch', () => {
  const stored: ClientProfileData = payloadOf(form({ offenseViolent: ['battery'] }));

  it('leaves out what was not sent (no defaults)', () => {
    expect(UpdateClientProfileRequestSchema.parse({})).toEqual({});
    expect(UpdateClientProfileRequestSchema.parse({ personalSummary: 'New' })).toEqual({
      personalSummary: 'New',
    });
  });

  it('applies one section and keeps the rest', () => {
    const patch = UpdateClientProfileRequestSchema.parse({ experience: ['welding', 'welding'] });
    const result = applyClientProfilePatch(stored, patch);
    expect(result.success).toBe(true);
    expect(result.data).toEqual({ ...stored, experience: ['welding'] });
  });

  it('keeps the chosen organization unless the choice is sent, and clears it with null', () => {
    const id = '0190a0b0-0000-7000-8000-0000000000aa';
    const withOrganization = payloadOf(form({ reentryServiceProvider: 'other', rspId: id }));
    const untouched = applyClientProfilePatch(
      withOrganization,
      UpdateClientProfileRequestSchema.parse({ personalSummary: 'New' }),
    );
    expect(untouched.data?.rspId).toBe(id);
    const cleared = applyClientProfilePatch(
      withOrganization,
      UpdateClientProfileRequestSchema.parse({ rspId: null }),
    );
    expect(cleared.data?.rspId).toBeNull();
  });

  it('replaces only the offense groups it sends', () => {
    const patch = UpdateClientProfileRequestSchema.parse({ offenseDrugs: [] });
    expect(applyClientProfilePatch(stored, patch).data?.offense).toEqual(['battery']);
  });

  it('re-applies the transform: noOffense clears the record', () => {
    const patch = UpdateClientProfileRequestSchema.parse({ justiceStatus: 'noOffense' });
    expect(applyClientProfilePatch(stored, patch).data).toMatchObject({
      offense: [],
      timeServed: null,
      releasedAt: null,
      stateOrFederal: null,
    });
  });

  it('re-checks the whole: leaving noOffense needs the offense answers', () => {
    const none = payloadOf(form({ justiceStatus: 'noOffense' }));
    const result = applyClientProfilePatch(
      none,
      UpdateClientProfileRequestSchema.parse({ justiceStatus: 'parole' }),
    );
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(
      expect.arrayContaining(['offense', 'timeServed', 'releasedAt', 'stateOrFederal']),
    );
  });

  it('checks a newly sent release date, but not an old stored one', () => {
    expect(
      messageAt(
        UpdateClientProfileRequestSchema,
        { expectedReleasedAt: '2025-01-01' },
        'expectedReleasedAt',
      ),
    ).toBe('Date must be in the future');
    const inside = {
      ...stored,
      justiceStatus: 'currentlyIncarcerated' as const,
      facility: 'Other' as const,
      expectedReleasedAt: '2025-01-01',
    };
    const result = applyClientProfilePatch(
      inside,
      UpdateClientProfileRequestSchema.parse({ experience: ['retail'] }),
    );
    expect(result.success).toBe(true);
    expect(result.data?.expectedReleasedAt).toBe('2025-01-01');
  });

  it('merges diversity answer by answer', () => {
    const patch = UpdateClientProfileRequestSchema.parse({ diversity: { religion: 'buddhism' } });
    expect(applyClientProfilePatch(stored, patch).data?.diversity).toEqual({
      ...stored.diversity,
      religion: 'buddhism',
    });
  });

  it('clears an optional field sent empty', () => {
    const patch = UpdateClientProfileRequestSchema.parse({ phone: '' });
    expect(applyClientProfilePatch(stored, patch).data?.phone).toBeNull();
  });
});

describe('back to the form', () => {
  it('splits the merged list into the seven groups', () => {
    expect(offenseGroupsFromList(['battery', 'possession', 'fraud'])).toEqual({
      offenseDrugs: ['possession'],
      offensePropertyDamage: [],
      offenseSexual: [],
      offenseTheft: [],
      offenseViolent: ['battery'],
      offenseWhiteCollar: ['fraud'],
      offenseMotorVehicle: [],
    });
  });

  it('round-trips a stored profile through the edit form', () => {
    const stored = payloadOf(
      form({ offenseSexual: ['pornography'], sexualOffenderRegistry: 'yes', sbn: 'no' }),
    );
    const values = toClientProfileFormValues(stored);
    expect(values.phone).toBe('(414) 555-0100');
    expect(values.sexualOffenderRegistry).toBe('yes');
    expect(values.sbn).toBe('no');
    expect(values.diversity.disability).toBe('no');
    expect(values.offenseSexual).toEqual(['pornography']);
    expect(values).not.toHaveProperty('offense');
    expect(toClientProfilePayload(ClientProfileFormSchema.parse(values))).toEqual(stored);
  });
});
