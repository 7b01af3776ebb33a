/** Converting job values between the stored job, the wizard's draft and the step forms. */
import {
  currentYearMonth,
  OFFENSE_GROUP_KEYS,
  PAY_PRESETS,
  type JobFormValues,
} from '@fairchance/shared';
import type {
  DetailsInput,
  LocationInput,
  OffensesInput,
  PayInput,
  QuestionsInput,
  ResponsibilitiesInput,
  SkillsInput,
} from './schemas.ts';

/** What the job wizard has collected so far (each step's parsed values). */
export type JobDraft = Partial<JobFormValues>;

/** Number inputs and selects hold text. */
function numberText(value: number | string | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

export function pick<T extends object, K extends string>(values: T, keys: readonly K[]) {
  const result: Record<string, unknown> = {};
  for (const key of keys) if (key in values) result[key] = (values as Record<string, unknown>)[key];
  return result as Partial<T>;
}

export function detailsDefaults(values: JobDraft, now: Date = new Date()): DetailsInput {
  const current = currentYearMonth(now);
  return {
    title: values.title ?? '',
    description: values.description ?? '',
    department: values.department ?? '',
    startMonth: numberText(values.startMonth ?? current.month),
    startYear: numberText(values.startYear ?? current.year),
    typeOfWork: values.typeOfWork as DetailsInput['typeOfWork'],
    workingTime: values.workingTime as DetailsInput['workingTime'],
    numberOfOpenPositions: numberText(values.numberOfOpenPositions ?? 1),
    address: values.address ?? '',
    city: values.city ?? '',
    state: values.state ?? '',
    postalCode: values.postalCode ?? '',
  };
}

export function locationDefaults(values: JobDraft): LocationInput {
  return {
    address: values.address ?? '',
    city: values.city ?? '',
    // '' shows the select's placeholder until a state is chosen.
    state: (values.state ?? '') as LocationInput['state'],
    postalCode: values.postalCode ?? '',
  };
}

export function offensesDefaults(values: JobDraft): OffensesInput {
  const result = {} as Record<(typeof OFFENSE_GROUP_KEYS)[number], string[]>;
  for (const group of OFFENSE_GROUP_KEYS) result[group] = [...(values[group] ?? [])];
  return result as OffensesInput;
}

export function responsibilitiesDefaults(values: JobDraft): ResponsibilitiesInput {
  return { responsibilities: [...(values.responsibilities ?? [])] };
}

export function skillsDefaults(values: JobDraft): SkillsInput {
  return {
    experience: values.experience as SkillsInput['experience'],
    skills: [...(values.skills ?? [])],
    skillsDescription: values.skillsDescription ?? '',
  };
}

/**
 * A new job's pay starts hourly at the preset minimum (docs/product.md#employer-wizards: 15 an
 * hour).
 */
export function payDefaults(values: JobDraft): PayInput {
  const salary = values.salary ?? 'hourly';
  return {
    salary,
    salaryMin: numberText(values.salaryMin ?? PAY_PRESETS[salary]),
    salaryMax: numberText(values.salaryMax),
    salaryDescription: values.salaryDescription ?? '',
    bonuses: [...(values.bonuses ?? [])],
  };
}

export function questionsDefaults(values: JobDraft): QuestionsInput {
  return { questions: [...(values.questions ?? [])] };
}
