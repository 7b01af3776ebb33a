/**
 * The organization's fields (docs/data-model.md, docs/validation.md), used by the onboarding
 * wizard's steps and by the Organization tab's sections. Each takes the `register` and errors (or
 * the `control`) of a form that holds its fields.
 */
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  DESCRIPTION_MAX_LENGTH,
  JUSTICE_STATUS_LABELS,
  JUSTICE_STATUSES,
  SUPPORT_NEED_LABELS,
  SUPPORT_NEEDS,
  US_STATE_CODES,
  US_STATE_LABELS,
  type JusticeStatus,
  type SupportNeed,
  type WisconsinCounty,
} from '@fairchance/shared';
import { MultiChoiceField } from '#web/components/forms/multi-choice-field.tsx';
import type { RegisteredFieldsProps } from '#web/components/forms/register.ts';
import type { ChoiceOption } from '#web/components/ui/multi-choice.tsx';
import { PhoneInput } from '#web/components/ui/phone-input.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { CountyAutocomplete } from './county-autocomplete.tsx';
import { localizedOptions } from '#web/i18n/labels.ts';

const stateOptions = () => localizedOptions(US_STATE_CODES, US_STATE_LABELS);
const supportOptions = () => localizedOptions(SUPPORT_NEEDS, SUPPORT_NEED_LABELS);
const justiceStatusOptions = () => localizedOptions(JUSTICE_STATUSES, JUSTICE_STATUS_LABELS);

export function NameField({ register, errors }: RegisteredFieldsProps<'name'>) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('rsp.fields.name')}
      autoComplete="organization"
      isRequired
      error={errors.name}
      {...register('name')}
    />
  );
}

export function DescriptionField({
  register,
  errors,
  length,
}: RegisteredFieldsProps<'description'> & {
  /** Characters typed so far, for the count under the label. */
  length: number;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('rsp.fields.description')}
      multiline
      rows={6}
      isRequired
      counter={{ count: length, max: DESCRIPTION_MAX_LENGTH }}
      error={errors.description}
      {...register('description')}
    />
  );
}

export function AddressFields({
  register,
  errors,
}: RegisteredFieldsProps<'address' | 'city' | 'state' | 'postalCode'>) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('rsp.fields.address')}
        autoComplete="street-address"
        isRequired
        error={errors.address}
        {...register('address')}
      />
      <div className="rsp-form-row">
        <TextField
          label={t('rsp.fields.city')}
          autoComplete="address-level2"
          isRequired
          error={errors.city}
          {...register('city')}
        />
        <SelectField
          label={t('rsp.fields.state')}
          options={stateOptions()}
          autoComplete="address-level1"
          isRequired
          error={errors.state}
          {...register('state')}
        />
      </div>
      <TextField
        label={t('rsp.fields.postalCode')}
        autoComplete="postal-code"
        inputMode="numeric"
        isRequired
        error={errors.postalCode}
        {...register('postalCode')}
        className="rsp-field-short"
      />
    </>
  );
}

export function ServiceAreaField({
  control,
}: {
  control: Control<{ servicesArea: WisconsinCounty[] }>;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name="servicesArea"
      render={({ field, fieldState }) => (
        <CountyAutocomplete
          label={t('rsp.fields.serviceArea')}
          isRequired
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error}
          ref={field.ref}
        />
      )}
    />
  );
}

/** A required list of choices, laid out in columns. */
function ColumnsChoiceField<T extends FieldValues>(props: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  options: readonly ChoiceOption[];
}) {
  return <MultiChoiceField {...props} isRequired hasColumns />;
}

export function SupportField({ control }: { control: Control<{ support: SupportNeed[] }> }) {
  const { t } = useTranslation();
  const label = t('rsp.fields.support');
  return (
    <ColumnsChoiceField control={control} name="support" label={label} options={supportOptions()} />
  );
}

export function JusticeStatusField({
  control,
}: {
  control: Control<{ justiceStatus: JusticeStatus[] }>;
}) {
  const { t } = useTranslation();
  const label = t('rsp.fields.justiceStatus');
  const options = justiceStatusOptions();
  return (
    <ColumnsChoiceField control={control} name="justiceStatus" label={label} options={options} />
  );
}

/** The organization's own phone and e-mail, both optional (docs/validation.md). */
export function ContactFields({ register, errors }: RegisteredFieldsProps<'phone' | 'email'>) {
  const { t } = useTranslation();
  return (
    <div className="rsp-form-row">
      <PhoneInput label={t('rsp.fields.orgPhone')} error={errors.phone} {...register('phone')} />
      <TextField
        label={t('rsp.fields.email')}
        type="email"
        autoComplete="email"
        error={errors.email}
        {...register('email')}
      />
    </div>
  );
}
