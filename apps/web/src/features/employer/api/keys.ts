/**
 * Query keys of the employer area. Everything sits under 'employer', so a broad invalidation
 * reaches all of it (signing out clears the whole cache anyway).
 */
export const employerKeys = {
  all: ['employer'] as const,
  /** Every cached company profile (with its quotas), whoever's. */
  profiles: ['employer', 'profile'] as const,
  profile: (employerId: string) => ['employer', 'profile', employerId] as const,
  /** Every cached dashboard list of jobs. */
  jobLists: ['employer', 'jobs'] as const,
  jobs: (employerId: string) => ['employer', 'jobs', employerId] as const,
  job: (jobId: string) => ['employer', 'job', jobId] as const,
  applications: (jobId: string) => ['employer', 'applications', jobId] as const,
  /** One filtered and ordered list of a job's applications (under `applications`). */
  applicationList: (jobId: string, filter: object) =>
    ['employer', 'applications', jobId, 'list', filter] as const,
  applicationCounts: (jobId: string, trade: string | undefined) =>
    ['employer', 'applications', jobId, 'counts', trade ?? ''] as const,
  /** One applicant of a job, by the application the candidate page's URL names. */
  applicant: (jobId: string, applicationId: string) =>
    ['employer', 'applicant', jobId, applicationId] as const,
  applicantNotes: (jobId: string, applicationId: string) =>
    ['employer', 'applicant', jobId, applicationId, 'notes'] as const,
  applicantHistory: (jobId: string, applicationId: string) =>
    ['employer', 'applicant', jobId, applicationId, 'history'] as const,
  /** The company's members and its pending invitations (docs/rules.md#employer-team). */
  teamMembers: (employerId: string) => ['employer', 'team', employerId, 'members'] as const,
  teamInvitations: (employerId: string) => ['employer', 'team', employerId, 'invitations'] as const,
};
