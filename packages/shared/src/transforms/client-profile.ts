/**
 * The client profile in its three shapes, and the save transform between them
 * (docs/data-model.md#client-profile, docs/validation.md#client-profile,
 * docs/rules.md#client-profile-transform):
 *
 * - `ClientProfileFormSchema`: what the onboarding wizard and edit forms hold. Yes/no answers are
 *   'yes' | 'no' strings, offenses are seven group arrays (offenseDrugs, ...), the phone may be
 *   masked.
 * - `ClientProfileDataSchema` / `ClientProfileSchema`: the stored shape the API answers. Yes/no
 *   are booleans, offenses are one merged list `offense`, phone is digits, months 1-12 and
 *   four-digit years.
 * - `ClientProfileInputSchema`: what POST /v1/clients accepts: either of the two shapes above,
 *   field by field, with the rules of docs/validation.md#client-profile. The server runs
 *   `toClientProfilePayload` on it, so a caller that skips the web app gets the same clean data.
 *
 * `toClientProfilePayload` is idempotent: its output is a valid input that maps to itself.
 */
import { z } from 'zod';
import {
  HISTORY_DESCRIPTION_MAX_LENGTH,
  LIST_MAX_ITEMS,
  PERSONAL_STRENGTHS_COUNT,
  STATEMENT_MAX_LENGTH,
  SUMMARY_MAX_LENGTH,
  TEXT_MAX_LENGTH,
} from '../constants.ts';
import { localIsoDate, monthKey } from '../dates.ts';
import {
  AGES,
  ETHNICITIES,
  GENDERS,
  MARITAL_STATUSES,
  ORIENTATIONS,
  RELIGIONS,
  VETERAN_STATUSES,
} from '../enums/diversity.ts';
import { FACILITIES, US_STATE_CODES, WISCONSIN_COUNTIES } from '../enums/geography.ts';
import {
  JUSTICE_STATUSES,
  RELEASED_AT,
  STATE_OR_FEDERAL,
  TIME_SERVED,
  YES_NO,
} from '../enums/justice.ts';
import type { JusticeStatus, YesNo } from '../enums/justice.ts';
import type { OffenseGroup } from '../enums/offenses.ts';
import {
  isSexualOffense,
  mergeOffenses,
  OFFENSES,
  offenseGroupsFromList,
} from '../enums/offenses.ts';
import {
  EXPERIENCE_SKILLS,
  LANGUAGE_LEVELS,
  LANGUAGES,
  PERSONAL_STRENGTHS,
  REFERRED_BY,
  SUPPORT_NEEDS,
} from '../enums/profile.ts';
import { OTHER_PROVIDER, REENTRY_PROVIDERS } from '../enums/providers.ts';
import { formatPhone, phoneDigits } from '../format/phone.ts';
import {
  QuestionAnswerRequestSchema,
  QuestionAnswerSchema,
  TimestampSchema,
  nullableIdField,
} from '../schemas/common.ts';
import {
  choiceList,
  isoDateField,
  monthField,
  monthValue,
  optionalEnum,
  optionalMonthField,
  optionalPhoneField,
  optionalPostalCodeField,
  optionalString,
  optionalUsStateField,
  optionalYearField,
  requiredEnum,
  requiredLine,
  requiredString,
  yearField,
  yearValue,
  yesNoOrBooleanField,
} from '../validation/fields.ts';
import {
  offenseGroupFields,
  offenseGroupFormFields,
  offenseGroupInputFields,
} from '../validation/offense-fields.ts';
import { VALIDATION_MESSAGES as M } from '../validation/messages.ts';

// ---- list entries: work history, education, licenses, languages -------------------------------

/**
 * Dates are kept to the month (or year), so "after" is checked as "not before": a job that
 * started and ended in the same month, or a certificate started and earned in the same year,
 * is valid.
 */
