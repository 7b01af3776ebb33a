/**
 * One entry of a list step, each checked with its shared schema (docs/validation.md: 'End date must
 * be after start date', 'Year earned must be after start year', 'Expiration date must be after
 * issue date'; year lists 75 years back, 18 forward for expirations).
 */
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  EducationEntryFormSchema,
  ExperienceEntryFormSchema,
  HISTORY_DESCRIPTION_MAX_LENGTH,
  LANGUAGE_LABELS,
  LANGUAGE_LEVEL_LABELS,
  LANGUAGE_LEVELS,
  LANGUAGES,
  LanguageEntryFormSchema,
  LicenseEntryFormSchema,
  monthOptions,
  expirationYears,
  historyYears,
  type EducationEntry,
  type ExperienceEntry,
  type LanguageEntry,
  type LicenseEntry,
} from '@fairchance/shared';
import { CheckboxField } from '#web/components/ui/checkbox-field.tsx';
import { SelectField, type SelectOption } from '#web/components/ui/select-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useProfileForm } from './fields.tsx';
import { EntryFormShell, type EntryFormProps } from './list-editor.tsx';
import { localizedOptions } from '#web/i18n/labels.ts';
import { intlLocale } from '#web/i18n/format.ts';

const months = (): SelectOption[] =>
  monthOptions(intlLocale()).map(({ value, label }) => ({
    value: String(value),
    label,
  }));

function yearOptions(years: readonly number[]): SelectOption[] {
  return years.map((year) => ({ value: String(year), label: String(year) }));
}

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : value;

// ---- work experience ---------------------------------------------------------------------------

type ExperienceInput = z.input<typeof ExperienceEntryFormSchema>;
type ExperienceOutput = z.output<typeof ExperienceEntryFormSchema>;

function toExperienceInput(entry: ExperienceEntry | undefined): ExperienceInput {
  return {
    title: entry?.title ?? '',
    company: entry?.company ?? '',
    startAtMonth: text(entry?.startAtMonth),
    startAtYear: text(entry?.startAtYear),
    endAtMonth: text(entry?.endAtMonth),
    endAtYear: text(entry?.endAtYear),
    stillWork: entry?.stillWork ?? false,
    location: entry?.location ?? '',
    description: entry?.description ?? '',
  };
}

function toExperienceEntry(values: ExperienceOutput): ExperienceEntry {
  return {
    ...values,
    endAtMonth: values.stillWork ? null : values.endAtMonth,
    endAtYear: values.stillWork ? null : values.endAtYear,
    location: values.location ?? null,
  };
}

export function ExperienceEntryForm({
  entry,
  title,
  level,
  onSave,
  onCancel,
}: EntryFormProps<ExperienceEntry>) {
  const { t } = useTranslation();
  const { register, handleSubmit, control, formState } = useForm<
    ExperienceInput,
    unknown,
    ExperienceOutput
  >({
    resolver: zodResolver(ExperienceEntryFormSchema),
    mode: 'onTouched',
    defaultValues: toExperienceInput(entry),
  });
  const { errors } = formState;
  const stillWork = useWatch({ control, name: 'stillWork' });
  const years = yearOptions(historyYears());
  const dateDeps = { deps: ['endAtYear', 'endAtMonth'] as ('endAtYear' | 'endAtMonth')[] };

  return (
    <EntryFormShell
      title={title}
      level={level}
      onCancel={onCancel}
      onSubmit={handleSubmit((values) => onSave(toExperienceEntry(values)))}
    >
      <TextField
        label={t('client.lists.experience.title')}
        error={errors.title}
        isRequired
        {...register('title')}
      />
      <TextField
        label={t('client.lists.experience.company')}
        error={errors.company}
        isRequired
        {...register('company')}
      />
      <div className="field-row">
        <SelectField
          label={t('client.lists.experience.startAtMonth')}
          options={months()}
          error={errors.startAtMonth}
          isRequired
          {...register('startAtMonth', dateDeps)}
        />
        <SelectField
          label={t('client.lists.experience.startAtYear')}
          options={years}
          error={errors.startAtYear}
          isRequired
          {...register('startAtYear', dateDeps)}
        />
      </div>
      <CheckboxField
        label={t('client.lists.experience.stillWork')}
        {...register('stillWork', dateDeps)}
      />
      {!stillWork && (
        <div className="field-row">
          <SelectField
            label={t('client.lists.experience.endAtMonth')}
            options={months()}
            error={errors.endAtMonth}
            isRequired
            {...register('endAtMonth', { deps: ['endAtYear'] })}
          />
          <SelectField
            label={t('client.lists.experience.endAtYear')}
            options={years}
            error={errors.endAtYear}
            isRequired
            {...register('endAtYear', { deps: ['endAtMonth'] })}
          />
        </div>
      )}
      <TextField
        label={t('client.lists.experience.location')}
        error={errors.location}
        {...register('location')}
      />
      <TextField
        multiline
        label={t('client.lists.experience.description')}
        hint={t('client.fields.maxCharacters', { max: HISTORY_DESCRIPTION_MAX_LENGTH })}
        error={errors.description}
        isRequired
        {...register('description')}
      />
    </EntryFormShell>
  );
}

