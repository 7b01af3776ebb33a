/**
 * Jobs: the employer's job wizard and edit form, POST/PATCH /v1/jobs and the job answers
 * (docs/data-model.md, docs/validation.md, docs/api.md#endpoints). The form holds offense groups,
 * month and year and flat address fields; `toJobPayload` (transforms/job.ts) turns it into the
 * request.
 */
import { z } from 'zod';
import {
  JOB_SEARCH_TEXT_MAX,
  LIST_ITEM_MAX_LENGTH,
  LIST_MAX_ITEMS,
  LONG_TEXT_MAX_LENGTH,
  MIN_PAY_MAX,
  POSTED_WITHIN_DAYS_MAX,
  TEXT_MAX_LENGTH,
} from '../constants.ts';
import { currentYearMonth, monthKey, parseStartDate } from '../dates.ts';
import type { YearMonth } from '../dates.ts';
import { US_STATE_CODES } from '../enums/geography.ts';
import { ClientApplicationSchema } from './applications.ts';
import {
  APPLICATION_STATUSES,
  EXPERIENCE_LEVELS,
  JOB_SORTS,
  JOB_STATUSES,
  SALARY_KINDS,
  TYPE_OF_WORK_WITH_LOCATION,
  TYPES_OF_WORK,
  WORKING_TIMES,
} from '../enums/job.ts';
import type { Offense } from '../enums/offenses.ts';
import { EXPERIENCE_SKILLS } from '../enums/profile.ts';
import { OFFENSES, sortOffenses } from '../enums/offenses.ts';
import {
  choiceList,
  monthField,
  numberField,
  optionalPostalCodeField,
  optionalString,
  optionalUsStateField,
  postalCodeField,
  requiredEnum,
  requiredLine,
  requiredString,
  usStateField,
  yearField,
} from '../validation/fields.ts';
import { checkFairChanceLanguage } from '../validation/fair-chance-language.ts';
import { VALIDATION_MESSAGES as M } from '../validation/messages.ts';
import { offenseGroupFormFields } from '../validation/offense-fields.ts';
import {
  CursorSchema,
  PagingQuerySchema,
  queryValueList,
  refuseQueryKeys,
  SinceQuerySchema,
  TimestampSchema,
  TwoWayPagingQuerySchema,
} from './common.ts';
import { EmployerSummarySchema } from './employers.ts';
import { JobUnpublishedSchema } from './moderation.ts';
import { JOB_SEARCH_MESSAGES } from './message-texts.ts';

export { JOB_SEARCH_MESSAGES };

/** Upper bound for open positions: generous, but a typo of extra zeros is caught. */
export const OPEN_POSITIONS_MAX = 10000;
/** Upper bound for a salary figure (yearly), for the same reason. */
export const SALARY_MAX = 10_000_000;

/** A list step's entries: responsibilities, bonuses, questions. Empty entries are not allowed. */
const textList = z
  .array(requiredString(LIST_ITEM_MAX_LENGTH))
  .max(LIST_MAX_ITEMS, M.maxItems(LIST_MAX_ITEMS));

const salaryAmount = numberField({ min: 1, max: SALARY_MAX, int: false });

/** A start month before the current month is in the past; the current month is fine. */
function isStartInPast(start: YearMonth, now: Date = new Date()): boolean {
  return monthKey(start) < monthKey(currentYearMonth(now));
}

/** Blanket bans on people with records, field by field (validation/fair-chance-language.ts). */
function checkLanguage(job: Parameters<typeof checkFairChanceLanguage>[0], ctx: z.RefinementCtx) {
  for (const issue of checkFairChanceLanguage(job))
    ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
}

// ---- the form -----------------------------------------------------------------------------------

const JobFormObject = z.object({
  // details
  title: requiredLine(TEXT_MAX_LENGTH),
  description: requiredString(LONG_TEXT_MAX_LENGTH),
  department: requiredString(TEXT_MAX_LENGTH),
  startMonth: monthField,
  startYear: yearField,
  typeOfWork: requiredEnum(TYPES_OF_WORK),
  workingTime: requiredEnum(WORKING_TIMES),
  numberOfOpenPositions: numberField({ min: 1, max: OPEN_POSITIONS_MAX }),
  // location: only for on-site jobs (checked below)
  address: optionalString(TEXT_MAX_LENGTH),
  city: optionalString(TEXT_MAX_LENGTH),
  state: optionalUsStateField,
  postalCode: optionalPostalCodeField,
  // offenses the employer accepts
  ...offenseGroupFormFields,
  // responsibilities, skills
  responsibilities: textList.default([]),
  experience: requiredEnum(EXPERIENCE_LEVELS),
  /** Trades the job calls for, from the clients' skills list: used to rank suggestions. */
  skills: choiceList(z.enum(EXPERIENCE_SKILLS)).default([]),
  skillsDescription: requiredString(LONG_TEXT_MAX_LENGTH),
  // pay
  salary: requiredEnum(SALARY_KINDS),
  salaryMin: salaryAmount,
  salaryMax: salaryAmount,
  salaryDescription: requiredString(LONG_TEXT_MAX_LENGTH),
  bonuses: textList.default([]),
  // questions for applicants
  questions: textList.default([]),
});