export const ExperienceEntryFormSchema = z
  .object({
    title: requiredLine(TEXT_MAX_LENGTH),
    company: requiredLine(TEXT_MAX_LENGTH),
    startAtMonth: monthField,
    startAtYear: yearField,
    endAtMonth: optionalMonthField,
    endAtYear: optionalYearField,
    stillWork: z.boolean().default(false),
    location: optionalString(TEXT_MAX_LENGTH),
    description: requiredString(HISTORY_DESCRIPTION_MAX_LENGTH),
  })
  .superRefine((entry, ctx) => {
    // Someone still in the job has no end date: nothing more to check.
    if (entry.stillWork) return;
    if (entry.endAtMonth === null)
      ctx.addIssue({ code: 'custom', path: ['endAtMonth'], message: M.required });
    if (entry.endAtYear === null)
      ctx.addIssue({ code: 'custom', path: ['endAtYear'], message: M.required });
    if (entry.endAtMonth === null || entry.endAtYear === null) return;
    const start = monthKey({ year: entry.startAtYear, month: entry.startAtMonth });
    const end = monthKey({ year: entry.endAtYear, month: entry.endAtMonth });
    if (end < start)
      ctx.addIssue({ code: 'custom', path: ['endAtYear'], message: M.endAfterStart });
  });

export const EducationEntryFormSchema = z
  .object({
    schoolIssuer: requiredString(TEXT_MAX_LENGTH),
    degree: requiredString(TEXT_MAX_LENGTH),
    areaOfStudy: optionalString(TEXT_MAX_LENGTH),
    startYear: yearField,
    /** Empty while still studying. */
    yearEarned: optionalYearField,
    description: requiredString(HISTORY_DESCRIPTION_MAX_LENGTH),
  })
  .superRefine((entry, ctx) => {
    if (entry.yearEarned !== null && entry.yearEarned < entry.startYear)
      ctx.addIssue({ code: 'custom', path: ['yearEarned'], message: M.yearEarnedAfterStart });
  });

export const LicenseEntryFormSchema = z
  .object({
    licenseName: requiredString(TEXT_MAX_LENGTH),
    issuingOrganization: requiredString(TEXT_MAX_LENGTH),
    issueAtMonth: monthField,
    issueAtYear: yearField,
    /** The expiration is optional, but a month needs its year and the other way round. */
    expirationAtMonth: optionalMonthField,
    expirationAtYear: optionalYearField,
  })
  .superRefine((entry, ctx) => {
    const { expirationAtMonth: month, expirationAtYear: year } = entry;
    if (month === null && year === null) return;
    if (month === null) {
      ctx.addIssue({ code: 'custom', path: ['expirationAtMonth'], message: M.required });
      return;
    }
    if (year === null) {
      ctx.addIssue({ code: 'custom', path: ['expirationAtYear'], message: M.required });
      return;
    }
    const issued = monthKey({ year: entry.issueAtYear, month: entry.issueAtMonth });
    if (monthKey({ year, month }) < issued)
      ctx.addIssue({ code: 'custom', path: ['expirationAtYear'], message: M.expirationAfterIssue });
  });

export const LanguageEntryFormSchema = z.object({
  language: requiredEnum(LANGUAGES),
  level: requiredEnum(LANGUAGE_LEVELS),
});

// ---- the stored shape (answers) -----------------------------------------------------------------

/*
 * Answer schemas describe shape only (types and value lists, no business rules and no
 * transforms): rules are enforced on the way in, and an answer must never fail to serialize
 * because a rule changed after the data was saved.
 */

export const ExperienceEntrySchema = z.object({
  title: z.string(),
  company: z.string(),
  startAtMonth: monthValue,
  startAtYear: yearValue,
  endAtMonth: monthValue.nullable(),
  endAtYear: yearValue.nullable(),
  stillWork: z.boolean(),
  location: z.string().nullable(),
  description: z.string(),
});
export type ExperienceEntry = z.infer<typeof ExperienceEntrySchema>;

export const EducationEntrySchema = z.object({
  schoolIssuer: z.string(),
  degree: z.string(),
  areaOfStudy: z.string().nullable(),
  startYear: yearValue,
  yearEarned: yearValue.nullable(),
  description: z.string(),
});
export type EducationEntry = z.infer<typeof EducationEntrySchema>;

export const LicenseEntrySchema = z.object({
  licenseName: z.string(),
  issuingOrganization: z.string(),
  issueAtMonth: monthValue,
  issueAtYear: yearValue,
  expirationAtMonth: monthValue.nullable(),
  expirationAtYear: yearValue.nullable(),
});
export type LicenseEntry = z.infer<typeof LicenseEntrySchema>;

export const LanguageEntrySchema = z.object({
  language: z.enum(LANGUAGES),
  level: z.enum(LANGUAGE_LEVELS),
});
export type LanguageEntry = z.infer<typeof LanguageEntrySchema>;

