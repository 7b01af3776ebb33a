/**
 * The organization's fields (docs/data-model.md, docs/validation.md), used by the onboarding
 * wizard's steps and by the Organization tab's sections. Each takes the react-hook-form of a form
 * that holds its fields.
 */
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
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
  type UsStateCode,
  type WisconsinCounty,
} from '@fairchance/shared';
import { MultiChoiceField } from '#web/components/forms/multi-choice-field.tsx';
import { PhoneInput } from '#web/components/ui/phone-input.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { CountyAutocomplete } from './county-autocomplete.tsx';
import { localizedOptions } from '#web/i18n/labels.ts';

const stateOptions = () => localizedOptions(US_STATE_CODES, US_STATE_LABELS);
const supportOptions = () => localizedOptions(SUPPORT_NEEDS, SUPPORT_NEED_LABELS);
const justiceStatusOptions = () => localizedOptions(JUSTICE_STATUSES, JUSTICE_STATUS_LABELS);

export interface NameFormValues {
  name: string;
}

export function NameField<T extends NameFormValues>({
  register: registerAny,
  errors: errorsAny,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  const { t } = useTranslation();
  const register = registerAny as unknown as UseFormRegister<NameFormValues>;
  const errors = errorsAny as FieldErrors<NameFormValues>;
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

export interface DescriptionFormValues {
  description: string;
}

export function DescriptionField<T extends DescriptionFormValues>({
  register: registerAny,
  errors: errorsAny,
  length,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  /** Characters typed so far, for the count under the label. */
  length: number;
}) {
  const { t } = useTranslation();
  const register = registerAny as unknown as UseFormRegister<DescriptionFormValues>;
  const errors = errorsAny as FieldErrors<DescriptionFormValues>;
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

export interface AddressFormValues {
  address: string;
  city: string;
  state: UsStateCode;
  postalCode: string;
}

export function AddressFields<T extends AddressFormValues>({
  register: registerAny,
  errors: errorsAny,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  const { t } = useTranslation();
  const register = registerAny as unknown as UseFormRegister<AddressFormValues>;
  const errors = errorsAny as FieldErrors<AddressFormValues>;
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

export interface ServiceAreaFormValues {
  servicesArea: WisconsinCounty[];
}

export function ServiceAreaField({ control }: { control: Control<ServiceAreaFormValues> }) {
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

export interface SupportFormValues {
  support: SupportNeed[];
}

export function SupportField({ control }: { control: Control<SupportFormValues> }) {
  const { t } = useTranslation();
  return (
    <MultiChoiceField
      control={control}
      name="support"
      label={t('rsp.fields.support')}
      options={supportOptions()}
      isRequired
      hasColumns
    />
  );
}

export interface JusticeStatusFormValues {
  justiceStatus: JusticeStatus[];
}

export function JusticeStatusField({ control }: { control: Control<JusticeStatusFormValues> }) {
  const { t } = useTranslation();
  return (
    <MultiChoiceField
      control={control}
      name="justiceStatus"
      label={t('rsp.fields.justiceStatus')}
      options={justiceStatusOptions()}
      isRequired
      hasColumns
    />
  );
}

export interface ContactFormValues {
  phone?: string | null | undefined;
  email?: string | null | undefined;
}

/** The organization's own phone and e-mail, both optional (docs/validation.md). */
export function ContactFields<T extends ContactFormValues>({
  register: registerAny,
  errors: errorsAny,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  const { t } = useTranslation();
  const register = registerAny as unknown as UseFormRegister<ContactFormValues>;
  const errors = errorsAny as FieldErrors<ContactFormValues>;
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
