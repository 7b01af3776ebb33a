/**
 * A license or certificate (docs/validation.md: 'Expiration date must be after issue date'; the
 * expiration years run 18 years forward).
 */
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  LicenseEntryFormSchema,
  expirationYears,
  historyYears,
  type LicenseEntry,
} from '@fairchance/shared';
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

const licenseKind: EntryKind<
  z.input<typeof LicenseEntryFormSchema>,
  z.output<typeof LicenseEntryFormSchema>,
  LicenseEntry
> = {
  schema: LicenseEntryFormSchema,
  toInput: (entry) => ({
    licenseName: entry?.licenseName ?? '',
    issuingOrganization: entry?.issuingOrganization ?? '',
    issueAtMonth: numberInput(entry?.issueAtMonth),
    issueAtYear: numberInput(entry?.issueAtYear),
    expirationAtMonth: numberInput(entry?.expirationAtMonth),
    expirationAtYear: numberInput(entry?.expirationAtYear),
  }),
  toEntry: (values) => values,
};

export function LicenseEntryForm(props: EntryFormProps<LicenseEntry>) {
  const { t } = useTranslation();
  const { register, errors, shell } = useEntryForm(props, licenseKind);
  const expirationDeps = {
    deps: ['expirationAtYear', 'expirationAtMonth'] as ('expirationAtYear' | 'expirationAtMonth')[],
  };

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