export const DiversitySchema = z.object({
  gender: z.enum(GENDERS).nullable(),
  orientation: z.enum(ORIENTATIONS).nullable(),
  religion: z.enum(RELIGIONS).nullable(),
  maritalStatus: z.enum(MARITAL_STATUSES).nullable(),
  age: z.enum(AGES).nullable(),
  disability: z.boolean().nullable(),
  ethnicity: z.enum(ETHNICITIES).nullable(),
  veteranStatus: z.enum(VETERAN_STATUSES).nullable(),
});
export type Diversity = z.infer<typeof DiversitySchema>;

/** The profile fields the client fills in, as stored (no ids, no account fields). */
export const ClientProfileDataSchema = z.object({
  phone: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.enum(US_STATE_CODES).nullable(),
  postalCode: z.string().nullable(),
  /** The Wisconsin county the client lives in (only with a Wisconsin address or none). */
  county: z.enum(WISCONSIN_COUNTIES).nullable(),
  personalSummary: z.string().nullable(),
  /**
   * The client's own words about what they have done since (certificates, references): an
   * employer sees it only from the interview on (docs/roles-and-permissions.md#cloaking).
   */
  personalStatement: z.string().nullable(),
  justiceStatus: z.enum(JUSTICE_STATUSES),
  facility: z.enum(FACILITIES).nullable(),
  /** Calendar date YYYY-MM-DD. */
  expectedReleasedAt: z.string().nullable(),
  releasedCounty: z.enum(WISCONSIN_COUNTIES).nullable(),
  support: z.array(z.enum(SUPPORT_NEEDS)),
  reentryServiceProvider: z.enum(REENTRY_PROVIDERS).nullable(),
  reentryPipeline: z.enum(REENTRY_PROVIDERS).nullable(),
  /**
   * An organization registered here that the client chose with 'other' (not one of the known
   * providers); null otherwise. The choice links the client to it (docs/rules.md#provider-links).
   */
  rspId: z.uuid().nullable(),
  personalStrengths: z.array(z.enum(PERSONAL_STRENGTHS)),
  experience: z.array(z.enum(EXPERIENCE_SKILLS)),
  languages: z.array(LanguageEntrySchema),
  /** The merged offense list (docs/api.md), in the canonical order of OFFENSES. */
  offense: z.array(z.enum(OFFENSES)),
  sexualOffenderRegistry: z.boolean(),
  sbn: z.boolean(),
  timeServed: z.enum(TIME_SERVED).nullable(),
  releasedAt: z.enum(RELEASED_AT).nullable(),
  stateOrFederal: z.enum(STATE_OR_FEDERAL).nullable(),
  relativeExperience: z.array(ExperienceEntrySchema),
  education: z.array(EducationEntrySchema),
  license: z.array(LicenseEntrySchema),
  questions: z.array(QuestionAnswerSchema),
  diversity: DiversitySchema,
  referredBy: z.enum(REFERRED_BY).nullable(),
});
export type ClientProfileData = z.infer<typeof ClientProfileDataSchema>;

/** The whole profile as GET /v1/clients/{id} answers it to its owner. */
export const ClientProfileSchema = ClientProfileDataSchema.extend({
  id: z.uuid(),
  userId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  createdAt: TimestampSchema.optional(),
  updatedAt: TimestampSchema.optional(),
});
export type ClientProfile = z.infer<typeof ClientProfileSchema>;

// ---- the form shape -----------------------------------------------------------------------------

const diversityFormFields = {
  gender: optionalEnum(GENDERS),
  orientation: optionalEnum(ORIENTATIONS),
  religion: optionalEnum(RELIGIONS),
  maritalStatus: optionalEnum(MARITAL_STATUSES),
  age: optionalEnum(AGES),
  disability: optionalEnum(YES_NO),
  ethnicity: optionalEnum(ETHNICITIES),
  veteranStatus: optionalEnum(VETERAN_STATUSES),
};

/** Diversity answers are all optional: a person may skip any of them. */
export const DiversityFormSchema = z.object(diversityFormFields);

