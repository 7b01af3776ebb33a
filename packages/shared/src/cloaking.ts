/**
 * What each viewer may see of a client profile (docs/roles-and-permissions.md#cloaking). The server
 * answers every profile through `cloakClientProfile` and serializes it with
 * `CloakedClientProfileSchema`, so the browser never receives what its viewer may not see: removed
 * fields are absent from the object, not null, and so absent from the JSON.
 *
 * | data                                         | self | employer before interview | employer from interview | rsp |
 * | name, email                                  | yes  | masked                    | yes                     | yes |
 * | phone, address, city, state, postal, avatar  | yes  | no                        | yes                     | yes |
 * | company names in work history                | yes  | no                        | yes                     | yes |
 * | the client's statement in their own words    | yes  | no                        | yes                     | yes |
 * | offense history, time served, release, state |      |                           |                         |     |
 * |   or federal, support needs, registry, SBN,  | yes  | never                     | never                   | yes |
 * |   facility, expected release, release county |      |                           |                         |     |
 * | diversity                                    | yes  | never                     | never                   | no  |
 *
 * Also decided here: the justice status, the chosen reentry provider and "referred by" go with
 * the offense and support rows (client and rsp only), since each one tells about a record or a
 * need; the user id goes with identity.
 *
 * Unlinkable before an interview (docs/decisions/014-unlinkable-candidates.md): an employer's
 * cloaked view names the application, not the person. Its `id` is the application's id, and the
 * profile's timestamps go with identity, so nothing in it is the same in two applications of one
 * client; only the professional profile itself is.
 */
import { z } from 'zod';
import type { ApplicationStatus } from './enums/job.ts';
import { FACILITIES, US_STATE_CODES, WISCONSIN_COUNTIES } from './enums/geography.ts';
import { JUSTICE_STATUSES, RELEASED_AT, STATE_OR_FEDERAL, TIME_SERVED } from './enums/justice.ts';
import { OFFENSES } from './enums/offenses.ts';
import {
  EXPERIENCE_SKILLS,
  PERSONAL_STRENGTHS,
  REFERRED_BY,
  SUPPORT_NEEDS,
} from './enums/profile.ts';
import { REENTRY_PROVIDERS } from './enums/providers.ts';
import { QuestionAnswerSchema, TimestampSchema } from './schemas/common.ts';
import type { ClientProfile } from './transforms/client-profile.ts';
import {
  DiversitySchema,
  EducationEntrySchema,
  ExperienceEntrySchema,
  LanguageEntrySchema,
  LicenseEntrySchema,
} from './transforms/client-profile.ts';

/** Who is looking. `selfCloakedPreview` is the client's own "how employers see me" toggle. */
export type ProfileViewer =
  | { kind: 'self' }
  | { kind: 'selfCloakedPreview' }
  | { kind: 'employer'; applicationId: string; applicationStatus: ApplicationStatus }
  | { kind: 'rsp' };

/** From a requested interview on, the employer sees who the applicant is (docs/roles-and-permissions.md#identity-per-application). */
export const UNCLOAKED_STATUSES = [
  'interview',
  'hired',
  'rejected',
] as const satisfies readonly ApplicationStatus[];

export function isUncloakedStatus(status: ApplicationStatus): boolean {
  return (UNCLOAKED_STATUSES as readonly ApplicationStatus[]).includes(status);
}

/**
 * The status that decides what an employer sees of an applicant. Withdrawing changes nothing of
 * that (docs/decisions/024-withdrawn-applications.md): a withdrawn application shows who the
 * applicant is when an interview had been requested before, and stays cloaked when not.
 */
export function cloakingStatusOf(application: {
  status: ApplicationStatus;
  interviewRequestedAt: Date | string | null;
}): ApplicationStatus {
  return application.status === 'withdrawn' && application.interviewRequestedAt !== null
    ? 'interview'
    : application.status;
}

const MASK = '****';

/** 'Tanya' -> 'T****'. The number of stars is fixed so the length of the name is not told. */
export function maskName(name: string): string {
  const first = name.trim().charAt(0);
  return first ? `${first}${MASK}` : '';
}

