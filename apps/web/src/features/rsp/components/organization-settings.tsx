/**
 * The Organization tab of /rsp/account-settings (docs/product.md, owner only): Organization
 * Information, Service Area, Support Services, Accepted Justice Status and Allowed Offenses, each
 * saved in place with its own Save, enabled only when the section is valid and changed
 * (docs/rules.md#application-statuses, docs/validation.md).
 */
import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import {
  useForm,
  type Control,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  formatPhone,
  mergeOffenses,
  offenseGroupsFromList,
  OrganizationFormSchema,
  type Organization,
  type UpdateOrganizationRequest,
} from '@fairchance/shared';
import { Button } from '#web/components/ui/button.tsx';
import { LeaveConfirm } from '#web/components/ui/leave-confirm.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { PageLoader } from '#web/components/ui/spinner.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { useApiErrorHandler } from '#web/hooks/use-api-error-handler.ts';
import { useLeaveGuard } from '#web/hooks/use-leave-guard.ts';
import { useOrganization } from '#web/features/rsp/api/get-organization.ts';
import { useUpdateOrganization } from '#web/features/rsp/api/update-organization.ts';
import { useRspAccount } from '#web/features/rsp/hooks/use-rsp-account.ts';
import { OffenseGroupsFields, type OffenseGroupsFormValues } from './offense-groups-fields.tsx';
import {
  AddressFields,
  ContactFields,
  DescriptionField,
  JusticeStatusField,
  NameField,
  ServiceAreaField,
  SupportField,
} from './organization-fields.tsx';
import './rsp.css';

const InformationSchema = OrganizationFormSchema.pick({
  name: true,
  description: true,
  address: true,
  city: true,
  state: true,
  postalCode: true,
  phone: true,
  email: true,
});
const ServiceAreaSchema = OrganizationFormSchema.pick({ servicesArea: true });
const SupportSchema = OrganizationFormSchema.pick({ support: true });
const JusticeStatusSchema = OrganizationFormSchema.pick({ justiceStatus: true });
const OffensesSchema = OrganizationFormSchema.pick({
  offenseDrugs: true,
  offensePropertyDamage: true,
  offenseSexual: true,
  offenseTheft: true,
  offenseViolent: true,
  offenseWhiteCollar: true,
  offenseMotorVehicle: true,
});

type AnySchema = z.ZodObject;

/** What each section's form holds, read from the organization. */
const sectionValues = {
  information: (organization: Organization) => ({
    name: organization.name,
    description: organization.description,
    address: organization.address,
    city: organization.city,
    state: organization.state,
    postalCode: organization.postalCode,
    phone: formatPhone(organization.phone),
    email: organization.email ?? '',
  }),
  servicesArea: (organization: Organization) => ({ servicesArea: [...organization.servicesArea] }),
  support: (organization: Organization) => ({ support: [...organization.support] }),
  justiceStatus: (organization: Organization) => ({
    justiceStatus: [...organization.justiceStatus],
  }),
  offenses: (organization: Organization) => offenseGroupsFromList(organization.offenses),
};

interface SectionProps<S extends AnySchema> {
  title: string;
  /** The Save button says what it saves: five of them share the tab. */
  saveLabel: string;
  schema: S;
  organization: Organization;
  values: (organization: Organization) => z.input<S>;
  /** The PATCH body of the section's valid values. */
  toRequest: (values: z.output<S>) => UpdateOrganizationRequest;
  /** Field names the server may name in `details`. */
  fields: readonly string[];
  /** Told whether the section holds changes not saved yet. */
  onDirtyChange: (title: string, isDirty: boolean) => void;
  children: (form: UseFormReturn<z.input<S> & FieldValues, unknown, z.output<S>>) => ReactNode;
}

function SettingsSection<S extends AnySchema>({
  title,
  saveLabel,
  schema,
  organization,
  values,
  toRequest,
  fields,
  onDirtyChange,
  children,
}: SectionProps<S>) {
  type Input = z.input<S> & FieldValues;
  const { t } = useTranslation();
  const toast = useToast();
  const handleApiError = useApiErrorHandler();
  const update = useUpdateOrganization(organization.id);
  const headingId = useId();
  const form = useForm<Input, unknown, z.output<S>>({
    resolver: zodResolver(schema as unknown as z.ZodType<z.output<S>, Input>),
    mode: 'onChange',
    defaultValues: values(organization) as DefaultValues<Input>,
  });
  const { isDirty, isValid, isSubmitting } = form.formState;
  useEffect(() => onDirtyChange(title, isDirty), [onDirtyChange, title, isDirty]);

  const onSubmit = form.handleSubmit(async (valid) => {
    try {
      const updated = await update.mutateAsync(toRequest(valid));
      form.reset(values(updated));
      toast.success(t('rsp.organizationSettings.updated'));
    } catch (error) {
      handleApiError(error, {
        setError: form.setError,
        fields: fields as readonly Path<Input>[],
        messages: { ResourceConflict: t('rsp.organizationSettings.nameConflict') },
      });
    }
  });

  return (
    <section className="rsp-card rsp-settings-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="rsp-card__title">
        {title}
      </h2>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        {children(form)}
        <div className="rsp-form-actions">
          <Button type="submit" disabled={!isDirty || !isValid} isLoading={isSubmitting}>
            {saveLabel}
          </Button>
        </div>
      </form>
    </section>
  );
}

