/**
 * Job reports, job moderation and organization claims (docs/rules.md#job-reports,
 * docs/rules.md#job-moderation, docs/rules.md#organization-claims): the requests and answers of
 * the job seeker's report, the owner's claim, and the staff console's Job posts and Organizations.
 */
import { z } from 'zod';
import { JOB_REPORT_COMMENT_MAX, ORGANIZATION_CLAIM_MESSAGE_MAX } from '../constants.ts';
import { JOB_STATUSES } from '../enums/job.ts';
import {
  FAIR_CHANCE_FLAGS,
  JOB_MODERATION_VIEWS,
  JOB_REPORT_REASONS,
  ORGANIZATION_CLAIM_STATUSES,
} from '../enums/moderation.ts';
import { NON_ORGANIZATION_PROVIDERS, REENTRY_PROVIDERS } from '../enums/providers.ts';
import { optionalString, requiredEnum, requiredString } from '../validation/fields.ts';
import { VALIDATION_MESSAGES as M } from '../validation/messages.ts';
import { BeforePagingQuerySchema, CursorSchema, IdSchema, TimestampSchema } from './common.ts';

// ---- a job seeker's report ---------------------------------------------------------------------

/** POST /v1/jobs/{id}/reports. A comment is required with `other`. */
export const CreateJobReportRequestSchema = z
  .object({
    reason: requiredEnum(JOB_REPORT_REASONS),
    comment: optionalString(JOB_REPORT_COMMENT_MAX),
  })
  .superRefine((report, ctx) => {
    if (report.reason === 'other' && !report.comment)
      ctx.addIssue({ code: 'custom', path: ['comment'], message: M.required });
  });
export type CreateJobReportRequest = z.input<typeof CreateJobReportRequestSchema>;

/** The report as its client reads it back. */
export const JobReportSchema = z.object({
  id: IdSchema,
  jobId: IdSchema,
  reason: z.enum(JOB_REPORT_REASONS),
  comment: z.string().nullable(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type JobReport = z.infer<typeof JobReportSchema>;

// ---- staff actions -----------------------------------------------------------------------------

// The reason every staff action takes is StaffActionRequestSchema (./staff.ts).

/** Staff unpublished the job: when, and the reason the employer was sent. */
export const JobUnpublishedSchema = z.object({ at: TimestampSchema, reason: z.string() });
export type JobUnpublished = z.infer<typeof JobUnpublishedSchema>;

/** GET /v1/admin/jobs: the posts that need a look, or the unpublished ones; `q` finds words. */
export const AdminJobsQuerySchema = BeforePagingQuerySchema.extend({
  view: z.enum(JOB_MODERATION_VIEWS).default('attention'),
  q: z.string().trim().max(200, M.maxLength(200)).optional(),
});
export type AdminJobsQuery = z.infer<typeof AdminJobsQuerySchema>;

/** An open report as staff read it: never who sent it. */
export const StaffJobReportSchema = z.object({
  reason: z.enum(JOB_REPORT_REASONS),
  comment: z.string().nullable(),
  createdAt: TimestampSchema,
});

export const ModeratedJobSchema = z.object({
  id: IdSchema,
  title: z.string(),
  employer: z.object({ id: IdSchema, name: z.string() }),
  /** The employer's own status (active or paused), whatever staff did. */
  status: z.enum(JOB_STATUSES),
  unpublished: JobUnpublishedSchema.nullable(),
  flags: z.array(z.enum(FAIR_CHANCE_FLAGS)),
  openReports: z.number().int().min(0),
  /** The open reports, newest first. */
  reports: z.array(StaffJobReportSchema),
  createdAt: TimestampSchema,
  cursor: CursorSchema.optional(),
});
export type ModeratedJob = z.infer<typeof ModeratedJobSchema>;
export const ModeratedJobListSchema = z.array(ModeratedJobSchema);

// ---- organization claims -----------------------------------------------------------------------

/** The known providers, the organizations an owner may claim. */
export const KNOWN_PROVIDERS = REENTRY_PROVIDERS.filter(
  (
    key,
  ): key is Exclude<
    (typeof REENTRY_PROVIDERS)[number],
    (typeof NON_ORGANIZATION_PROVIDERS)[number]
  > => !(NON_ORGANIZATION_PROVIDERS as readonly string[]).includes(key),
) as [KnownProvider, ...KnownProvider[]];
export type KnownProvider = Exclude<
  (typeof REENTRY_PROVIDERS)[number],
  (typeof NON_ORGANIZATION_PROVIDERS)[number]
>;

/** POST /v1/organization-claims: the owner names the provider and says who they are. */
export const CreateOrganizationClaimRequestSchema = z.object({
  providerKey: requiredEnum(KNOWN_PROVIDERS),
  message: requiredString(ORGANIZATION_CLAIM_MESSAGE_MAX),
});
export type CreateOrganizationClaimRequest = z.input<typeof CreateOrganizationClaimRequestSchema>;

/** A claim as its owner reads it. */
export const OrganizationClaimSchema = z.object({
  id: IdSchema,
  providerKey: z.enum(KNOWN_PROVIDERS),
  organizationName: z.string(),
  message: z.string(),
  status: z.enum(ORGANIZATION_CLAIM_STATUSES),
  decisionReason: z.string().nullable(),
  decidedAt: TimestampSchema.nullable(),
  createdAt: TimestampSchema,
});
export type OrganizationClaim = z.infer<typeof OrganizationClaimSchema>;
export const OrganizationClaimListSchema = z.array(OrganizationClaimSchema);

/** A claim as staff read it: with who asked. */
export const AdminOrganizationClaimSchema = OrganizationClaimSchema.extend({
  requester: z.object({
    userId: IdSchema,
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
  }),
  cursor: CursorSchema.optional(),
});
export type AdminOrganizationClaim = z.infer<typeof AdminOrganizationClaimSchema>;
export const AdminOrganizationClaimListSchema = z.array(AdminOrganizationClaimSchema);

/**
 * GET /v1/admin/organization-claims: pending by default, newest first; `q` finds words of the
 * organization's name or of who asked (name or e-mail).
 */
export const AdminOrganizationClaimsQuerySchema = BeforePagingQuerySchema.extend({
  status: z.enum(ORGANIZATION_CLAIM_STATUSES).default('pending'),
  q: z.string().trim().max(200, M.maxLength(200)).optional(),
});
export type AdminOrganizationClaimsQuery = z.infer<typeof AdminOrganizationClaimsQuerySchema>;

/** GET /v1/admin/known-providers: by name, `q` narrows; paged by offset (a short list). */
export const AdminKnownProvidersQuerySchema = z.object({
  q: z.string().trim().max(200, M.maxLength(200)).optional(),
  limit: z.coerce.number().int(M.pattern).min(1, M.min(1)).max(100, M.max(100)).default(20),
  offset: z.coerce.number().int(M.pattern).min(0, M.min(0)).default(0),
});
export type AdminKnownProvidersQuery = z.infer<typeof AdminKnownProvidersQuerySchema>;

export const KnownProviderListingSchema = z.object({
  id: IdSchema,
  providerKey: z.enum(KNOWN_PROVIDERS),
  name: z.string(),
  owner: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }).nullable(),
  pendingClaims: z.number().int().min(0),
});
export type KnownProviderListing = z.infer<typeof KnownProviderListingSchema>;
export const KnownProviderListSchema = z.array(KnownProviderListingSchema);
