import { describe, expect, it } from 'vitest';
import { OFFENSE_GROUP_KEYS, OFFENSES } from '../enums/offenses.ts';
import { issuesOf, messageAt } from '../test-helpers.ts';
import {
  CaseManagerListSchema,
  CaseManagerSchema,
  CreateMemberProfileRequestSchema,
  CreateOrganizationRequestSchema,
  InviteCaseManagerFormSchema,
  InviteCaseManagerRequestSchema,
  MemberProfileFormSchema,
  OrganizationFormSchema,
  OwnerProfileRequestSchema,
  RspClientsQuerySchema,
  UpdateCaseManagerRequestSchema,
  UpdateOrganizationRequestSchema,
  UpdateRspClientRequestSchema,
  CreateRspClientNoteRequestSchema,
} from './rsp.ts';

const RSP_ID = '0190a0b0-0000-7000-8000-000000000001';
const USER_ID = '0190a0b0-0000-7000-8000-000000000002';

const organization = {
  name: 'Northside Reentry',
  description: 'Housing and jobs for people coming home.',
  address: '1 Main St',
  city: 'Milwaukee',
  state: 'WI',
  postalCode: '53206',
  servicesArea: ['Milwaukee', 'Waukesha'],
  support: ['housing', 'employment'],
  justiceStatus: ['parole', 'probation'],
  offenses: [...OFFENSES],
  owner: { phone: '(414) 555-0100', position: 'hrDirector' },
};

describe('organization (docs/validation.md)', () => {
  it('accepts a complete organization', () => {
    expect(issuesOf(CreateOrganizationRequestSchema, organization)).toEqual({});
  });

  it('requires name, description, address, city, state and postal code', () => {
    const issues = issuesOf(CreateOrganizationRequestSchema, {
      ...organization,
      name: '',
      description: '',
      address: '',
      city: '',
      state: '',
      postalCode: '',
    });
    for (const field of ['name', 'description', 'address', 'city', 'state', 'postalCode'])
      expect(issues[field]).toEqual(['This field is required.']);
  });

  it("says 'Max 1,000 characters.' for a long description", () => {
    expect(
      messageAt(
        CreateOrganizationRequestSchema,
        { ...organization, description: 'x'.repeat(1001) },
        'description',
      ),
    ).toBe('Max 1,000 characters.');
  });

  it("needs at least one support service, justice status and county: 'At least one required'", () => {
    expect(
      issuesOf(CreateOrganizationRequestSchema, {
        ...organization,
        support: [],
        justiceStatus: [],
        servicesArea: [],
      }),
    ).toEqual({
      support: ['At least one required'],
      justiceStatus: ['At least one required'],
      servicesArea: ['At least one required'],
    });
  });

  it('takes counties only from the list, without duplicates', () => {
    expect(
      messageAt(
        CreateOrganizationRequestSchema,
        { ...organization, servicesArea: ['Cook'] },
        'servicesArea.0',
      ),
    ).toBe('Choose one of the options.');
    expect(
      CreateOrganizationRequestSchema.parse({ ...organization, servicesArea: ['Dane', 'Dane'] })
        .servicesArea,
    ).toEqual(['Dane']);
  });

  it('needs at least one selection in each of the 7 offense categories', () => {
    expect(issuesOf(CreateOrganizationRequestSchema, { ...organization, offenses: [] })).toEqual(
      Object.fromEntries(OFFENSE_GROUP_KEYS.map((group) => [group, ['At least one required']])),
    );
    const oneEach = ['possession', 'arson', 'pornography', 'robbery', 'battery', 'fraud', 'diuDwi'];
    expect(
      issuesOf(CreateOrganizationRequestSchema, { ...organization, offenses: oneEach }),
    ).toEqual({});
    expect(
      issuesOf(CreateOrganizationRequestSchema, {
        ...organization,
        offenses: oneEach.filter((o) => o !== 'fraud'),
      }),
    ).toEqual({ offenseWhiteCollar: ['At least one required'] });
  });

  it('takes an optional email and phone; the phone must be a valid US number', () => {
    const parsed = CreateOrganizationRequestSchema.parse({
      ...organization,
      email: 'Info@Northside.org',
      phone: '(414) 555-0111',
      phoneRspContact: '',
      emailRspContact: '',
    });
    expect(parsed).toMatchObject({
      email: 'info@northside.org',
      phone: '4145550111',
      phoneRspContact: null,
      emailRspContact: null,
    });
    expect(
      messageAt(
        CreateOrganizationRequestSchema,
        { ...organization, phone: '(014) 555-0111' },
        'phone',
      ),
    ).toBe('Invalid phone number');
    expect(
      messageAt(
        CreateOrganizationRequestSchema,
        { ...organization, emailRspContact: 'x' },
        'emailRspContact',
      ),
    ).toBe('Invalid email address.');
  });

  it("requires the owner's phone and position", () => {
    expect(issuesOf(OwnerProfileRequestSchema, { phone: '' })).toEqual({
      phone: ['This field is required'],
      position: ['This field is required.'],
    });
    expect(
      messageAt(CreateOrganizationRequestSchema, { ...organization, owner: undefined }, 'owner'),
    ).toBeDefined();
  });

  it('edits any subset, with the same list rules', () => {
    expect(UpdateOrganizationRequestSchema.parse({ name: 'New' })).toEqual({ name: 'New' });
    expect(messageAt(UpdateOrganizationRequestSchema, { servicesArea: [] }, 'servicesArea')).toBe(
      'At least one required',
    );
    expect(
      messageAt(UpdateOrganizationRequestSchema, { offenses: ['possession'] }, 'offenseTheft'),
    ).toBe('At least one required');
  });

  it('the form checks each offense group where it is shown', () => {
    const { offenses: _offenses, owner: _owner, ...fields } = organization;
    const issues = issuesOf(OrganizationFormSchema, { ...fields, offenseDrugs: ['possession'] });
    expect(issues.offenseDrugs).toBeUndefined();
    expect(issues.offenseSexual).toEqual(['At least one required']);
  });
});