const LOCATION_FORM_FIELDS = ['address', 'city', 'state', 'postalCode'] as const;

/**
 * The job wizard and the Edit Job page (docs/validation.md): the start is not in the past, an
 * on-site job needs its address, and the maximum salary is at least the minimum.
 */
export const JobFormSchema = JobFormObject.superRefine((job, ctx) => {
  if (isStartInPast({ year: job.startYear, month: job.startMonth }))
    ctx.addIssue({ code: 'custom', path: ['startYear'], message: M.dateNotPast });
  if (job.typeOfWork === TYPE_OF_WORK_WITH_LOCATION) {
    for (const field of LOCATION_FORM_FIELDS)
      if (!job[field]) ctx.addIssue({ code: 'custom', path: [field], message: M.required });
  }
  if (job.salaryMax < job.salaryMin)
    ctx.addIssue({ code: 'custom', path: ['salaryMax'], message: M.maxSalaryAtLeastMin });
  checkLanguage(job, ctx);
});
export type JobFormValues = z.output<typeof JobFormSchema>;
export type JobFormInput = z.input<typeof JobFormSchema>;

// ---- the API ------------------------------------------------------------------------------------

export const LocationRequestSchema = z.object({
  address: requiredString(TEXT_MAX_LENGTH),
  city: requiredString(TEXT_MAX_LENGTH),
  state: usStateField,
  postalCode: postalCodeField,
});

export const SalaryOptionsRequestSchema = z
  .object({
    salary: requiredEnum(SALARY_KINDS),
    min: salaryAmount,
    max: salaryAmount,
    description: requiredString(LONG_TEXT_MAX_LENGTH),
    bonuses: textList.default([]),
  })
  .superRefine((pay, ctx) => {
    if (pay.max < pay.min)
      ctx.addIssue({ code: 'custom', path: ['max'], message: M.maxSalaryAtLeastMin });
  });

/** `MM.YYYY` (docs/api.md). */
export const startDateField = requiredString(7).refine(
  (value) => parseStartDate(value) !== null,
  M.pattern,
);

/** Fields without defaults, so `.partial()` leaves out what a PATCH does not send. */
const jobFields = {
  title: requiredLine(TEXT_MAX_LENGTH),
  description: requiredString(LONG_TEXT_MAX_LENGTH),
  department: requiredString(TEXT_MAX_LENGTH),
  startDate: startDateField,
  typeOfWork: requiredEnum(TYPES_OF_WORK),
  workingTime: requiredEnum(WORKING_TIMES),
  numberOfOpenPositions: numberField({ min: 1, max: OPEN_POSITIONS_MAX }),
  /** Required for on-site jobs; null otherwise. */
  location: LocationRequestSchema.nullish(),
  offenses: choiceList(z.enum(OFFENSES)),
  responsibilities: textList,
  experience: requiredEnum(EXPERIENCE_LEVELS),
  skills: choiceList(z.enum(EXPERIENCE_SKILLS)),
  skillsDescription: requiredString(LONG_TEXT_MAX_LENGTH),
  salaryOptions: SalaryOptionsRequestSchema,
  questions: textList,
  status: requiredEnum(JOB_STATUSES),
};

const JobRequestObject = z.object({
  ...jobFields,
  offenses: jobFields.offenses.default([]),
  responsibilities: jobFields.responsibilities.default([]),
  skills: jobFields.skills.default([]),
  questions: jobFields.questions.default([]),
  status: jobFields.status.default('active'),
});

type JobRuleInput = {
  startDate?: string | undefined;
  typeOfWork?: (typeof TYPES_OF_WORK)[number] | undefined;
  location?: unknown;
};

function checkStartNotPast(job: JobRuleInput, ctx: z.RefinementCtx) {
  const start = job.startDate ? parseStartDate(job.startDate) : null;
  if (start && isStartInPast(start))
    ctx.addIssue({ code: 'custom', path: ['startDate'], message: M.dateNotPast });
}