/** Fields with the same rules in the form and in the API input. */
const scalarFields = {
  phone: optionalPhoneField,
  address: optionalString(TEXT_MAX_LENGTH),
  city: optionalString(TEXT_MAX_LENGTH),
  state: optionalUsStateField,
  postalCode: optionalPostalCodeField,
  county: optionalEnum(WISCONSIN_COUNTIES),
  personalSummary: optionalString(SUMMARY_MAX_LENGTH),
  personalStatement: optionalString(STATEMENT_MAX_LENGTH),
  justiceStatus: requiredEnum(JUSTICE_STATUSES),
  facility: optionalEnum(FACILITIES),
  expectedReleasedAt: isoDateField.nullish(),
  releasedCounty: optionalEnum(WISCONSIN_COUNTIES),
  reentryServiceProvider: optionalEnum(REENTRY_PROVIDERS),
  reentryPipeline: optionalEnum(REENTRY_PROVIDERS),
  rspId: nullableIdField,
  personalStrengths: choiceList(z.enum(PERSONAL_STRENGTHS), { exact: PERSONAL_STRENGTHS_COUNT }),
  timeServed: optionalEnum(TIME_SERVED),
  releasedAt: optionalEnum(RELEASED_AT),
  stateOrFederal: optionalEnum(STATE_OR_FEDERAL),
  referredBy: optionalEnum(REFERRED_BY),
};

/** List fields; array steps may be left empty (docs/web-app.md#forms-and-wizards: minimum items zero). */
const listFields = {
  support: choiceList(z.enum(SUPPORT_NEEDS)),
  experience: choiceList(z.enum(EXPERIENCE_SKILLS)),
  languages: z.array(LanguageEntryFormSchema).max(LANGUAGES.length, M.maxItems(LANGUAGES.length)),
  relativeExperience: z
    .array(ExperienceEntryFormSchema)
    .max(LIST_MAX_ITEMS, M.maxItems(LIST_MAX_ITEMS)),
  education: z.array(EducationEntryFormSchema).max(LIST_MAX_ITEMS, M.maxItems(LIST_MAX_ITEMS)),
  license: z.array(LicenseEntryFormSchema).max(LIST_MAX_ITEMS, M.maxItems(LIST_MAX_ITEMS)),
  questions: z.array(QuestionAnswerRequestSchema).max(LIST_MAX_ITEMS, M.maxItems(LIST_MAX_ITEMS)),
};

/**
 * The same lists, empty when not sent. Kept apart from `listFields` because zod applies defaults
 * even inside `.partial()`, and a PATCH must not empty lists it did not send.
 */
const listFieldsWithDefaults = {
  support: listFields.support.default([]),
  experience: listFields.experience.default([]),
  languages: listFields.languages.default([]),
  relativeExperience: listFields.relativeExperience.default([]),
  education: listFields.education.default([]),
  license: listFields.license.default([]),
  questions: listFields.questions.default([]),
};

const commonFields = { ...scalarFields, ...listFieldsWithDefaults };

/** Every diversity question unanswered (a profile that never answered them, a fresh form). */
export const EMPTY_DIVERSITY: Readonly<Diversity> = {
  gender: null,
  orientation: null,
  religion: null,
  maritalStatus: null,
  age: null,
  disability: null,
  ethnicity: null,
  veteranStatus: null,
};

const ClientProfileFormObject = z.object({
  ...commonFields,
  ...offenseGroupFormFields,
  /** Asked only when a sexual offense is chosen; otherwise stays unanswered ('no'). */
  sexualOffenderRegistry: optionalEnum(YES_NO),
  sbn: optionalEnum(YES_NO),
  // A function, so each form gets its own object.
  diversity: DiversityFormSchema.default(() => ({ ...EMPTY_DIVERSITY, disability: null })),
});

// ---- the API input: either shape, field by field ----------------------------------------------

/** Input-only fields: the stored list or the groups, yes/no or booleans. */
const inputOnlyFields = {
  /** The stored merged list; group arrays, when sent, replace their part of it. */
  offense: choiceList(z.enum(OFFENSES)).optional(),
  ...offenseGroupInputFields,
  sexualOffenderRegistry: yesNoOrBooleanField,
  sbn: yesNoOrBooleanField,
  diversity: DiversityFormSchema.extend({ disability: yesNoOrBooleanField }).optional(),
};

const ClientProfileInputObject = z.object({ ...commonFields, ...inputOnlyFields });

