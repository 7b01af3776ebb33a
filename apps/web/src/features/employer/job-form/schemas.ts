/**
 * The job wizard's steps and the Edit Job page's sections validate with the same per-step schemas,
 * built from the shared JobFormSchema's fields and rules (docs/validation.md) so a step can be
 * checked on its own: the start is not in the past, an on-site job has its address, the maximum
 * salary is at least the minimum, and no text turns away everyone with a record (the shared
 * fair-chance language check).
 */
import { get, set, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  checkFairChanceLanguage,
  currentYearMonth,
  JobFormSchema,
  LocationRequestSchema,
  monthKey,
  OFFENSE_GROUP_KEYS,
  TYPE_OF_WORK_WITH_LOCATION,
  VALIDATION_MESSAGES as M,
  type YearMonth,
} from '@fairchance/shared';

const F = JobFormSchema.shape;

export const JOB_STEP_IDS = [
  'details',
  'location',
  'offenses',
  'responsibilities',
  'skills',
  'pay',
  'questions',
] as const;
export type JobStepId = (typeof JOB_STEP_IDS)[number];

export const DETAILS_FIELDS = [
  'title',
  'description',
  'department',
  'startMonth',
  'startYear',
  'typeOfWork',
  'workingTime',
  'numberOfOpenPositions',
] as const;
export const LOCATION_FIELDS = ['address', 'city', 'state', 'postalCode'] as const;
export const SKILLS_FIELDS = ['experience', 'skills', 'skillsDescription'] as const;
export const PAY_FIELDS = [
  'salary',
  'salaryMin',
  'salaryMax',
  'salaryDescription',
  'bonuses',
] as const;

/** The fields of each step (the form's names), e.g. to tell which step an error belongs to. */
export const STEP_FIELDS: Record<JobStepId, readonly string[]> = {
  details: DETAILS_FIELDS,
  location: LOCATION_FIELDS,
  offenses: OFFENSE_GROUP_KEYS,
  responsibilities: ['responsibilities'],
  skills: SKILLS_FIELDS,
  pay: PAY_FIELDS,
  questions: ['questions'],
};

/**
 * The fair-chance language check on one field, so its error shows as soon as that field is
 * typed. (A rule on the whole step would wait for every required field: zod skips object-level
 * refinements after the "required" issues of empty fields.)
 */
function addLanguageIssues(field: string, value: unknown, ctx: z.RefinementCtx): void {
  for (const issue of checkFairChanceLanguage({ [field]: value }))
    ctx.addIssue({ code: 'custom', path: issue.path.slice(1), message: issue.message });
}

function checkedText<S extends z.ZodType<string>>(
  field: 'title' | 'description' | 'skillsDescription',
  schema: S,
): S {
  return schema.superRefine((value, ctx) => addLanguageIssues(field, value, ctx));
}

function checkedList<S extends z.ZodType<string[]>>(
  field: 'responsibilities' | 'questions',
  schema: S,
): S {
  return schema.superRefine((value, ctx) => addLanguageIssues(field, value, ctx));
}

export function isStartInPast(start: YearMonth, now: Date = new Date()): boolean {
  return monthKey(start) < monthKey(currentYearMonth(now));
}

/** A rule across fields, on the form's raw values: the field it marks and the message. */
export interface StepIssue {
  path: string;
  message: string;
}

type StepRule<TValues> = (values: TValues) => StepIssue[];

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && !value.trim());
}

/**
 * A step's resolver: the schema checks each field; the rules across fields (start not in the
 * past, an on-site address, maximum at least minimum) run on the raw values whatever the state of
 * the other fields, so their errors show as soon as the fields they compare are filled.
 */
export function stepResolver<TIn extends FieldValues, TOut>(
  schema: z.ZodType<TOut, TIn>,
  rules: StepRule<TIn>[] = [],
): Resolver<TIn, unknown, TOut> {
  const base = zodResolver(schema as never) as unknown as Resolver<TIn, unknown, TOut>;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const issues = rules.flatMap((rule) => rule(values));
    if (issues.length === 0) return result;
    const errors = { ...result.errors };
    for (const issue of issues)
      if (!get(errors, issue.path))
        set(errors, issue.path, { type: 'custom', message: issue.message });
    return { values: {}, errors: errors as FieldErrors<TIn> };
  };
}

/**
 * docs/validation.md: a start before this month is refused; an unchanged stored start is left
 * alone.
 */
export function startRule(storedStart?: YearMonth): StepRule<DetailsInput> {
  return (values) => {
    const month = toNumber(values.startMonth);
    const year = toNumber(values.startYear);
    if (month === null || year === null) return [];
    if (storedStart && monthKey(storedStart) === monthKey({ month, year })) return [];
    return isStartInPast({ month, year }) ? [{ path: 'startYear', message: M.dateNotPast }] : [];
  };
}

/** An on-site job needs its address (Edit Job's details section, see detailsSchema). */
export const onsiteLocationRule: StepRule<DetailsInput> = (values) =>
  values.typeOfWork === TYPE_OF_WORK_WITH_LOCATION
    ? LOCATION_FIELDS.filter((field) => isBlank(values[field])).map((field) => ({
        path: field,
        message: M.required,
      }))
    : [];

