/**
 * The lists of reports, moderation and organization claims (docs/rules.md#job-reports,
 * docs/rules.md#job-moderation, docs/rules.md#organization-claims). Spanish in ./spanish.ts.
 */

/** Why a job seeker reports a job. `other` needs a comment. */
export const JOB_REPORT_REASONS = ['scam', 'discriminatory', 'notARealJob', 'other'] as const;
export type JobReportReason = (typeof JOB_REPORT_REASONS)[number];
export const JOB_REPORT_REASON_LABELS: Record<JobReportReason, string> = {
  scam: 'Scam',
  discriminatory: 'Discriminatory wording',
  notARealJob: 'Not a real job',
  other: 'Other',
};

/** What the fair-chance language check finds in a job's text (fair-chance-language.ts). */
export const FAIR_CHANCE_FLAGS = ['blanketExclusion', 'backgroundCheck'] as const;
export type FairChanceFlag = (typeof FAIR_CHANCE_FLAGS)[number];
export const FAIR_CHANCE_FLAG_LABELS: Record<FairChanceFlag, string> = {
  blanketExclusion: 'Turns away people with records',
  backgroundCheck: 'Asks for a background check',
};

/** The staff console's views of job posts. */
export const JOB_MODERATION_VIEWS = ['attention', 'unpublished'] as const;
export type JobModerationView = (typeof JOB_MODERATION_VIEWS)[number];
export const JOB_MODERATION_VIEW_LABELS: Record<JobModerationView, string> = {
  attention: 'Flagged or reported',
  unpublished: 'Unpublished',
};

export const ORGANIZATION_CLAIM_STATUSES = ['pending', 'approved', 'declined'] as const;
export type OrganizationClaimStatus = (typeof ORGANIZATION_CLAIM_STATUSES)[number];
export const ORGANIZATION_CLAIM_STATUS_LABELS: Record<OrganizationClaimStatus, string> = {
  pending: 'Waiting for staff',
  approved: 'Approved',
  declined: 'Declined',
};
