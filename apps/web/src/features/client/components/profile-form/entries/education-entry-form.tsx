/** A school, degree or training (docs/validation.md: 'Year earned must be after start year'). */
import { useTranslation } from 'react-i18next';
import {
  EducationEntryFormSchema,
  HISTORY_DESCRIPTION_MAX_LENGTH,
  historyYears,
  type EducationEntry,
} from '@fairchance/shared';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import {
  EntryFormShell,
  type EntryFormProps,
} from '#web/features/client/components/profile-form/list-editor.tsx';
import { numberInput, useEntryForm, yearOptions, entryKind } from './use-entry-form.ts';

const educationKind = entryKind(EducationEntryFormSchema, {
  toInput: (entry?: EducationEntry) => ({
    schoolIssuer: entry?.schoolIssuer ?? '',
    degree: entry?.degree ?? '',
    areaOfStudy: entry?.areaOfStudy ?? '',
    startYear: numberInput(entry?.startYear),
    yearEarned: numberInput(entry?.yearEarned),
    description: entry?.description ?? '',
  }),
  toEntry: (values) => ({ ...values, areaOfStudy: values.areaOfStudy ?? null }),
});

export function EducationEntryForm(props: EntryFormProps<EducationEntry>) {
  const { t } = useTranslation();
  const { register, errors, shell } = useEntryForm(props, educationKind);
  const years = yearOptions(historyYears());

  return (
    <EntryFormShell {...shell}>
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