/** A PATCH's fields: the input fields without list defaults, every one optional. */
const ClientProfilePatchObject = z
  .object({
    ...scalarFields,
    ...listFields,
    ...inputOnlyFields,
    // Diversity merges field by field: a PATCH may send one answer.
    diversity: DiversityFormSchema.extend({ disability: yesNoOrBooleanField }).partial(),
  })
  .partial();

/**
 * An onboarding draft's answers (docs/decisions/025-onboarding-drafts.md): the form's own fields,
 * each with its own checks, every one optional and none filled in by default; the cross-field rules
 * wait for the profile itself. Keys it does not know are dropped. `questions` is not asked in
 * onboarding, so a draft has none.
 */
export const ClientProfileDraftAnswersSchema = z
  .object({
    ...scalarFields,
    support: listFields.support,
    experience: listFields.experience,
    languages: listFields.languages,
    relativeExperience: listFields.relativeExperience,
    education: listFields.education,
    license: listFields.license,
    ...offenseGroupFields,
    sexualOffenderRegistry: optionalEnum(YES_NO),
    sbn: optionalEnum(YES_NO),
    diversity: DiversityFormSchema.partial(),
  })
  .partial();
export type ClientProfileDraftAnswers = z.output<typeof ClientProfileDraftAnswersSchema>;

/** The form's values after validation. */
export type ClientProfileFormValues = z.output<typeof ClientProfileFormObject>;
/** The form's values while editing (what defaultValues and inputs hold). */
export type ClientProfileFormInput = z.input<typeof ClientProfileFormObject>;
/** What `toClientProfilePayload` accepts: validated form values or the stored shape. */
export type ClientProfileInput = z.output<typeof ClientProfileInputObject>;

// ---- rules shared by the form and the API -----------------------------------------------------

/** The fields the cross-field rules read; both the form and the input shapes have them. */
type RuleInput = Pick<
  ClientProfileInput,
  | 'justiceStatus'
  | 'facility'
  | 'expectedReleasedAt'
  | 'timeServed'
  | 'releasedAt'
  | 'stateOrFederal'
  | 'sexualOffenderRegistry'
  | 'sbn'
  | 'offense'
  | OffenseGroup
>;

interface RuleOptions {
  /** Check that the expected release is after today. Off when re-checking stored data. */
  checkReleaseInFuture: boolean;
}

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

function checkClientProfile(value: RuleInput, ctx: z.RefinementCtx, options: RuleOptions) {
  const required = (path: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message: M.required });
  const incarcerated = value.justiceStatus === 'currentlyIncarcerated';

  if (incarcerated) {
    if (isBlank(value.facility)) required('facility');
    if (isBlank(value.expectedReleasedAt)) required('expectedReleasedAt');
    else if (
      options.checkReleaseInFuture &&
      value.expectedReleasedAt &&
      value.expectedReleasedAt <= localIsoDate()
    )
      ctx.addIssue({ code: 'custom', path: ['expectedReleasedAt'], message: M.dateInFuture });
  }

  // Someone with no offense skips every offense question (docs/product.md step 5).
  if (value.justiceStatus === 'noOffense') return;

  const offenses = mergeOffenses(value);
  if (offenses.length === 0)
    ctx.addIssue({ code: 'custom', path: ['offense'], message: M.atLeastOne });
  if (offenses.some(isSexualOffense)) {
    if (isBlank(value.sexualOffenderRegistry)) required('sexualOffenderRegistry');
    if (isBlank(value.sbn)) required('sbn');
  }
  if (isBlank(value.timeServed)) required('timeServed');
  // Released-at is skipped for people still inside: the transform sets 'notCompleted'.
  if (!incarcerated && isBlank(value.releasedAt)) required('releasedAt');
  if (isBlank(value.stateOrFederal)) required('stateOrFederal');
}

/** The wizard's and edit forms' schema (docs/validation.md#client-profile). */
export const ClientProfileFormSchema = ClientProfileFormObject.superRefine((value, ctx) =>
  checkClientProfile(value, ctx, { checkReleaseInFuture: true }),
);

/** POST /v1/clients before the transform: the form shape or the stored shape, with the rules. */
export const ClientProfileInputSchema = ClientProfileInputObject.superRefine((value, ctx) =>
  checkClientProfile(value, ctx, { checkReleaseInFuture: true }),
);

