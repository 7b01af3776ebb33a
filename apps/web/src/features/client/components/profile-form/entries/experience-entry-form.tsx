/** A job of the work history (docs/validation.md: 'End date must be after start date'). */
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ExperienceEntryFormSchema,
  HISTORY_DESCRIPTION_MAX_LENGTH,
  historyYears,
  type ExperienceEntry,
} from '@fairchance/shared';
import { CheckboxField } from '#web/components/ui/checkbox-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import {
  EntryFormShell,
  type EntryFormProps,
} from '#web/features/client/components/profile-form/list-editor.tsx';
import { numberInput, useEntryForm, yearOptions, entryKind } from './use-entry-form.ts';
import { MonthYearFields } from './month-year-fields.tsx';

const experienceKind = entryKind(ExperienceEntryFormSchema, {
  toInput: (entry?: ExperienceEntry) => ({
    title: entry?.title ?? '',
    company: entry?.company ?? '',
    startAtMonth: numberInput(entry?.startAtMonth),
    startAtYear: numberInput(entry?.startAtYear),
    endAtMonth: numberInput(entry?.endAtMonth),
    endAtYear: numberInput(entry?.endAtYear),
    stillWork: entry?.stillWork ?? false,
    location: entry?.location ?? '',
    description: entry?.description ?? '',
  }),
  toEntry: (values) => ({
    ...values,
    endAtMonth: values.stillWork ? null : values.endAtMonth,
    endAtYear: values.stillWork ? null : values.endAtYear,
    location: values.location ?? null,
  }),
});

export function ExperienceEntryForm(props: EntryFormProps<ExperienceEntry>) {
  const { t } = useTranslation();
  const { register, control, errors, shell } = useEntryForm(props, experienceKind);
  const stillWork = useWatch({ control, name: 'stillWork' });
  const years = yearOptions(historyYears());
  const dateDeps: ('endAtYear' | 'endAtMonth')[] = ['endAtYear', 'endAtMonth'];

  return (
    <EntryFormShell {...shell}>
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
      <MonthYearFields
        register={register}
        errors={errors}
        month="startAtMonth"
        year="startAtYear"
        labels={[
          t('client.lists.experience.startAtMonth'),
          t('client.lists.experience.startAtYear'),
        ]}
        years={years}
        deps={dateDeps}
        isRequired
      />
      <CheckboxField
        label={t('client.lists.experience.stillWork')}
        {...register('stillWork', { deps: dateDeps })}
      />
      {!stillWork && (
        <MonthYearFields
          register={register}
          errors={errors}
          month="endAtMonth"
          year="endAtYear"
          labels={[t('client.lists.experience.endAtMonth'), t('client.lists.experience.endAtYear')]}
          years={years}
          isRequired
        />
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
