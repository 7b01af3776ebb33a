/** A job of the work history (docs/validation.md: 'End date must be after start date'). */
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  ExperienceEntryFormSchema,
  HISTORY_DESCRIPTION_MAX_LENGTH,
  historyYears,
  type ExperienceEntry,
} from '@fairchance/shared';
import { CheckboxField } from '#web/components/ui/checkbox-field.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import {
  EntryFormShell,
  type EntryFormProps,
} from '#web/features/client/components/profile-form/list-editor.tsx';
import {
  months,
  numberInput,
  useEntryForm,
  yearOptions,
  type EntryKind,
} from './use-entry-form.ts';

const experienceKind: EntryKind<
  z.input<typeof ExperienceEntryFormSchema>,
  z.output<typeof ExperienceEntryFormSchema>,
  ExperienceEntry
> = {
  schema: ExperienceEntryFormSchema,
  toInput: (entry) => ({
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
};

export function ExperienceEntryForm(props: EntryFormProps<ExperienceEntry>) {
  const { t } = useTranslation();
  const { register, control, errors, shell } = useEntryForm(props, experienceKind);
  const stillWork = useWatch({ control, name: 'stillWork' });
  const years = yearOptions(historyYears());
  const dateDeps = { deps: ['endAtYear', 'endAtMonth'] as ('endAtYear' | 'endAtMonth')[] };

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
