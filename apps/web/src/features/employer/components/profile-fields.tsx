/**
 * The company profile's fields (docs/data-model.md, docs/validation.md), shared by the profile
 * wizard's steps and the My Profile form. Each takes what `register` gives and the field's error.
 */
import { useTranslation } from 'react-i18next';
import {
  DESCRIPTION_MAX_LENGTH,
  INDUSTRIES,
  INDUSTRY_LABELS,
  NUMBER_OF_EMPLOYEES,
  NUMBER_OF_EMPLOYEES_LABELS,
  US_STATE_CODES,
  US_STATE_LABELS,
  YEARS_IN_BUSINESS,
  YEARS_IN_BUSINESS_LABELS,
} from '@fairchance/shared';
import type { ErrorsOf, RegisterOf } from '#web/components/forms/register.ts';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { localized, localizedOptions } from '#web/i18n/labels.ts';

export const industryOptions = () => localizedOptions(INDUSTRIES, INDUSTRY_LABELS);
export const yearsInBusinessOptions = () =>
  localizedOptions(YEARS_IN_BUSINESS, YEARS_IN_BUSINESS_LABELS);
export const numberOfEmployeesOptions = () =>
  localizedOptions(NUMBER_OF_EMPLOYEES, NUMBER_OF_EMPLOYEES_LABELS);
export const usStateOptions = () =>
  US_STATE_CODES.map((code) => ({
    value: code,
    label: localized(US_STATE_LABELS)[code],
  }));

type Errors = ErrorsOf;
type Register<K extends string> = RegisterOf<K>;

export function CompanyNameField({
  register,
  errors,
}: {
  register: Register<'name'>;
  errors: Errors;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('employer.profileForm.name')}
      autoComplete="organization"
      isRequired
      error={errors.name}
      {...register('name')}
    />
  );
}

export function IndustryField({
  register,
  errors,
}: {
  register: Register<'industry'>;
  errors: Errors;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      label={t('employer.profileForm.industry')}
      options={industryOptions()}
      isRequired
      error={errors.industry}
      {...register('industry')}
    />
  );
}

export function DescriptionField({
  register,
  errors,
  length,
}: {
  register: Register<'description'>;
  errors: Errors;
  length: number;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      multiline
      rows={8}
      label={t('employer.profileForm.description')}
      counter={{ count: length, max: DESCRIPTION_MAX_LENGTH }}
      isRequired
      error={errors.description}
      {...register('description')}
    />
  );
}

export function CompanyDetailsFields({
  register,
  errors,
}: {
  register: Register<'yearsInBusiness' | 'numberOfEmployees'>;
  errors: Errors;
}) {
  const { t } = useTranslation();
  return (
    <>
      <SelectField
        label={t('employer.profileForm.yearsInBusiness')}
        options={yearsInBusinessOptions()}
        isRequired
        error={errors.yearsInBusiness}
        {...register('yearsInBusiness')}
      />
      <SelectField
        label={t('employer.profileForm.numberOfEmployees')}
        options={numberOfEmployeesOptions()}
        isRequired
        error={errors.numberOfEmployees}
        {...register('numberOfEmployees')}
      />
    </>
  );
}

/** Street address, city, state and ZIP code (a company's or an on-site job's). */
export function AddressFields({
  register,
  errors,
  isRequired = true,
}: {
  register: Register<'address' | 'city' | 'state' | 'postalCode'>;
  errors: Errors;
  isRequired?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('employer.profileForm.address')}
        autoComplete="street-address"
        isRequired={isRequired}
        error={errors.address}
        {...register('address')}
      />
      <div className="employer-form-row">
        <TextField
          label={t('employer.profileForm.city')}
          autoComplete="address-level2"
          isRequired={isRequired}
          error={errors.city}
          {...register('city')}
        />
        <SelectField
          label={t('employer.profileForm.state')}
          options={usStateOptions()}
          autoComplete="address-level1"
          isRequired={isRequired}
          error={errors.state}
          {...register('state')}
        />
        <TextField
          label={t('employer.profileForm.postalCode')}
          autoComplete="postal-code"
          inputMode="numeric"
          isRequired={isRequired}
          error={errors.postalCode}
          {...register('postalCode')}
        />
      </div>
    </>
  );
}
