/** The path of a job's applications (docs/api.md#endpoints), shared by the applicant calls. */
export function applicationsPath(employerId: string, jobId: string): string {
  return `/v1/employers/${encodeURIComponent(employerId)}/jobs/${encodeURIComponent(jobId)}/applications`;
}

export function applicationPath(employerId: string, jobId: string, applicationId: string): string {
  return `${applicationsPath(employerId, jobId)}/${encodeURIComponent(applicationId)}`;
}