/**
 * The same rules for a stored profile with a patch applied: the release date is not re-checked,
 * so a client whose expected release has passed can still edit other sections.
 */
const ClientProfileMergedSchema = ClientProfileInputObject.superRefine((value, ctx) =>
  checkClientProfile(value, ctx, { checkReleaseInFuture: false }),
);

/** PATCH /v1/clients/{id}: any subset of the input fields, each with its own rules. */
export const ClientProfilePatchSchema = ClientProfilePatchObject.superRefine((value, ctx) => {
  // A newly sent release date must be in the future, as in the wizard.
  if (value.expectedReleasedAt && value.expectedReleasedAt <= localIsoDate())
    ctx.addIssue({ code: 'custom', path: ['expectedReleasedAt'], message: M.dateInFuture });
});
export type ClientProfilePatch = z.output<typeof ClientProfilePatchSchema>;

// ---- the transform ------------------------------------------------------------------------------

/** Re-exported here because edit forms reach for them with the profile. */
export { mergeOffenses, offenseGroupsFromList } from '../enums/offenses.ts';
export type { OffenseGroupValues } from '../enums/offenses.ts';

const toBoolean = (value: boolean | YesNo | null | undefined): boolean =>
  value === true || value === 'yes';

const toOptionalBoolean = (value: boolean | YesNo | null | undefined): boolean | null =>
  value === null || value === undefined ? null : toBoolean(value);

/**
 * The save transform (docs/rules.md#client-profile-transform), from validated form values or the
 * stored shape to the stored shape:
 * - yes/no become booleans (registry, SBN, disability);
 * - the offense groups merge into `offense`;
 * - noOffense clears offense, timeServed, stateOrFederal and releasedAt;
 * - currentlyIncarcerated sets releasedAt 'notCompleted' and keeps facility, expectedReleasedAt and
 *   releasedCounty; any other status sets those three to null;
 * - registry and SBN are kept only when a sexual offense is selected (else false);
 * - the phone is digits only;
 * - the county is kept only with a Wisconsin address (or no state);
 * - a job still held has no end date.
 */
export function toClientProfilePayload(input: ClientProfileInput): ClientProfileData {
  const status: JusticeStatus = input.justiceStatus;
  const hasRecord = status !== 'noOffense';
  const incarcerated = status === 'currentlyIncarcerated';
  const offense = hasRecord ? mergeOffenses(input) : [];
  const hasSexualOffense = offense.some(isSexualOffense);
  const phone = phoneDigits(input.phone);

  return {
    phone: phone === '' ? null : phone,
    address: input.address ?? null,
    city: input.city ?? null,
    state: input.state ?? null,
    postalCode: input.postalCode ?? null,
    // Counties are Wisconsin's: an address in another state has none.
    county: input.state && input.state !== 'WI' ? null : (input.county ?? null),
    personalSummary: input.personalSummary ?? null,
    personalStatement: input.personalStatement ?? null,
    justiceStatus: status,
    facility: incarcerated ? (input.facility ?? null) : null,
    expectedReleasedAt: incarcerated ? (input.expectedReleasedAt ?? null) : null,
    releasedCounty: incarcerated ? (input.releasedCounty ?? null) : null,
    support: [...input.support],
    reentryServiceProvider: input.reentryServiceProvider ?? null,
    reentryPipeline: input.reentryPipeline ?? null,
    rspId: input.reentryServiceProvider === OTHER_PROVIDER ? (input.rspId ?? null) : null,
    personalStrengths: [...input.personalStrengths],
    experience: [...input.experience],
    languages: input.languages.map(({ language, level }) => ({ language, level })),
    offense,
    sexualOffenderRegistry: hasSexualOffense && toBoolean(input.sexualOffenderRegistry),
    sbn: hasSexualOffense && toBoolean(input.sbn),
    timeServed: hasRecord ? (input.timeServed ?? null) : null,
    releasedAt: !hasRecord ? null : incarcerated ? 'notCompleted' : (input.releasedAt ?? null),
    stateOrFederal: hasRecord ? (input.stateOrFederal ?? null) : null,
    relativeExperience: input.relativeExperience.map((entry) => ({
      title: entry.title,
      company: entry.company,
      startAtMonth: entry.startAtMonth,
      startAtYear: entry.startAtYear,
      endAtMonth: entry.stillWork ? null : (entry.endAtMonth ?? null),
      endAtYear: entry.stillWork ? null : (entry.endAtYear ?? null),
      stillWork: entry.stillWork,
      location: entry.location ?? null,
      description: entry.description,
    })),
    education: input.education.map((entry) => ({
      schoolIssuer: entry.schoolIssuer,
      degree: entry.degree,
      areaOfStudy: entry.areaOfStudy ?? null,
      startYear: entry.startYear,
      yearEarned: entry.yearEarned ?? null,
      description: entry.description,
    })),
    license: input.license.map((entry) => ({
      licenseName: entry.licenseName,
      issuingOrganization: entry.issuingOrganization,
      issueAtMonth: entry.issueAtMonth,
      issueAtYear: entry.issueAtYear,
      expirationAtMonth: entry.expirationAtMonth ?? null,
      expirationAtYear: entry.expirationAtYear ?? null,
    })),
    questions: input.questions.map(({ question, answer }) => ({ question, answer })),
    diversity: input.diversity
      ? {
          gender: input.diversity.gender ?? null,
          orientation: input.diversity.orientation ?? null,
          religion: input.diversity.religion ?? null,
          maritalStatus: input.diversity.maritalStatus ?? null,
          age: input.diversity.age ?? null,
          disability: toOptionalBoolean(input.diversity.disability),
          ethnicity: input.diversity.ethnicity ?? null,
          veteranStatus: input.diversity.veteranStatus ?? null,
        }
      : { ...EMPTY_DIVERSITY },
    referredBy: input.referredBy ?? null,
  };
}

