/**
 * The client profile's fields, each bound to the one profile form through its context. The
 * wizard shows them one question per step; the edit screens group them by profile section.
 */
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  AGE_LABELS,
  AGES,
  ETHNICITIES,
  ETHNICITY_LABELS,
  EXPERIENCE_SKILL_LABELS,
  EXPERIENCE_SKILLS,
  FACILITIES,
  FACILITY_LABELS,
  GENDER_LABELS,
  GENDERS,
  JUSTICE_STATUS_LABELS,
  JUSTICE_STATUSES,
  MARITAL_STATUS_LABELS,
  MARITAL_STATUSES,
  NON_ORGANIZATION_PROVIDERS,
  ORIENTATION_LABELS,
  ORIENTATIONS,
  OTHER_PROVIDER,
  PERSONAL_STRENGTH_LABELS,
  PERSONAL_STRENGTHS,
  PERSONAL_STRENGTHS_COUNT,
  PIPELINE_REQUEST_PROVIDER,
  REENTRY_PROVIDER_DETAILS,
  REENTRY_PROVIDER_LABELS,
  REENTRY_PROVIDERS,
  REFERRED_BY,
  REFERRED_BY_LABELS,
  RELEASED_AT,
  RELEASED_AT_LABELS,
  RELIGION_LABELS,
  RELIGIONS,
  STATE_OR_FEDERAL,
  STATE_OR_FEDERAL_LABELS,
  STATEMENT_MAX_LENGTH,
  SUMMARY_MAX_LENGTH,
  SUPPORT_NEED_LABELS,
  SUPPORT_NEEDS,
  TIME_SERVED,
  TIME_SERVED_LABELS,
  US_STATE_CODES,
  US_STATE_LABELS,
  VETERAN_STATUS_LABELS,
  VETERAN_STATUSES,
  WISCONSIN_COUNTIES,
  WISCONSIN_COUNTY_LABELS,
  YES_NO,
  YES_NO_LABELS,
  localIsoDate,
  type ReentryProvider,
} from '@fairchance/shared';
import { MultiChoiceField } from '#web/components/forms/multi-choice-field.tsx';
import { RadioGroupField } from '#web/components/forms/radio-group-field.tsx';
import { PhoneInput } from '#web/components/ui/phone-input.tsx';
import type { RadioOption } from '#web/components/ui/radio-group.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import type { ProfileFormInput, ProfileFormValues } from './model.ts';
import { localized, localizedOptions, localizedProviderDescription } from '#web/i18n/labels.ts';

export function useProfileForm() {
  return useFormContext<ProfileFormInput, unknown, ProfileFormValues>();
}

/** Wizard steps ask one question in their heading; the group's own legend is then spoken only. */
interface QuestionProps {
  isLegendHidden?: boolean;
}

/** An empty input means "no value" (null), never an empty string in the form's state. */
const emptyAsNull = (value: unknown) => (value === '' ? null : value);

export function JusticeStatusField({ isLegendHidden }: QuestionProps) {
  const { t } = useTranslation();
  const { control } = useProfileForm();
  return (
    <RadioGroupField
      control={control}
      name="justiceStatus"
      label={t('client.fields.justiceStatus')}
      options={localizedOptions(JUSTICE_STATUSES, JUSTICE_STATUS_LABELS)}
      isLegendHidden={isLegendHidden}
      isRequired
    />
  );
}

export function FacilityField() {
  const { t } = useTranslation();
  const { register, formState } = useProfileForm();
  return (
    <SelectField
      label={t('client.fields.facility')}
      options={localizedOptions(FACILITIES, FACILITY_LABELS)}
      error={formState.errors.facility}
      isRequired
      {...register('facility')}
    />
  );
}

/** Tomorrow, the first date a release can be expected on ('Date must be in the future'). */
function tomorrow(): string {
  const date = new Date();
  date.setDate(date.getDate() + 1);
  return localIsoDate(date);
}

export function ExpectedReleaseField() {
  const { t } = useTranslation();
  const { register, formState } = useProfileForm();
  return (
    <TextField
      type="date"
      label={t('client.fields.expectedReleasedAt')}
      min={tomorrow()}
      error={formState.errors.expectedReleasedAt}
      isRequired
      {...register('expectedReleasedAt', { setValueAs: emptyAsNull })}
    />
  );
}

export function ReleaseCountyField() {
  const { t } = useTranslation();
  const { register, formState } = useProfileForm();
  return (
    <SelectField
      label={t('client.fields.releasedCounty')}
      options={localizedOptions(WISCONSIN_COUNTIES, WISCONSIN_COUNTY_LABELS)}
      error={formState.errors.releasedCounty}
      {...register('releasedCounty')}
    />
  );
}

