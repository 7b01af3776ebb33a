/** Job and application value lists (docs/data-model.md, docs/rules.md). */

export const TYPES_OF_WORK = ['onsite', 'remote', 'hybrid', 'inPerson'] as const;
export type TypeOfWork = (typeof TYPES_OF_WORK)[number];
export const TYPE_OF_WORK_LABELS: Record<TypeOfWork, string> = {
  onsite: 'On-site',
  remote: 'Remote',
  hybrid: 'Hybrid',
  inPerson: 'In person',
};
/** Only on-site jobs carry a location; the others drop the address fields (docs/product.md). */
export const TYPE_OF_WORK_WITH_LOCATION: TypeOfWork = 'onsite';

export const WORKING_TIMES = ['fullTime', 'partTime', 'contractor', 'seasonal'] as const;
export type WorkingTime = (typeof WORKING_TIMES)[number];
export const WORKING_TIME_LABELS: Record<WorkingTime, string> = {
  fullTime: 'Full time',
  partTime: 'Part time',
  contractor: 'Contractor',
  seasonal: 'Seasonal',
};

export const EXPERIENCE_LEVELS = ['low', 'entry', 'mid', 'high', 'professional'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];
export const EXPERIENCE_LEVEL_LABELS: Record<ExperienceLevel, string> = {
  low: 'No experience',
  entry: 'Entry level',
  mid: 'Mid level',
  high: 'Experienced',
  professional: 'Professional',
};
/** Shown as one to five dots (docs/data-model.md). */
export const EXPERIENCE_LEVEL_DOTS: Record<ExperienceLevel, 1 | 2 | 3 | 4 | 5> = {
  low: 1,
  entry: 2,
  mid: 3,
  high: 4,
  professional: 5,
};

export const SALARY_KINDS = ['hourly', 'yearly'] as const;

/**
 * The orders of Current Opportunities (docs/rules.md#job-search): newest first, best match of the
 * words searched for, most of the client's trades first.
 */
export const JOB_SORTS = ['newest', 'relevance', 'match'] as const;
export type JobSort = (typeof JOB_SORTS)[number];
export type SalaryKind = (typeof SALARY_KINDS)[number];
export const SALARY_KIND_LABELS: Record<SalaryKind, string> = {
  hourly: 'Hourly',
  yearly: 'Yearly',
};

export const JOB_STATUSES = ['active', 'paused'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  active: 'Active',
  paused: 'Paused',
};

export const APPLICATION_STATUSES = [
  'applied',
  'interview',
  'hired',
  'rejected',
  'expired',
  'notAFit',
  'withdrawn',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  applied: 'Applied',
  interview: 'Interview',
  hired: 'Hired',
  rejected: 'Rejected',
  expired: 'Expired',
  notAFit: 'Not a fit',
  withdrawn: 'Withdrawn',
};

/** Sort order of a job's applicants (docs/rules.md#applicant-order-and-counts). */
export const APPLICATION_STATUS_ORDER = [
  'interview',
  'applied',
  'hired',
  'notAFit',
  'rejected',
  'expired',
  'withdrawn',
] as const satisfies readonly ApplicationStatus[];

/**
 * The statuses an employer may set (docs/api.md#endpoints); `applied` and `expired` are set by the
 * system, `withdrawn` by the client.
 */
export const EMPLOYER_SETTABLE_STATUSES = ['interview', 'hired', 'rejected', 'notAFit'] as const;
export type EmployerSettableStatus = (typeof EMPLOYER_SETTABLE_STATUSES)[number];

/** Allowed status changes (docs/rules.md#allowed-transitions): nothing else is accepted. */
export const APPLICATION_STATUS_TRANSITIONS: Record<
  ApplicationStatus,
  readonly EmployerSettableStatus[]
> = {
  applied: ['interview', 'notAFit'],
  interview: ['hired', 'rejected'],
  hired: [],
  rejected: [],
  expired: [],
  notAFit: [],
  withdrawn: [],
};

export function canChangeApplicationStatus(
  from: ApplicationStatus,
  to: ApplicationStatus,
): boolean {
  return (APPLICATION_STATUS_TRANSITIONS[from] as readonly ApplicationStatus[]).includes(to);
}

/**
 * The statuses a client may withdraw their application from (docs/rules.md#withdrawing): while the
 * employer has not decided yet. Withdrawn is final.
 */
export const WITHDRAWABLE_APPLICATION_STATUSES = [
  'applied',
  'interview',
] as const satisfies readonly ApplicationStatus[];

export function canWithdrawApplication(status: ApplicationStatus): boolean {
  return (WITHDRAWABLE_APPLICATION_STATUSES as readonly ApplicationStatus[]).includes(status);
}

/**
 * Statuses counted in a job's applicationsCount: rejecting, 'not a fit' or withdrawing decrements it
 * (docs/rules.md#applicant-order-and-counts).
 */
export const COUNTED_APPLICATION_STATUSES = [
  'applied',
  'interview',
  'hired',
] as const satisfies readonly ApplicationStatus[];