/** POST /v1/clients: validates either shape and answers the stored shape. */
export const CreateClientProfileRequestSchema = ClientProfileInputSchema.superRefine(
  (value, ctx) => {
    // docs/validation.md: the phone is optional on the profile, but required in onboarding
    // (creation).
    if (!value.phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: M.phoneRequired });
  },
).transform(toClientProfilePayload);
/** What the server has after parsing: the stored shape. */
export type CreateClientProfileRequest = z.infer<typeof CreateClientProfileRequestSchema>;
/** What a caller may send: the form shape, the stored shape, or a mix, field by field. */
export type CreateClientProfileRequestInput = z.input<typeof CreateClientProfileRequestSchema>;

/** PATCH /v1/clients/{id}: a partial input; apply it with `applyClientProfilePatch`. */
export const UpdateClientProfileRequestSchema = ClientProfilePatchSchema;
export type UpdateClientProfileRequest = z.infer<typeof UpdateClientProfileRequestSchema>;
export type UpdateClientProfileRequestInput = z.input<typeof UpdateClientProfileRequestSchema>;

/**
 * Applies a validated PATCH to a stored profile and re-checks the whole result with the rules of
 * docs/validation.md rules (e.g. a status changed from noOffense now needs offenses). Answers the
 * new stored shape, or the issues to report as 400 details. Group arrays replace only their part of
 * `offense`; `diversity` merges field by field.
 */
export function applyClientProfilePatch(
  stored: ClientProfileData,
  patch: ClientProfilePatch,
): z.ZodSafeParseResult<ClientProfileData> {
  const defined = Object.fromEntries(
    Object.entries(patch).filter(([, value]) => value !== undefined),
  ) as ClientProfilePatch;
  const merged = {
    ...stored,
    ...defined,
    diversity: { ...stored.diversity, ...(defined.diversity ?? {}) },
  };
  return ClientProfileMergedSchema.transform(toClientProfilePayload).safeParse(merged);
}

// ---- back to the form ---------------------------------------------------------------------------

const toYesNo = (value: boolean): YesNo => (value ? 'yes' : 'no');

/** Stored profile to form values, for the edit forms (masked phone, yes/no, offense groups). */
export function toClientProfileFormValues(profile: ClientProfileData): ClientProfileFormValues {
  const { offense, ...rest } = toClientProfilePayload(profile);
  return {
    ...rest,
    ...offenseGroupsFromList(offense),
    phone: profile.phone ? formatPhone(profile.phone) : null,
    sexualOffenderRegistry: toYesNo(profile.sexualOffenderRegistry),
    sbn: toYesNo(profile.sbn),
    diversity: {
      ...profile.diversity,
      disability:
        profile.diversity.disability === null ? null : toYesNo(profile.diversity.disability),
    },
  };
}