describe('members and case managers', () => {
  it('a member profile needs a phone', () => {
    expect(
      issuesOf(CreateMemberProfileRequestSchema, {
        userId: USER_ID,
        rspId: RSP_ID,
        phone: '(414) 555-0100',
      }),
    ).toEqual({});
    expect(messageAt(MemberProfileFormSchema, { phone: '' }, 'phone')).toBe(
      'This field is required',
    );
  });

  it('an invitation requires first name, last name, email and phone', () => {
    expect(issuesOf(InviteCaseManagerRequestSchema, { rspId: RSP_ID })).toEqual({
      firstName: ['This field is required.'],
      lastName: ['This field is required.'],
      email: ['This field is required.'],
      phone: ['This field is required'],
    });
    expect(
      InviteCaseManagerRequestSchema.parse({
        firstName: 'Li',
        lastName: 'Wong',
        email: 'LI@x.org',
        phone: '(414) 555-0100',
        rspId: RSP_ID,
      }),
    ).toEqual({
      firstName: 'Li',
      lastName: 'Wong',
      email: 'li@x.org',
      phone: '4145550100',
      rspId: RSP_ID,
    });
    expect(Object.keys(InviteCaseManagerFormSchema.shape)).not.toContain('rspId');
  });

  it('the edit requires nothing; empty names are left unchanged, an empty phone is cleared', () => {
    expect(UpdateCaseManagerRequestSchema.parse({})).toEqual({
      firstName: undefined,
      lastName: undefined,
      email: undefined,
      phone: undefined,
    });
    expect(
      UpdateCaseManagerRequestSchema.parse({ firstName: '', email: '', phone: '' }),
    ).toMatchObject({
      firstName: undefined,
      email: undefined,
      phone: null,
    });
    expect(messageAt(UpdateCaseManagerRequestSchema, { email: 'x' }, 'email')).toBe(
      'Invalid email address.',
    );
    expect(messageAt(UpdateCaseManagerRequestSchema, { phone: '123' }, 'phone')).toBe(
      'Invalid phone number',
    );
  });

  it('shows a case load of 0 when missing, in a { data, total } list', () => {
    const manager = {
      id: USER_ID,
      userId: USER_ID,
      rspId: RSP_ID,
      firstName: 'Li',
      lastName: 'Wong',
      email: 'li@x.org',
      phone: null,
    };
    expect(CaseManagerSchema.parse(manager).caseLoad).toBe(0);
    expect(CaseManagerListSchema.parse({ data: [manager], total: 1 }).data[0]?.caseLoad).toBe(0);
  });
});

describe('rsp clients', () => {
  it('updates status and assignment', () => {
    expect(UpdateRspClientRequestSchema.parse({ status: 'active', caseManagerId: null })).toEqual({
      status: 'active',
      caseManagerId: null,
    });
    expect(UpdateRspClientRequestSchema.safeParse({ status: 'open' }).success).toBe(false);
  });

  it('takes a case note with its text required and bounded', () => {
    expect(CreateRspClientNoteRequestSchema.parse({ body: ' Called about housing. ' })).toEqual({
      body: 'Called about housing.',
    });
    expect(CreateRspClientNoteRequestSchema.safeParse({ body: '' }).error?.issues[0]?.message).toBe(
      'This field is required.',
    );
  });

  it('filters the list, most recent activity first unless asked', () => {
    expect(RspClientsQuerySchema.parse({ status: 'pending', county: 'St. Croix' })).toEqual({
      status: 'pending',
      county: 'St. Croix',
      sort: 'activity',
      limit: 20,
    });
    expect(RspClientsQuerySchema.parse({ q: '  ', attention: 'true', sort: 'newest' })).toEqual({
      attention: 'true',
      sort: 'newest',
      limit: 20,
    });
    expect(RspClientsQuerySchema.safeParse({ attention: 'yes' }).success).toBe(false);
  });

  it('takes a follow-up date on a note, or none when empty', () => {
    expect(
      CreateRspClientNoteRequestSchema.parse({ body: 'Call.', followUpOn: '2030-02-01' }),
    ).toEqual({ body: 'Call.', followUpOn: '2030-02-01' });
    expect(CreateRspClientNoteRequestSchema.parse({ body: 'Call.', followUpOn: '' })).toEqual({
      body: 'Call.',
    });
    expect(
      CreateRspClientNoteRequestSchema.safeParse({ body: 'Call.', followUpOn: '2030-02-30' })
        .success,
    ).toBe(false);
  });
});