// ---- education ---------------------------------------------------------------------------------

type EducationInput = z.input<typeof EducationEntryFormSchema>;
type EducationOutput = z.output<typeof EducationEntryFormSchema>;

function toEducationInput(entry: EducationEntry | undefined): EducationInput {
  return {
    schoolIssuer: entry?.schoolIssuer ?? '',
    degree: entry?.degree ?? '',
    areaOfStudy: entry?.areaOfStudy ?? '',
    startYear: text(entry?.startYear),
    yearEarned: text(entry?.yearEarned),
    description: entry?.description ?? '',
  };
}

function toEducationEntry(values: EducationOutput): EducationEntry {
  return { ...values, areaOfStudy: values.areaOfStudy ?? null };
}

export function EducationEntryForm({
  entry,
  title,
  level,
  onSave,
  onCancel,
}: EntryFormProps<EducationEntry>) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm<EducationInput, unknown, EducationOutput>({
    resolver: zodResolver(EducationEntryFormSchema),
    mode: 'onTouched',
    defaultValues: toEducationInput(entry),
  });
  const { errors } = formState;
  const years = yearOptions(historyYears());

  return (
    <EntryFormShell
      title={title}
      level={level}
      onCancel={onCancel}
      onSubmit={handleSubmit((values) => onSave(toEducationEntry(values)))}
    >
      <TextField
        label={t('client.lists.education.schoolIssuer')}
        error={errors.schoolIssuer}
        isRequired
        {...register('schoolIssuer')}
      />
      <TextField
        label={t('client.lists.education.degree')}
        error={errors.degree}
        isRequired
        {...register('degree')}
      />
      <TextField
        label={t('client.lists.education.areaOfStudy')}
        error={errors.areaOfStudy}
        {...register('areaOfStudy')}
      />
      <div className="field-row">
        <SelectField
          label={t('client.lists.education.startYear')}
          options={years}
          error={errors.startYear}
          isRequired
          {...register('startYear', { deps: ['yearEarned'] })}
        />
        <SelectField
          label={t('client.lists.education.yearEarned')}
          hint={t('client.lists.education.yearEarnedHint')}
          options={years}
          error={errors.yearEarned}
          {...register('yearEarned')}
        />
      </div>
      <TextField
        multiline
        label={t('client.lists.education.description')}
        hint={t('client.fields.maxCharacters', { max: HISTORY_DESCRIPTION_MAX_LENGTH })}
        error={errors.description}
        isRequired
        {...register('description')}
      />
    </EntryFormShell>
  );
}

// ---- licenses ----------------------------------------------------------------------------------

type LicenseInput = z.input<typeof LicenseEntryFormSchema>;
type LicenseOutput = z.output<typeof LicenseEntryFormSchema>;