export function OrganizationSettingsForm({ organization }: { organization: Organization }) {
  const { t } = useTranslation();
  // The sections with changes not saved: leaving the screen then asks first.
  const [dirtySections, setDirtySections] = useState<ReadonlySet<string>>(new Set());
  const onDirtyChange = useCallback((section: string, isDirty: boolean) => {
    setDirtySections((current) => {
      if (current.has(section) === isDirty) return current;
      const next = new Set(current);
      if (isDirty) next.add(section);
      else next.delete(section);
      return next;
    });
  }, []);
  const leave = useLeaveGuard(dirtySections.size > 0);
  const common = { organization, onDirtyChange };
  return (
    <div className="rsp-settings">
      <LeaveConfirm blocker={leave.blocker} />
      <SettingsSection
        {...common}
        title={t('rsp.organizationSettings.information')}
        saveLabel={t('rsp.organizationSettings.saveInformation')}
        schema={InformationSchema}
        values={sectionValues.information}
        fields={['name', 'description', 'address', 'city', 'state', 'postalCode', 'phone', 'email']}
        // The organization's contact is also what clients are given (phoneRspContact…).
        toRequest={(values) => ({
          ...values,
          phoneRspContact: values.phone ?? null,
          emailRspContact: values.email ?? null,
        })}
      >
        {(form) => (
          <>
            <NameField register={form.register} errors={form.formState.errors} />
            <DescriptionField
              register={form.register}
              errors={form.formState.errors}
              length={form.watch('description')?.length ?? 0}
            />
            <AddressFields register={form.register} errors={form.formState.errors} />
            <ContactFields register={form.register} errors={form.formState.errors} />
          </>
        )}
      </SettingsSection>
      <SettingsSection
        {...common}
        title={t('rsp.organizationSettings.serviceArea')}
        saveLabel={t('rsp.organizationSettings.saveServiceArea')}
        schema={ServiceAreaSchema}
        values={sectionValues.servicesArea}
        fields={['servicesArea']}
        toRequest={(values) => values}
      >
        {(form) => <ServiceAreaField control={form.control} />}
      </SettingsSection>
      <SettingsSection
        {...common}
        title={t('rsp.organizationSettings.support')}
        saveLabel={t('rsp.organizationSettings.saveSupport')}
        schema={SupportSchema}
        values={sectionValues.support}
        fields={['support']}
        toRequest={(values) => values}
      >
        {(form) => <SupportField control={form.control} />}
      </SettingsSection>
      <SettingsSection
        {...common}
        title={t('rsp.organizationSettings.justiceStatus')}
        saveLabel={t('rsp.organizationSettings.saveJusticeStatus')}
        schema={JusticeStatusSchema}
        values={sectionValues.justiceStatus}
        fields={['justiceStatus']}
        toRequest={(values) => values}
      >
        {(form) => <JusticeStatusField control={form.control} />}
      </SettingsSection>
      <SettingsSection
        {...common}
        title={t('rsp.organizationSettings.offenses')}
        saveLabel={t('rsp.organizationSettings.saveOffenses')}
        schema={OffensesSchema}
        values={sectionValues.offenses}
        fields={[]}
        toRequest={(values) => ({ offenses: mergeOffenses(values) })}
      >
        {(form) => (
          <OffenseGroupsFields
            control={form.control as unknown as Control<OffenseGroupsFormValues>}
          />
        )}
      </SettingsSection>
    </div>
  );
}

/** The tab's content: the owner's organization, read fresh from the API. */
export function OrganizationSettings() {
  const rspId = useRspAccount()?.rspId ?? '';
  const query = useOrganization(rspId);
  if (query.data) return <OrganizationSettingsForm key={query.data.id} organization={query.data} />;
  if (query.isError) {
    return <LoadError onRetry={() => void query.refetch()} headingLevel={2} />;
  }
  return <PageLoader />;
}
