/**
 * The job's fields, step by step (docs/product.md#employer-wizards,
 * docs/validation.md#employer-and-job), shared by the job wizard's steps and the Edit Job page's
 * sections. Each group takes the react-hook-form of its step.
 */
import {
  Controller,
  useWatch,
  type ControllerFieldState,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  EXPERIENCE_LEVEL_LABELS,
  EXPERIENCE_LEVELS,
  EXPERIENCE_SKILL_LABELS,
  EXPERIENCE_SKILLS,
  jobStartYears,
  monthOptions,
  PAY_PRESETS,
  SALARY_KIND_LABELS,
  SALARY_KINDS,
  TYPE_OF_WORK_LABELS,
  TYPE_OF_WORK_WITH_LOCATION,
  TYPES_OF_WORK,
  WORKING_TIME_LABELS,
  WORKING_TIMES,
  type SalaryKind,
} from '@fairchance/shared';
import { MultiChoiceField } from '#web/components/forms/multi-choice-field.tsx';
import { OffenseGroupsField } from '#web/components/forms/offense-groups-field.tsx';
import { RadioGroupField } from '#web/components/forms/radio-group-field.tsx';
import type { FieldErrorInput } from '#web/components/ui/field.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ExperienceDots } from '#web/components/ui/experience-dots.tsx';
import { LanguageHint } from '#web/features/employer/components/language-hint.tsx';
import { ListField } from '#web/features/employer/components/list-field.tsx';
import { AddressFields } from '#web/features/employer/components/profile-fields.tsx';
import type {
  DetailsInput,
  DetailsOutput,
  LocationInput,
  LocationOutput,
  OffensesInput,
  OffensesOutput,
  PayInput,
  PayOutput,
  QuestionsInput,
  QuestionsOutput,
  ResponsibilitiesInput,
  ResponsibilitiesOutput,
  SkillsInput,
  SkillsOutput,
} from './schemas.ts';
import { localized, localizedOptions } from '#web/i18n/labels.ts';
import { intlLocale } from '#web/i18n/format.ts';

const typeOfWorkOptions = () => localizedOptions(TYPES_OF_WORK, TYPE_OF_WORK_LABELS);
const workingTimeOptions = () => localizedOptions(WORKING_TIMES, WORKING_TIME_LABELS);
const salaryKindOptions = () => localizedOptions(SALARY_KINDS, SALARY_KIND_LABELS);
const skillOptions = () => localizedOptions(EXPERIENCE_SKILLS, EXPERIENCE_SKILL_LABELS);
const experienceOptions = () =>
  EXPERIENCE_LEVELS.map((level) => ({
    value: level,
    label: localized(EXPERIENCE_LEVEL_LABELS)[level],
    addon: <ExperienceDots level={level} className="choice__addon" />,
  }));
const months = () =>
  monthOptions(intlLocale()).map((option) => ({
    value: String(option.value),
    label: option.label,
  }));

/** A list field's `Controller` state as ListField's value, handlers and errors. */
function listFieldBinding({
  field,
  fieldState,
}: {
  field: {
    value: readonly string[] | undefined;
    onChange: (value: string[]) => void;
    onBlur: () => void;
  };
  fieldState: ControllerFieldState;
}) {
  const { error } = fieldState;
  return {
    value: field.value ?? [],
    onChange: field.onChange,
    onBlur: field.onBlur,
    // react-hook-form keeps the errors of a list's entries as an array, by index.
    itemErrors: Array.isArray(error) ? (error as FieldErrorInput[]) : undefined,
    error: error?.message,
  };
}

export function DetailsFields({
  form,
  hasLocationWhenOnsite = false,
}: {
  form: UseFormReturn<DetailsInput, unknown, DetailsOutput>;
  /** Edit Job, for a job that is not on-site yet (see detailsSchema). */
  hasLocationWhenOnsite?: boolean;
}) {
  const { t } = useTranslation();
  const { register, formState, control } = form;
  const { errors } = formState;
  const years = jobStartYears().map((year) => ({ value: String(year), label: String(year) }));
  const [title, description, typeOfWork] = useWatch({
    control,
    name: ['title', 'description', 'typeOfWork'],
  });
  const isOnsite = typeOfWork === TYPE_OF_WORK_WITH_LOCATION;
  return (
    <>
      <TextField
        label={t('employer.jobForm.title')}
        isRequired
        error={errors.title}
        {...register('title')}
      />
      <LanguageHint text={title} />
      <TextField
        label={t('employer.jobForm.department')}
        isRequired
        error={errors.department}
        {...register('department')}
      />
      <TextField
        multiline
        rows={6}
        label={t('employer.jobForm.description')}
        isRequired
        error={errors.description}
        {...register('description')}
      />
      <LanguageHint text={description} />
      <fieldset className="field-group">
        <legend className="field__legend">{t('employer.jobForm.startDate')}</legend>
        <div className="employer-form-row">
          <SelectField
            label={t('employer.jobForm.startMonth')}
            options={months()}
            isRequired
            error={errors.startMonth}
            {...register('startMonth', { deps: ['startYear'] })}
          />
          <SelectField
            label={t('employer.jobForm.startYear')}
            options={years}
            isRequired
            error={errors.startYear}
            {...register('startYear')}
          />
        </div>
      </fieldset>
      <div className="employer-form-row">
        <SelectField
          label={t('employer.jobForm.typeOfWork')}
          options={typeOfWorkOptions()}
          isRequired
          error={errors.typeOfWork}
          {...register('typeOfWork')}
        />
        <SelectField
          label={t('employer.jobForm.workingTime')}
          options={workingTimeOptions()}
          isRequired
          error={errors.workingTime}
          {...register('workingTime')}
        />
      </div>
      <TextField
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        label={t('employer.jobForm.numberOfOpenPositions')}
        isRequired
        error={errors.numberOfOpenPositions}
        className="field--short"
        {...register('numberOfOpenPositions')}
      />
      {hasLocationWhenOnsite && isOnsite && (
        <fieldset className="field-group">
          <legend className="field__legend">{t('employer.jobWizard.steps.location.title')}</legend>
          <p className="field__hint">{t('employer.jobForm.locationHint')}</p>
          <AddressFields register={register} errors={errors} />
        </fieldset>
      )}
    </>
  );
}