function checkLocation(job: JobRuleInput, ctx: z.RefinementCtx) {
  if (job.typeOfWork === TYPE_OF_WORK_WITH_LOCATION && !job.location)
    ctx.addIssue({ code: 'custom', path: ['location'], message: M.required });
}

/**
 * Only on-site jobs keep a location (docs/data-model.md); a PATCH that changes the type drops it.
 */
function normalizeLocation<
  T extends {
    typeOfWork?: string | undefined;
    location?: unknown;
    offenses?: Offense[] | undefined;
  },
>(job: T): T {
  const result = job.offenses ? { ...job, offenses: sortOffenses(job.offenses) } : { ...job };
  if (job.typeOfWork === undefined || job.typeOfWork === TYPE_OF_WORK_WITH_LOCATION) return result;
  return { ...result, location: null };
}

/**
 * A whole job: the location is kept for on-site jobs only and never left undefined; offenses are
 * in the canonical order.
 */
function finishJob<
  T extends {
    typeOfWork: string;
    location?: z.output<typeof LocationRequestSchema> | null;
    offenses: Offense[];
  },
>(job: T) {
  return {
    ...job,
    location: job.typeOfWork === TYPE_OF_WORK_WITH_LOCATION ? (job.location ?? null) : null,
    offenses: sortOffenses(job.offenses),
  };
}

/** POST /v1/jobs. New jobs are active unless the request says otherwise. */
export const CreateJobRequestSchema = JobRequestObject.superRefine((job, ctx) => {
  checkStartNotPast(job, ctx);
  checkLocation(job, ctx);
  checkLanguage(job, ctx);
}).transform(finishJob);
export type CreateJobRequest = z.infer<typeof CreateJobRequestSchema>;
export type CreateJobRequestInput = z.input<typeof CreateJobRequestSchema>;

/**
 * PATCH /v1/jobs/{id}: any subset (e.g. only `status` from the active/paused toggle). A start
 * date is checked only when sent, so an old job can still be paused. Apply it with `applyJobPatch`.
 */
export const UpdateJobRequestSchema = z
  .object(jobFields)
  .partial()
  .superRefine((job, ctx) => {
    checkStartNotPast(job, ctx);
    if (job.location === null) checkLocation(job, ctx);
    checkLanguage(job, ctx);
  })
  .transform(normalizeLocation);
export type UpdateJobRequest = z.infer<typeof UpdateJobRequestSchema>;
export type UpdateJobRequestInput = z.input<typeof UpdateJobRequestSchema>;

/** The status toggle's request. */
export const UpdateJobStatusRequestSchema = z.object({ status: requiredEnum(JOB_STATUSES) });
export type UpdateJobStatusRequest = z.infer<typeof UpdateJobStatusRequestSchema>;

// ---- answers ------------------------------------------------------------------------------------

export const LocationSchema = z.object({
  address: z.string(),
  city: z.string(),
  state: z.enum(US_STATE_CODES),
  postalCode: z.string(),
});
export type Location = z.infer<typeof LocationSchema>;

export const SalaryOptionsSchema = z.object({
  salary: z.enum(SALARY_KINDS),
  min: z.number(),
  max: z.number(),
  description: z.string(),
  bonuses: z.array(z.string()),
});
export type SalaryOptions = z.infer<typeof SalaryOptionsSchema>;

/** A job as stored: what the employer set. */
export const JobDataSchema = z.object({
  title: z.string(),
  description: z.string(),
  department: z.string(),
  /** `MM.YYYY` */
  startDate: z.string(),
  typeOfWork: z.enum(TYPES_OF_WORK),
  workingTime: z.enum(WORKING_TIMES),
  numberOfOpenPositions: z.number().int(),
  location: LocationSchema.nullable(),
  offenses: z.array(z.enum(OFFENSES)),
  responsibilities: z.array(z.string()),
  experience: z.enum(EXPERIENCE_LEVELS),
  skills: z.array(z.enum(EXPERIENCE_SKILLS)),
  skillsDescription: z.string(),
  salaryOptions: SalaryOptionsSchema,
  questions: z.array(z.string()),
  status: z.enum(JOB_STATUSES),
});
export type JobData = z.infer<typeof JobDataSchema>;

/**
 * A job as the API answers it. `applicationsCount` counts applied, interview and hired;
 * `applicationsTotal` counts all (docs/rules.md#applicant-order-and-counts). `applicationStatus` is the viewing client's own
 * application's status, and `application` that application with its timeline, for a client who
 * applied. `cursor` is set in paged lists.
 */