/** docs/validation.md: the maximum salary is at least the minimum. */
export const salaryRule: StepRule<PayInput> = (values) => {
  const min = toNumber(values.salaryMin);
  const max = toNumber(values.salaryMax);
  return min !== null && max !== null && max < min
    ? [{ path: 'salaryMax', message: M.maxSalaryAtLeastMin }]
    : [];
};

const locationShape = {
  address: F.address,
  city: F.city,
  state: F.state,
  postalCode: F.postalCode,
};

export const detailsSchema = z.object({
  title: checkedText('title', F.title),
  description: checkedText('description', F.description),
  department: F.department,
  startMonth: F.startMonth,
  startYear: F.startYear,
  typeOfWork: F.typeOfWork,
  workingTime: F.workingTime,
  numberOfOpenPositions: F.numberOfOpenPositions,
  // Only Edit Job shows these here, for a job becoming on-site (onsiteLocationRule).
  ...locationShape,
});

export interface DetailsResolverOptions {
  /**
   * The stored start (Edit Job): an unchanged start is not checked, so an older job can still be
   * edited; only a new start must be this month or later.
   */
  storedStart?: YearMonth | undefined;
  /**
   * Edit Job, for a job that is not on-site yet: choosing on-site asks for the address in the
   * same section, since the job has no Location section to fill.
   */
  hasLocationWhenOnsite?: boolean;
}

export function detailsResolver({
  storedStart,
  hasLocationWhenOnsite = false,
}: DetailsResolverOptions = {}) {
  return stepResolver(detailsSchema, [
    startRule(storedStart),
    ...(hasLocationWhenOnsite ? [onsiteLocationRule] : []),
  ]);
}

/** The location step: every address field is required (it is shown for on-site jobs only). */
export const locationSchema = LocationRequestSchema;

export const offensesSchema = z.object({
  offenseDrugs: F.offenseDrugs,
  offensePropertyDamage: F.offensePropertyDamage,
  offenseSexual: F.offenseSexual,
  offenseTheft: F.offenseTheft,
  offenseViolent: F.offenseViolent,
  offenseWhiteCollar: F.offenseWhiteCollar,
  offenseMotorVehicle: F.offenseMotorVehicle,
});

export const responsibilitiesSchema = z.object({
  responsibilities: checkedList('responsibilities', F.responsibilities),
});

export const skillsSchema = z.object({
  experience: F.experience,
  skills: F.skills,
  skillsDescription: checkedText('skillsDescription', F.skillsDescription),
});

export const paySchema = z.object({
  salary: F.salary,
  salaryMin: F.salaryMin,
  salaryMax: F.salaryMax,
  salaryDescription: F.salaryDescription,
  bonuses: F.bonuses,
});

export const payResolver = stepResolver(paySchema, [salaryRule]);

export const questionsSchema = z.object({
  questions: checkedList('questions', F.questions),
});

export type DetailsInput = z.input<typeof detailsSchema>;
export type DetailsOutput = z.output<typeof detailsSchema>;
export type LocationInput = z.input<typeof locationSchema>;
export type LocationOutput = z.output<typeof locationSchema>;
export type OffensesInput = z.input<typeof offensesSchema>;
export type OffensesOutput = z.output<typeof offensesSchema>;
export type ResponsibilitiesInput = z.input<typeof responsibilitiesSchema>;
export type ResponsibilitiesOutput = z.output<typeof responsibilitiesSchema>;
export type SkillsInput = z.input<typeof skillsSchema>;
export type SkillsOutput = z.output<typeof skillsSchema>;
export type PayInput = z.input<typeof paySchema>;
export type PayOutput = z.output<typeof paySchema>;
export type QuestionsInput = z.input<typeof questionsSchema>;
export type QuestionsOutput = z.output<typeof questionsSchema>;

/**
 * The step an API error's field belongs to: `salaryOptions.max` is the pay step, `location` the
 * location step, `responsibilities.2` the responsibilities step.
 */
export function stepOfApiPath(path: string): JobStepId | null {
  const [head] = path.split('.');
  switch (head) {
    case 'startDate':
      return 'details';
    case 'location':
      return 'location';
    case 'offenses':
      return 'offenses';
    case 'salaryOptions':
      return 'pay';
    default:
      break;
  }
  for (const step of JOB_STEP_IDS) if (head && STEP_FIELDS[step].includes(head)) return step;
  return null;
}

/** The form field an API error's path names (`salaryOptions.min` is `salaryMin`). */
export function formFieldOfApiPath(path: string): string {
  const parts = path.split('.');
  const [head, second] = parts;
  if (head === 'salaryOptions') {
    const map: Record<string, string> = {
      salary: 'salary',
      min: 'salaryMin',
      max: 'salaryMax',
      description: 'salaryDescription',
      bonuses: 'bonuses',
    };
    return [map[second ?? ''] ?? 'salaryMin', ...parts.slice(2)].join('.');
  }
  if (head === 'location') return second ?? 'address';
  if (head === 'startDate') return 'startYear';
  return path;
}