export function LocationFields({
  form,
}: {
  form: UseFormReturn<LocationInput, unknown, LocationOutput>;
}) {
  return <AddressFields register={form.register} errors={form.formState.errors} />;
}

export function OffensesFields({
  form,
}: {
  form: UseFormReturn<OffensesInput, unknown, OffensesOutput>;
}) {
  return (
    <OffenseGroupsField
      control={form.control}
      selectAll="all"
      setValue={form.setValue}
      hasColumns
    />
  );
}

export function ResponsibilitiesFields({
  form,
}: {
  form: UseFormReturn<ResponsibilitiesInput, unknown, ResponsibilitiesOutput>;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={form.control}
      name="responsibilities"
      render={(state) => (
        <ListField
          {...listFieldBinding(state)}
          label={t('employer.jobForm.responsibilities')}
          itemLabel={(position) => t('employer.jobForm.responsibility', { position })}
          addLabel={t('employer.jobForm.addResponsibility')}
          removeLabel={(position) => t('employer.jobForm.removeResponsibility', { position })}
          emptyText={t('employer.jobForm.noResponsibilities')}
          hasLanguageHint
        />
      )}
    />
  );
}

export function SkillsFields({
  form,
}: {
  form: UseFormReturn<SkillsInput, unknown, SkillsOutput>;
}) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const skillsDescription = useWatch({ control: form.control, name: 'skillsDescription' });
  return (
    <>
      <RadioGroupField
        control={form.control}
        name="experience"
        label={t('employer.jobForm.experience')}
        isRequired
        options={experienceOptions()}
      />
      <MultiChoiceField
        control={form.control}
        name="skills"
        label={t('employer.jobForm.skills')}
        hint={t('employer.jobForm.skillsHint')}
        options={skillOptions()}
        hasColumns
      />
      <TextField
        multiline
        rows={5}
        label={t('employer.jobForm.skillsDescription')}
        isRequired
        error={errors.skillsDescription}
        {...form.register('skillsDescription')}
      />
      <LanguageHint text={skillsDescription} />
    </>
  );
}

export function PayFields({ form }: { form: UseFormReturn<PayInput, unknown, PayOutput> }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const salaryKind = useWatch({ control: form.control, name: 'salary' });
  const unit = salaryKind === 'yearly' || salaryKind === 'hourly' ? salaryKind : 'hourly';

  /**
   * docs/product.md#employer-wizards: a new pay type presets the minimum (15 an hour, 31,200 a
   * year).
   */
  function presetPay(kind: string) {
    if (!(kind in PAY_PRESETS)) return;
    form.setValue('salaryMin', String(PAY_PRESETS[kind as SalaryKind]), {
      shouldDirty: true,
      shouldValidate: true,
    });
    void form.trigger('salaryMax');
  }
  return (
    <>
      <RadioGroupField
        control={form.control}
        name="salary"
        label={t('employer.jobForm.salary')}
        isRequired
        hint={t('employer.jobForm.salaryHint')}
        options={salaryKindOptions()}
        onPick={presetPay}
      />
      <div className="employer-form-row">
        <TextField
          type="number"
          inputMode="decimal"
          min={1}
          label={t('employer.jobForm.salaryMin', { unit: t(`employer.jobForm.per.${unit}`) })}
          isRequired
          error={errors.salaryMin}
          {...form.register('salaryMin', { deps: ['salaryMax'] })}
        />
        <TextField
          type="number"
          inputMode="decimal"
          min={1}
          label={t('employer.jobForm.salaryMax', { unit: t(`employer.jobForm.per.${unit}`) })}
          isRequired
          error={errors.salaryMax}
          {...form.register('salaryMax')}
        />
      </div>
      <TextField
        multiline
        label={t('employer.jobForm.salaryDescription')}
        hint={t('employer.jobForm.salaryDescriptionHint')}
        isRequired
        error={errors.salaryDescription}
        {...form.register('salaryDescription')}
      />
      <Controller
        control={form.control}
        name="bonuses"
        render={(state) => (
          <ListField
            {...listFieldBinding(state)}
            label={t('employer.jobForm.bonuses')}
            itemLabel={(position) => t('employer.jobForm.bonus', { position })}
            addLabel={t('employer.jobForm.addBonus')}
            removeLabel={(position) => t('employer.jobForm.removeBonus', { position })}
            emptyText={t('employer.jobForm.noBonuses')}
          />
        )}
      />
    </>
  );
}

export function QuestionsFields({
  form,
}: {
  form: UseFormReturn<QuestionsInput, unknown, QuestionsOutput>;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={form.control}
      name="questions"
      render={(state) => (
        <ListField
          {...listFieldBinding(state)}
          label={t('employer.jobForm.questions')}
          hint={t('employer.jobForm.questionsHint')}
          itemLabel={(position) => t('employer.jobForm.question', { position })}
          addLabel={t('employer.jobForm.addQuestion')}
          removeLabel={(position) => t('employer.jobForm.removeQuestion', { position })}
          emptyText={t('employer.jobForm.noQuestions')}
          isMultiline
          hasLanguageHint
        />
      )}
    />
  );
}