export const JobSchema = JobDataSchema.extend({
  id: z.uuid(),
  employerId: z.uuid(),
  employer: EmployerSummarySchema,
  applicationsCount: z.number().int().min(0),
  applicationsTotal: z.number().int().min(0),
  applicationStatus: z.enum(APPLICATION_STATUSES).optional(),
  application: ClientApplicationSchema.optional(),
  /** Only to the job's company, when staff unpublished it (docs/rules.md#job-moderation). */
  unpublished: JobUnpublishedSchema.optional(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
  cursor: CursorSchema.optional(),
});
export type Job = z.infer<typeof JobSchema>;

export const JobListSchema = z.array(JobSchema);
export type JobList = z.infer<typeof JobListSchema>;

/** Text of a query key: trimmed, and left out when empty. */
const queryText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, M.maxLength(max))
    .optional()
    .transform((value) => value || undefined);

/** A number in a query key (text), within `min`..`max`. */
const queryNumber = (min: number, max: number) =>
  z.coerce
    .number({ error: () => M.pattern })
    .min(min, M.min(min))
    .max(max, M.max(max));

/**
 * GET /v1/jobs, Current Opportunities (docs/api.md#endpoints, docs/rules.md#job-search): the
 * search and its filters, `sort`, and paging with before, since and limit; `after` is refused.
 */
export const JobsQuerySchema = refuseQueryKeys(
  PagingQuerySchema.extend(jobSearchFields()).refine(sortNeedsWords, {
    path: ['sort'],
    message: JOB_SEARCH_MESSAGES.relevanceNeedsWords,
  }),
  ['after'],
);
export type JobsQuery = z.infer<typeof JobsQuerySchema>;

/**
 * The search and filters of Current Opportunities, the keys of `JobsQuerySchema` besides paging;
 * a saved search stores them (./saved-searches.ts). A function, so each schema gets its own copy.
 */
function jobSearchFields() {
  return {
    q: queryText(JOB_SEARCH_TEXT_MAX),
    typeOfWork: queryValueList(TYPES_OF_WORK),
    workingTime: queryValueList(WORKING_TIMES),
    city: queryText(TEXT_MAX_LENGTH),
    state: z.enum(US_STATE_CODES, { error: () => M.invalidChoice }).optional(),
    minPay: queryNumber(0, MIN_PAY_MAX).optional(),
    postedWithin: queryNumber(1, POSTED_WITHIN_DAYS_MAX).int(M.pattern).optional(),
    sort: z.enum(JOB_SORTS, { error: () => M.invalidChoice }).default('newest'),
  };
}

function sortNeedsWords(search: { sort: string; q?: string | undefined }) {
  return search.sort !== 'relevance' || search.q !== undefined;
}

/**
 * A search of Current Opportunities without its paging: what a saved search keeps, checked the
 * same way as `GET /v1/jobs` checks its query (docs/rules.md#job-search).
 */
export const JobSearchSchema = z
  .object(jobSearchFields())
  .refine(sortNeedsWords, { path: ['sort'], message: JOB_SEARCH_MESSAGES.relevanceNeedsWords });
export type JobSearch = z.infer<typeof JobSearchSchema>;

/**
 * GET /v1/employers/{id}/jobs, paged like the client's jobs (docs/api.md#endpoints: since, after,
 * before, limit). `before` takes the cursor of the last job seen and gives the older jobs after it;
 * `after` takes the cursor of the first job seen and gives the newer jobs above it. One page has
 * one edge, so the two together are refused.
 */
export const EmployerJobsQuerySchema = TwoWayPagingQuerySchema;
export type EmployerJobsQuery = z.infer<typeof EmployerJobsQuerySchema>;

/** GET /v1/jobs/{id}?since= */
export const JobQuerySchema = SinceQuerySchema;
export type JobQuery = z.infer<typeof JobQuerySchema>;

/**
 * Applies a validated PATCH to a stored job and re-checks the whole with the job rules (except
 * the start date and the fair-chance language, which the patch schema checks on the fields sent,
 * so an old job can always be paused). Answers the new stored job or the issues.
 */
export function applyJobPatch(
  stored: JobData,
  patch: UpdateJobRequest,
): z.ZodSafeParseResult<JobData> {
  const defined = Object.fromEntries(
    Object.entries(patch).filter(([, value]) => value !== undefined),
  ) as UpdateJobRequest;
  return JobRequestObject.superRefine(checkLocation)
    .transform(finishJob)
    .safeParse({ ...stored, ...defined });
}
