/**
 * Employer profile: POST /v1/employers, PATCH /v1/employers/{id} (docs/data-model.md,
 * docs/validation.md, docs/api.md#endpoints).
 */
import { z } from 'zod';
import { DESCRIPTION_MAX_LENGTH, TEXT_MAX_LENGTH } from '../constants.ts';
import {
  EMPLOYER_ROLES,
  INDUSTRIES,
  NUMBER_OF_EMPLOYEES,
  YEARS_IN_BUSINESS,
} from '../enums/employer.ts';
import { US_STATE_CODES } from '../enums/geography.ts';
import {
  emailField,
  nameField,
  postalCodeField,
  requiredEnum,
  requiredLine,
  requiredString,
  usStateField,
} from '../validation/fields.ts';
import { IdSchema, MediaKeyField, TimestampSchema } from './common.ts';

/**
 * The fields an employer edits. `availableJobsCount` is deliberately absent: quotas change only
 * by an admin (docs/rules.md#quotas), and unknown keys are stripped, so a PATCH cannot set it.
 */
const employerFields = {
  name: requiredLine(TEXT_MAX_LENGTH),
  industry: requiredEnum(INDUSTRIES),
  description: requiredString(DESCRIPTION_MAX_LENGTH),
  yearsInBusiness: requiredEnum(YEARS_IN_BUSINESS),
  numberOfEmployees: requiredEnum(NUMBER_OF_EMPLOYEES),
  address: requiredString(TEXT_MAX_LENGTH),
  city: requiredString(TEXT_MAX_LENGTH),
  state: usStateField,
  postalCode: postalCodeField,
  avatar: MediaKeyField.nullish(),
};

export const CreateEmployerRequestSchema = z.object(employerFields);
export type CreateEmployerRequest = z.infer<typeof CreateEmployerRequestSchema>;

/** The profile wizard and My Profile validate with the same rules. */
export const EmployerFormSchema = CreateEmployerRequestSchema;
export type EmployerFormValues = z.input<typeof EmployerFormSchema>;

export const UpdateEmployerRequestSchema = CreateEmployerRequestSchema.partial();
export type UpdateEmployerRequest = z.infer<typeof UpdateEmployerRequestSchema>;

export const EmployerSchema = z.object({
  id: z.uuid(),
  userId: z.uuid().optional(),
  name: z.string(),
  industry: z.enum(INDUSTRIES),
  description: z.string(),
  yearsInBusiness: z.enum(YEARS_IN_BUSINESS),
  numberOfEmployees: z.enum(NUMBER_OF_EMPLOYEES),
  address: z.string(),
  city: z.string(),
  state: z.enum(US_STATE_CODES),
  postalCode: z.string(),
  avatar: z.string().nullable().optional(),
  /** Jobs the employer may still post (docs/rules.md#quotas). */
  availableJobsCount: z.number().int().min(0),
  /** Applicants the employer may still move to interview for free (docs/rules.md#quotas). */
  availableUncloaksCount: z.number().int().min(0).optional(),
  createdAt: TimestampSchema.optional(),
  updatedAt: TimestampSchema.optional(),
});
export type Employer = z.infer<typeof EmployerSchema>;

/** What a job shows about its employer. */
export const EmployerSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
});
export type EmployerSummary = z.infer<typeof EmployerSummarySchema>;

// ---- the company's team (docs/rules.md#employer-team) ------------------------------------------

/** POST /v1/employers/{id}/invitations: a colleague to invite (owner only). */
export const InviteColleagueRequestSchema = z.object({
  firstName: nameField,
  lastName: nameField,
  email: emailField,
});
export type InviteColleagueRequest = z.infer<typeof InviteColleagueRequestSchema>;
export type InviteColleagueFormValues = z.input<typeof InviteColleagueRequestSchema>;

/** A colleague's invitation still pending: listed and withdrawable by the owner. */
export const EmployerInvitationSchema = z.object({
  id: IdSchema,
  employerId: IdSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  createdAt: TimestampSchema,
});
export type EmployerInvitation = z.infer<typeof EmployerInvitationSchema>;
export const EmployerInvitationListSchema = z.array(EmployerInvitationSchema);

/** A person of the company: the owner first, then the colleagues in the order they joined. */
export const EmployerMemberSchema = z.object({
  userId: IdSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(EMPLOYER_ROLES),
  joinedAt: TimestampSchema,
});
export type EmployerMember = z.infer<typeof EmployerMemberSchema>;
export const EmployerMemberListSchema = z.array(EmployerMemberSchema);

/** /v1/employers/{id}/invitations/{invitationId} */
export const EmployerInvitationParamsSchema = z.object({ id: IdSchema, invitationId: IdSchema });
/** /v1/employers/{id}/members/{userId} */
export const EmployerMemberParamsSchema = z.object({ id: IdSchema, userId: IdSchema });
