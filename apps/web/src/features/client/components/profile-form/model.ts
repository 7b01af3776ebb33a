/**
 * The client profile form as the onboarding wizard and the edit screens hold it: one React Hook
 * Form over the shared `ClientProfileFormSchema` (docs/data-model.md, docs/validation.md). A wizard
 * step or an edit screen is valid when the schema reports nothing about its own fields.
 */
import type { Path, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import {
  ClientProfileFormSchema,
  OFFENSE_GROUP_KEYS,
  offenseGroupsFromList,
  PIPELINE_REQUEST_PROVIDER,
  VALIDATION_MESSAGES,
  type ClientProfileFormInput,
  type ClientProfileFormValues,
  type OffenseGroup,
} from '@fairchance/shared';

export type ProfileFormInput = ClientProfileFormInput;
export type ProfileFormValues = ClientProfileFormValues;
export type ProfileForm = UseFormReturn<ProfileFormInput, unknown, ProfileFormValues>;
export type ProfileFieldName = Path<ProfileFormInput>;
/** A field name, or a path the schema reports on without a field of its own ('offense'). */
export type ProfilePath = ProfileFieldName | 'offense';

/** Asking for a reentry pipeline means choosing a provider for it. */
function requirePipelineChoice(value: ProfileFormValues, ctx: z.RefinementCtx): void {
  if (value.reentryServiceProvider === PIPELINE_REQUEST_PROVIDER && !value.reentryPipeline)
    ctx.addIssue({
      code: 'custom',
      path: ['reentryPipeline'],
      message: VALIDATION_MESSAGES.required,
    });
}

/**
 * The wizard adds onboarding's own rules to the shared ones: the phone is required there
 * (docs/validation.md#client-profile: optional in the profile, required in onboarding), and asking
 * for a reentry pipeline means choosing a provider for it.
 */
export const OnboardingFormSchema = ClientProfileFormSchema.superRefine((value, ctx) => {
  if (!value.phone)
    ctx.addIssue({ code: 'custom', path: ['phone'], message: VALIDATION_MESSAGES.phoneRequired });
  requirePipelineChoice(value, ctx);
});

/** The profile's edit screens: the shared rules, and the pipeline's choice as in onboarding. */
export const ProfileEditFormSchema = ClientProfileFormSchema.superRefine(requirePipelineChoice);

/** The shared schema, or the onboarding one built on it (the same type). */
export type ProfileSchema = typeof ClientProfileFormSchema;

/** An empty profile: what the wizard starts from. */
export function emptyProfileForm(): ProfileFormInput {
  return {
    phone: '',
    address: '',
    city: '',
    state: '',
    postalCode: '',
    county: '',
    personalSummary: '',
    personalStatement: '',
    facility: '',
    expectedReleasedAt: null,
    releasedCounty: '',
    support: [],
    reentryServiceProvider: null,
    reentryPipeline: null,
    rspId: null,
    personalStrengths: [],
    experience: [],
    languages: [],
    ...offenseGroupsFromList([]),
    // Asked only after a sexual offense is chosen; 'no' until then (docs/product.md).
    sexualOffenderRegistry: 'no',
    sbn: 'no',
    timeServed: null,
    releasedAt: null,
    stateOrFederal: null,
    relativeExperience: [],
    education: [],
    license: [],
    questions: [],
    diversity: {
      gender: '',
      orientation: '',
      religion: '',
      maritalStatus: '',
      age: '',
      disability: '',
      ethnicity: '',
      veteranStatus: '',
    },
    referredBy: '',
  } as Omit<ProfileFormInput, 'justiceStatus'> as ProfileFormInput;
}

export const OFFENSE_PATHS = [...OFFENSE_GROUP_KEYS, 'offense'] as const satisfies ProfilePath[];

/** Does the schema issue at `path` belong to one of `fields` (a field or a parent of it)? */
export function isIssueOf(path: readonly PropertyKey[], fields: readonly string[]): boolean {
  const joined = path.map(String).join('.');
  return fields.some((field) => joined === field || joined.startsWith(`${field}.`));
}

/** The schema's messages for `fields`, when the whole profile is parsed. */
export function issuesOf(schema: ProfileSchema, values: unknown, fields: readonly string[]) {
  const result = schema.safeParse(values);
  if (result.success) return [];
  return result.error.issues.filter((issue) => isIssueOf(issue.path, fields));
}

export function hasSexualOffense(values: Partial<Record<OffenseGroup, unknown>>): boolean {
  const list = values.offenseSexual;
  return Array.isArray(list) && list.length > 0;
}

/** Compares two form values as data (arrays and objects by content). */
export function isSameValue(a: unknown, b: unknown): boolean {
  // An empty input ('') and a missing answer (null) are the same to the profile.
  const normal = (value: unknown) => (value === '' || value === undefined ? null : value);
  return JSON.stringify(normal(a)) === JSON.stringify(normal(b));
}
