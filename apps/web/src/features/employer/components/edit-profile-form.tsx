/** My Profile (docs/product.md): the company profile in one form; Save when valid and changed. */
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  EmployerFormSchema,
  type CreateEmployerRequest,
  type Employer,
  type EmployerFormValues,
} from '@fairchance/shared';
import { Button } from '#web/components/ui/button.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { useApiErrorHandler } from '#web/hooks/use-api-error-handler.ts';
import { useUpdateEmployer } from '#web/features/employer/api/update-employer.ts';
import {
  AddressFields,
  CompanyDetailsFields,
  CompanyNameField,
  DescriptionField,
  IndustryField,
} from './profile-fields.tsx';
import './employer.css';

const FIELDS = [
  'name',
  'industry',
  'description',
  'yearsInBusiness',
  'numberOfEmployees',
  'address',
  'city',
  'state',
  'postalCode',
] as const;

function toFormValues(employer: Employer): EmployerFormValues {
  return {
    name: employer.name,
    industry: employer.industry,
    description: employer.description,
    yearsInBusiness: employer.yearsInBusiness,
    numberOfEmployees: employer.numberOfEmployees,
    address: employer.address,
    city: employer.city,
    state: employer.state,
    postalCode: employer.postalCode,
  };
}

export function EditProfileForm({ employer }: { employer: Employer }) {
  const { t } = useTranslation();
  const toast = useToast();
  const handleError = useApiErrorHandler();
  const updateEmployer = useUpdateEmployer(employer.id);
  const form = useForm({
    resolver: zodResolver(EmployerFormSchema),
    mode: 'onChange',
    defaultValues: toFormValues(employer),
  });
  const { errors, isValid, isDirty, isSubmitting } = form.formState;
  const length = useWatch({ control: form.control, name: 'description' }).length;

  async function save(values: CreateEmployerRequest) {
    try {
      const saved = await updateEmployer.mutateAsync(values);
      form.reset(toFormValues(saved));
      toast.success(t('employer.toast.profileUpdated'));
    } catch (error) {
      handleError(error, { setError: form.setError, fields: FIELDS });
    }
  }

  return (
    <form
      className="form-card"
      noValidate
      onSubmit={(event) => void form.handleSubmit(save)(event)}
    >
      <fieldset className="form-card__group">
        <legend className="form-card__legend">{t('employer.editProfile.company')}</legend>
        <CompanyNameField register={form.register} errors={errors} />
        <IndustryField register={form.register} errors={errors} />
        <DescriptionField register={form.register} errors={errors} length={length} />
      </fieldset>
      <fieldset className="form-card__group">
        <legend className="form-card__legend">
          {t('employer.profileWizard.steps.details.title')}
        </legend>
        <CompanyDetailsFields register={form.register} errors={errors} />
      </fieldset>
      <fieldset className="form-card__group">
        <legend className="form-card__legend">
          {t('employer.profileWizard.steps.location.title')}
        </legend>
        <AddressFields register={form.register} errors={errors} />
      </fieldset>
      <div className="form-card__actions">
        <Button type="submit" disabled={!isValid || !isDirty} isLoading={isSubmitting}>
          {t('common.save')}
        </Button>
      </div>
    </form>
  );
}
