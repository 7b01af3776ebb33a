/**
 * The form of each job step but the details (whose rules depend on the caller): its resolver and
 * its defaults from a job's values. The job wizard's steps and Edit Job's sections build their
 * forms from here, so the two cannot drift apart.
 */
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  locationSchema,
  offensesSchema,
  payResolver,
  questionsSchema,
  responsibilitiesSchema,
  skillsSchema,
} from './schemas.ts';
import {
  locationDefaults,
  offensesDefaults,
  payDefaults,
  questionsDefaults,
  responsibilitiesDefaults,
  skillsDefaults,
  type JobDraft,
} from './values.ts';

export interface StepForm<TIn extends FieldValues, TOut> {
  /** The step's values out of a job's (or a draft's) values. */
  defaults: (values: JobDraft) => TIn;
  /** The step's form, validated on change, starting from `values`. */
  useStepForm: (values: JobDraft) => UseFormReturn<TIn, unknown, TOut>;
}

function stepForm<TIn extends FieldValues, TOut>(
  resolver: Resolver<TIn, unknown, TOut>,
  defaults: (values: JobDraft) => TIn,
): StepForm<TIn, TOut> {
  function useStepForm(values: JobDraft) {
    return useForm<TIn, unknown, TOut>({
      resolver,
      mode: 'onChange',
      // Whole values are a fortiori partial ones; TypeScript cannot see it for a generic type.
      defaultValues: defaults(values) as DefaultValues<TIn>,
    });
  }
  return { defaults, useStepForm };
}

const locationForm = stepForm(zodResolver(locationSchema), locationDefaults);
const offensesForm = stepForm(zodResolver(offensesSchema), offensesDefaults);
const responsibilitiesForm = stepForm(
  zodResolver(responsibilitiesSchema),
  responsibilitiesDefaults,
);
const skillsForm = stepForm(zodResolver(skillsSchema), skillsDefaults);
const payForm = stepForm(payResolver, payDefaults);
const questionsForm = stepForm(zodResolver(questionsSchema), questionsDefaults);

/** Each step's form but the details', by step id. */
export const jobStepForms = {
  location: locationForm,
  offenses: offensesForm,
  responsibilities: responsibilitiesForm,
  skills: skillsForm,
  pay: payForm,
  questions: questionsForm,
};
