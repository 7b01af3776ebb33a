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
  /** One applicant of a job, by the application the candidate page's URL names. */
  applicant: (jobId: string, applicationId: string) =>
    ['employer', 'applicant', jobId, applicationId] as const,
};