/** 'tanya@example.com' -> 't****@*****.***': only the first character survives. */
export function maskEmail(email: string): string {
  const first = email.trim().charAt(0).toLowerCase();
  return first ? `${first}${MASK}@*****.***` : '';
}

/** A work history entry, with the company only when identity is shown. */
export const CloakedExperienceEntrySchema = ExperienceEntrySchema.extend({
  company: z.string().optional(),
});

export const CloakedClientProfileSchema = z.object({
  /** The client's id; for an employer before an interview, the application's. */
  id: z.uuid(),
  /** True when identity is masked (an employer before an interview, or the client's preview). */
  isCloaked: z.boolean(),

  // Identity: masked names and email when cloaked; the rest absent.
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  userId: z.uuid().optional(),
  avatar: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
  address: z.string().nullable().optional(),
  city: z.string().nullable().optional(),
  state: z.enum(US_STATE_CODES).nullable().optional(),
  postalCode: z.string().nullable().optional(),
  county: z.enum(WISCONSIN_COUNTIES).nullable().optional(),
  /**
   * The client's statement in their own words (docs/decisions/026-fair-chance-help.md): with
   * identity, because it is the same in every application of the client and may speak of the past.
   */
  personalStatement: z.string().nullable().optional(),

  // Professional profile: everyone who may see the profile sees these.
  personalSummary: z.string().nullable(),
  personalStrengths: z.array(z.enum(PERSONAL_STRENGTHS)),
  experience: z.array(z.enum(EXPERIENCE_SKILLS)),
  languages: z.array(LanguageEntrySchema),
  relativeExperience: z.array(CloakedExperienceEntrySchema),
  education: z.array(EducationEntrySchema),
  license: z.array(LicenseEntrySchema),
  questions: z.array(QuestionAnswerSchema),

  // Justice and support: the client and their rsp only.
  justiceStatus: z.enum(JUSTICE_STATUSES).optional(),
  facility: z.enum(FACILITIES).nullable().optional(),
  expectedReleasedAt: z.string().nullable().optional(),
  releasedCounty: z.enum(WISCONSIN_COUNTIES).nullable().optional(),
  support: z.array(z.enum(SUPPORT_NEEDS)).optional(),
  reentryServiceProvider: z.enum(REENTRY_PROVIDERS).nullable().optional(),
  reentryPipeline: z.enum(REENTRY_PROVIDERS).nullable().optional(),
  offense: z.array(z.enum(OFFENSES)).optional(),
  sexualOffenderRegistry: z.boolean().optional(),
  sbn: z.boolean().optional(),
  timeServed: z.enum(TIME_SERVED).nullable().optional(),
  releasedAt: z.enum(RELEASED_AT).nullable().optional(),
  stateOrFederal: z.enum(STATE_OR_FEDERAL).nullable().optional(),
  referredBy: z.enum(REFERRED_BY).nullable().optional(),

  // Diversity: the client only.
  diversity: DiversitySchema.optional(),

  // With identity only: the same times in two applications would tell they are one person's.
  createdAt: TimestampSchema.optional(),
  updatedAt: TimestampSchema.optional(),
});
export type CloakedClientProfile = z.infer<typeof CloakedClientProfileSchema>;

interface Access {
  identity: boolean;
  justiceAndSupport: boolean;
  diversity: boolean;
}

/** The columns of docs/roles-and-permissions.md#cloaking. */
const ACCESS = {
  self: { identity: true, justiceAndSupport: true, diversity: true },
  rsp: { identity: true, justiceAndSupport: true, diversity: false },
  employerUncloaked: { identity: true, justiceAndSupport: false, diversity: false },
  employerCloaked: { identity: false, justiceAndSupport: false, diversity: false },
} as const satisfies Record<string, Access>;

export function profileAccessFor(viewer: ProfileViewer): Access {
  switch (viewer.kind) {
    case 'self':
      return ACCESS.self;
    case 'rsp':
      return ACCESS.rsp;
    case 'selfCloakedPreview':
      return ACCESS.employerCloaked;
    case 'employer':
      return isUncloakedStatus(viewer.applicationStatus)
        ? ACCESS.employerUncloaked
        : ACCESS.employerCloaked;
  }
}