export function PhoneField() {
  const { t } = useTranslation();
  const { register, formState } = useProfileForm();
  return (
    <PhoneInput
      label={t('client.fields.phone')}
      error={formState.errors.phone}
      isRequired
      placeholder="(414) 555-0100"
      {...register('phone')}
    />
  );
}

export function AddressFields() {
  const { t } = useTranslation();
  const { register, formState, control, setValue } = useProfileForm();
  const { errors } = formState;
  const state = useWatch({ control, name: 'state' });
  return (
    <>
      <TextField
        label={t('client.fields.address')}
        autoComplete="street-address"
        error={errors.address}
        {...register('address')}
      />
      <TextField
        label={t('client.fields.city')}
        autoComplete="address-level2"
        error={errors.city}
        {...register('city')}
      />
      <SelectField
        label={t('client.fields.state')}
        options={localizedOptions(US_STATE_CODES, US_STATE_LABELS)}
        autoComplete="address-level1"
        error={errors.state}
        {...register('state', {
          // Counties are Wisconsin's: another state has none.
          onChange: (event: { target: { value: string } }) => {
            if (event.target.value !== 'WI') setValue('county', null, { shouldDirty: true });
          },
        })}
      />
      <TextField
        label={t('client.fields.postalCode')}
        autoComplete="postal-code"
        inputMode="numeric"
        error={errors.postalCode}
        {...register('postalCode')}
      />
      {state === 'WI' && (
        <SelectField
          label={t('client.fields.county')}
          hint={t('client.fields.countyHint')}
          options={localizedOptions(WISCONSIN_COUNTIES, WISCONSIN_COUNTY_LABELS)}
          error={errors.county}
          {...register('county')}
        />
      )}
    </>
  );
}

export function SupportField() {
  const { t } = useTranslation();
  const { control } = useProfileForm();
  return (
    <MultiChoiceField
      control={control}
      name="support"
      label={t('client.fields.support')}
      options={localizedOptions(SUPPORT_NEEDS, SUPPORT_NEED_LABELS)}
      hasColumns
    />
  );
}

export function StrengthsField() {
  const { t } = useTranslation();
  const { control } = useProfileForm();
  return (
    <MultiChoiceField
      control={control}
      name="personalStrengths"
      label={t('client.fields.personalStrengths')}
      options={localizedOptions(PERSONAL_STRENGTHS, PERSONAL_STRENGTH_LABELS)}
      maxChoices={PERSONAL_STRENGTHS_COUNT}
      isRequired
      hasColumns
    />
  );
}

export function SkillsField() {
  const { t } = useTranslation();
  const { control } = useProfileForm();
  return (
    <MultiChoiceField
      control={control}
      name="experience"
      label={t('client.fields.experience')}
      options={localizedOptions(EXPERIENCE_SKILLS, EXPERIENCE_SKILL_LABELS)}
      hasColumns
    />
  );
}

/** Organizations a client can be matched with through the pipeline. */
const ORGANIZATIONS = REENTRY_PROVIDERS.filter(
  (provider) => !(NON_ORGANIZATION_PROVIDERS as readonly ReentryProvider[]).includes(provider),
);

export function ProviderField({ isLegendHidden }: QuestionProps) {
  const { t } = useTranslation();
  const { control, setValue } = useProfileForm();
  // No provider is a choice too: the first option.
  const options: RadioOption[] = [
    { value: '', label: t('client.fields.noProvider') },
    ...REENTRY_PROVIDERS.map((provider) => ({
      value: provider,
      label: localized(REENTRY_PROVIDER_LABELS)[provider],
      description: localizedProviderDescription(provider),
    })),
  ];
  return (
    <RadioGroupField
      control={control}
      name="reentryServiceProvider"
      label={t('client.fields.reentryServiceProvider')}
      options={options}
      onPick={(value) => {
        // The pipeline's pick belongs to the pipeline request only; a registered
        // organization to 'other' only.
        if (value !== PIPELINE_REQUEST_PROVIDER)
          setValue('reentryPipeline', null, { shouldDirty: true });
        if (value !== OTHER_PROVIDER) setValue('rspId', null, { shouldDirty: true });
      }}
      isLegendHidden={isLegendHidden}
    />
  );
}

