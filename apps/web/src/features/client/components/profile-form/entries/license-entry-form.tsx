/**
 * A license or certificate (docs/validation.md: 'Expiration date must be after issue date'; the
 * expiration years run 18 years forward).
 */
import { useTranslation } from 'react-i18next';
import {
  LicenseEntryFormSchema,
  expirationYears,
  historyYears,
  type LicenseEntry,
} from '@fairchance/shared';
import { TextField } from '#web/components/ui/text-field.tsx';
import {
  EntryFormShell,
  type EntryFormProps,
} from '#web/features/client/components/profile-form/list-editor.tsx';
import { numberInput, useEntryForm, yearOptions, entryKind } from './use-entry-form.ts';
import { MonthYearFields } from './month-year-fields.tsx';

const licenseKind = entryKind(LicenseEntryFormSchema, {
  toInput: (entry?: LicenseEntry) => ({
    licenseName: entry?.licenseName ?? '',
    issuingOrganization: entry?.issuingOrganization ?? '',
    issueAtMonth: numberInput(entry?.issueAtMonth),
    issueAtYear: numberInput(entry?.issueAtYear),
    expirationAtMonth: numberInput(entry?.expirationAtMonth),
    expirationAtYear: numberInput(entry?.expirationAtYear),
  }),
  toEntry: (values) => values,
});

export function LicenseEntryForm(props: EntryFormProps<LicenseEntry>) {
  const { t } = useTranslation();
  const { register, errors, shell } = useEntryForm(props, licenseKind);

  return (
    <EntryFormShell {...shell}>
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
      <MonthYearFields
        register={register}
        errors={errors}
        month="issueAtMonth"
        year="issueAtYear"
        labels={[t('client.lists.license.issueAtMonth'), t('client.lists.license.issueAtYear')]}
        years={yearOptions(historyYears())}
        deps={['expirationAtYear', 'expirationAtMonth']}
        isRequired
      />
      <p className="field__hint">{t('client.lists.license.expirationHint')}</p>
      <MonthYearFields
        register={register}
        errors={errors}
        month="expirationAtMonth"
        year="expirationAtYear"
        labels={[
          t('client.lists.license.expirationAtMonth'),
          t('client.lists.license.expirationAtYear'),
        ]}
        years={yearOptions(expirationYears())}
      />
    </EntryFormShell>
  );
}