/**
 * The id a viewer gets for the client: theirs, except for an employer before an interview, who
 * gets the application's (one application, one id: no id links two applications of a client).
 * The client's own preview keeps the client's id; it never leaves their browser.
 */
function cloakedIdFor(clientId: string, viewer: ProfileViewer, access: Access): string {
  return viewer.kind === 'employer' && !access.identity ? viewer.applicationId : clientId;
}

/**
 * The profile as `viewer` may see it. Built by copying what is allowed (never by deleting what is
 * not), so a field added to the profile later stays hidden until it is listed here.
 */
export function cloakClientProfile(
  profile: ClientProfile,
  viewer: ProfileViewer,
): CloakedClientProfile {
  const access = profileAccessFor(viewer);

  const result: CloakedClientProfile = {
    id: cloakedIdFor(profile.id, viewer, access),
    isCloaked: !access.identity,
    firstName: access.identity ? profile.firstName : maskName(profile.firstName),
    lastName: access.identity ? profile.lastName : maskName(profile.lastName),
    email: access.identity ? profile.email : maskEmail(profile.email),
    personalSummary: profile.personalSummary,
    personalStrengths: [...profile.personalStrengths],
    experience: [...profile.experience],
    languages: profile.languages.map((entry) => ({ ...entry })),
    relativeExperience: profile.relativeExperience.map((entry) => ({
      title: entry.title,
      ...(access.identity ? { company: entry.company } : {}),
      startAtMonth: entry.startAtMonth,
      startAtYear: entry.startAtYear,
      endAtMonth: entry.endAtMonth,
      endAtYear: entry.endAtYear,
      stillWork: entry.stillWork,
      location: entry.location,
      description: entry.description,
    })),
    education: profile.education.map((entry) => ({ ...entry })),
    license: profile.license.map((entry) => ({ ...entry })),
    questions: profile.questions.map((entry) => ({ ...entry })),
  };
  if (access.identity) {
    if (profile.createdAt !== undefined) result.createdAt = profile.createdAt;
    if (profile.updatedAt !== undefined) result.updatedAt = profile.updatedAt;
    Object.assign(result, {
      userId: profile.userId,
      avatar: profile.avatar,
      phone: profile.phone,
      address: profile.address,
      city: profile.city,
      state: profile.state,
      postalCode: profile.postalCode,
      county: profile.county,
      personalStatement: profile.personalStatement,
    } satisfies Partial<CloakedClientProfile>);
  }

  if (access.justiceAndSupport) {
    Object.assign(result, {
      justiceStatus: profile.justiceStatus,
      facility: profile.facility,
      expectedReleasedAt: profile.expectedReleasedAt,
      releasedCounty: profile.releasedCounty,
      support: [...profile.support],
      reentryServiceProvider: profile.reentryServiceProvider,
      reentryPipeline: profile.reentryPipeline,
      offense: [...profile.offense],
      sexualOffenderRegistry: profile.sexualOffenderRegistry,
      sbn: profile.sbn,
      timeServed: profile.timeServed,
      releasedAt: profile.releasedAt,
      stateOrFederal: profile.stateOrFederal,
      referredBy: profile.referredBy,
    } satisfies Partial<CloakedClientProfile>);
  }

  if (access.diversity) result.diversity = { ...profile.diversity };

  return result;
}

/**
 * An applicant as a list or an application names them, cloaked like the profile: before an
 * interview the masked names and the application's id in place of the client's.
 */
export function cloakApplicant(
  person: { id: string; firstName: string; lastName: string },
  application: { id: string; status: ApplicationStatus },
): { id: string; firstName: string; lastName: string } {
  return isUncloakedStatus(application.status)
    ? { id: person.id, firstName: person.firstName, lastName: person.lastName }
    : {
        id: application.id,
        firstName: maskName(person.firstName),
        lastName: maskName(person.lastName),
      };
}