export function PipelineField({ isLegendHidden }: QuestionProps) {
  const { t } = useTranslation();
  const { control } = useProfileForm();
  const options: RadioOption[] = ORGANIZATIONS.map((provider) => {
    const details = REENTRY_PROVIDER_DETAILS[provider];
    return {
      value: provider,
      label: details.name,
      description: (
        <>
          {localizedProviderDescription(provider)}{' '}
          {t('client.fields.servesCounties', { counties: details.servicesArea.join(', ') })}
        </>
      ),
    };
  });
  return (
    <RadioGroupField
      control={control}
      name="reentryPipeline"
      label={t('client.fields.reentryPipeline')}
      options={options}
      isLegendHidden={isLegendHidden}
      isRequired
    />
  );
}

type RadioFieldName =
  'sexualOffenderRegistry' | 'sbn' | 'timeServed' | 'releasedAt' | 'stateOrFederal';

const radioOptions = (): Record<RadioFieldName, RadioOption[]> => ({
  sexualOffenderRegistry: localizedOptions(YES_NO, YES_NO_LABELS),
  sbn: localizedOptions(YES_NO, YES_NO_LABELS),
  timeServed: localizedOptions(TIME_SERVED, TIME_SERVED_LABELS),
  releasedAt: localizedOptions(RELEASED_AT, RELEASED_AT_LABELS),
  stateOrFederal: localizedOptions(STATE_OR_FEDERAL, STATE_OR_FEDERAL_LABELS),
});

/** Registry, SBN, time served, released-at, state or federal: one choice each, all required. */
export function JusticeRadioField({
  name,
  isLegendHidden,
}: QuestionProps & { name: RadioFieldName }) {
  const { t } = useTranslation();
  const { control } = useProfileForm();
  return (
    <RadioGroupField
      control={control}
      name={name}
      label={t(`client.fields.${name}`)}
      options={radioOptions()[name]}
      isLegendHidden={isLegendHidden}
      hasColumns={name === 'timeServed' || name === 'releasedAt'}
      isRequired
    />
  );
}

export function SummaryField() {
  const { t } = useTranslation();
  const { register, formState, control } = useProfileForm();
  const summary = useWatch({ control, name: 'personalSummary' }) ?? '';
  return (
    <TextField
      multiline
      rows={8}
      label={t('client.fields.personalSummary')}
      counter={{ count: summary.length, max: SUMMARY_MAX_LENGTH }}
      error={formState.errors.personalSummary}
      {...register('personalSummary')}
    />
  );
}

/**
 * The client's statement in their own words (docs/decisions/026-fair-chance-help.md): optional,
 * shown to an employer only from the interview on, for that application.
 */
export function StatementField() {
  const { t } = useTranslation();
  const { register, formState, control } = useProfileForm();
  const statement = useWatch({ control, name: 'personalStatement' }) ?? '';
  return (
    <>
      <p className="client-statement__hint">{t('client.fields.personalStatementHint')}</p>
      <TextField
        multiline
        rows={10}
        label={t('client.fields.personalStatement')}
        counter={{ count: statement.length, max: STATEMENT_MAX_LENGTH }}
        error={formState.errors.personalStatement}
        {...register('personalStatement')}
      />
    </>
  );
}

export function DiversityFields() {
  const { t } = useTranslation();
  const { register, formState } = useProfileForm();
  const errors = formState.errors.diversity;
  const placeholder = t('client.fields.preferNotToAnswer');
  const fields = [
    ['gender', localizedOptions(GENDERS, GENDER_LABELS)],
    ['orientation', localizedOptions(ORIENTATIONS, ORIENTATION_LABELS)],
    ['religion', localizedOptions(RELIGIONS, RELIGION_LABELS)],
    ['maritalStatus', localizedOptions(MARITAL_STATUSES, MARITAL_STATUS_LABELS)],
    ['age', localizedOptions(AGES, AGE_LABELS)],
    ['disability', localizedOptions(YES_NO, YES_NO_LABELS)],
    ['ethnicity', localizedOptions(ETHNICITIES, ETHNICITY_LABELS)],
    ['veteranStatus', localizedOptions(VETERAN_STATUSES, VETERAN_STATUS_LABELS)],
  ] as const;
  return (
    <>
      {fields.map(([name, options]) => (
        <SelectField
          key={name}
          label={t(`client.fields.diversity.${name}`)}
          options={options}
          placeholder={placeholder}
          error={errors?.[name]}
          {...register(`diversity.${name}`)}
        />
      ))}
    </>
  );
}

export function ReferredByField() {
  const { t } = useTranslation();
  const { register, formState } = useProfileForm();
  return (
    <SelectField
      label={t('client.fields.referredBy')}
      options={localizedOptions(REFERRED_BY, REFERRED_BY_LABELS)}
      placeholder={t('client.fields.preferNotToAnswer')}
      error={formState.errors.referredBy}
      {...register('referredBy')}
    />
  );
}