function toLicenseInput(entry: LicenseEntry | undefined): LicenseInput {
  return {
    licenseName: entry?.licenseName ?? '',
    issuingOrganization: entry?.issuingOrganization ?? '',
    issueAtMonth: text(entry?.issueAtMonth),
    issueAtYear: text(entry?.issueAtYear),
    expirationAtMonth: text(entry?.expirationAtMonth),
    expirationAtYear: text(entry?.expirationAtYear),
  };
}

export function LicenseEntryForm({
  entry,
  title,
  level,
  onSave,
  onCancel,
}: EntryFormProps<LicenseEntry>) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm<LicenseInput, unknown, LicenseOutput>({
    resolver: zodResolver(LicenseEntryFormSchema),
    mode: 'onTouched',
    defaultValues: toLicenseInput(entry),
  });
  const { errors } = formState;
  const expirationDeps = {
    deps: ['expirationAtYear', 'expirationAtMonth'] as ('expirationAtYear' | 'expirationAtMonth')[],
  };

  return (
    <EntryFormShell
      title={title}
      level={level}
      onCancel={onCancel}
      onSubmit={handleSubmit((values) => onSave(values))}
    >
      <TextField
        label={t('client.lists.license.licenseName')}
        error={errors.licenseName}
        isRequired
        {...register('licenseName')}
      />
      <TextField
        label={t('client.lists.license.issuingOrganization')}
        error={errors.issuingOrganization}
        isRequired
        {...register('issuingOrganization')}
      />
      <div className="field-row">
        <SelectField
          label={t('client.lists.license.issueAtMonth')}
          options={months()}
          error={errors.issueAtMonth}
          isRequired
          {...register('issueAtMonth', expirationDeps)}
        />
        <SelectField
          label={t('client.lists.license.issueAtYear')}
          options={yearOptions(historyYears())}
          error={errors.issueAtYear}
          isRequired
          {...register('issueAtYear', expirationDeps)}
        />
      </div>
      <p className="field__hint">{t('client.lists.license.expirationHint')}</p>
      <div className="field-row">
        <SelectField
          label={t('client.lists.license.expirationAtMonth')}
          options={months()}
          error={errors.expirationAtMonth}
          {...register('expirationAtMonth', { deps: ['expirationAtYear'] })}
        />
        <SelectField
          label={t('client.lists.license.expirationAtYear')}
          options={yearOptions(expirationYears())}
          error={errors.expirationAtYear}
          {...register('expirationAtYear', { deps: ['expirationAtMonth'] })}
        />
      </div>
    </EntryFormShell>
  );
}

// ---- languages ---------------------------------------------------------------------------------

type LanguageInput = z.input<typeof LanguageEntryFormSchema>;

export function LanguageEntryForm({
  entry,
  title,
  level,
  onSave,
  onCancel,
}: EntryFormProps<LanguageEntry>) {
  const { t } = useTranslation();
  // A language is listed once: the ones already on the profile are not offered again.
  const chosen = useWatch({ control: useProfileForm().control, name: 'languages' }) ?? [];
  const taken = new Set(
    chosen.map((item) => item.language).filter((language) => language !== entry?.language),
  );
  const { register, handleSubmit, formState } = useForm<LanguageInput, unknown, LanguageEntry>({
    resolver: zodResolver(LanguageEntryFormSchema),
    mode: 'onTouched',
    defaultValues: entry ?? ({ language: '', level: '' } as unknown as LanguageInput),
  });
  const { errors } = formState;

  return (
    <EntryFormShell
      title={title}
      level={level}
      onCancel={onCancel}
      onSubmit={handleSubmit((values) => onSave(values))}
    >
      <div className="field-row">
        <SelectField
          label={t('client.lists.language.language')}
          options={localizedOptions(
            LANGUAGES.filter((language) => !taken.has(language)),
            LANGUAGE_LABELS,
          )}
          error={errors.language}
          isRequired
          {...register('language')}
        />
        <SelectField
          label={t('client.lists.language.level')}
          options={localizedOptions(LANGUAGE_LEVELS, LANGUAGE_LEVEL_LABELS)}
          error={errors.level}
          isRequired
          {...register('level')}
        />
      </div>
    </EntryFormShell>
  );
}
