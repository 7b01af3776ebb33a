/**
 * The company profile wizard (docs/product.md): name, industry, description, details, location;
 * then the confirm screen, which creates the profile. Values are kept as a draft so the confirm
 * screen (another route) and a reload find them.
 */
import type { ComponentType } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { EmployerFormSchema, type EmployerFormValues } from '@fairchance/shared';
import {
  useWizardContext,
  Wizard,
  WizardForm,
  type WizardStep,
} from '#web/components/ui/wizard.tsx';
import { paths } from '#web/config/paths.ts';
import { useDraftWizard } from '#web/features/employer/hooks/use-draft-wizard.ts';
import {
  AddressFields,
  CompanyDetailsFields,
  CompanyNameField,
  DescriptionField,
  IndustryField,
} from './profile-fields.tsx';
import { WizardProgress } from './wizard-progress.tsx';
import './employer.css';

export type ProfileDraft = Partial<EmployerFormValues>;

export const PROFILE_STEP_IDS = ['name', 'industry', 'description', 'details', 'location'] as const;
export type ProfileStepId = (typeof PROFILE_STEP_IDS)[number];

const STEPS: WizardStep<ProfileDraft>[] = PROFILE_STEP_IDS.map((id) => ({ id }));

const nameSchema = EmployerFormSchema.pick({ name: true });
const industrySchema = EmployerFormSchema.pick({ industry: true });
const descriptionSchema = EmployerFormSchema.pick({ description: true });
const detailsSchema = EmployerFormSchema.pick({ yearsInBusiness: true, numberOfEmployees: true });
const locationSchema = EmployerFormSchema.pick({
  address: true,
  city: true,
  state: true,
  postalCode: true,
});

/** A step form's values and parsed values, by its schema. */
type In<S extends z.ZodType> = z.input<S>;
type Out<S extends z.ZodType> = z.output<S>;

/** The values of a draft for a step's form: missing text is '' so inputs stay controlled. */
function text(value: string | null | undefined): string {
  return value ?? '';
}

function useStepForm() {
  return useWizardContext<ProfileDraft>();
}

function NameStep() {
  const { t } = useTranslation();
  const wizard = useStepForm();
  const form = useForm({
    resolver: zodResolver(nameSchema),
    mode: 'onChange',
    defaultValues: { name: text(wizard.values.name) },
  });
  return (
    <WizardForm form={form} title={t('employer.profileWizard.steps.name.title')}>
      <CompanyNameField register={form.register} errors={form.formState.errors} />
    </WizardForm>
  );
}

function IndustryStep() {
  const { t } = useTranslation();
  const wizard = useStepForm();
  const form = useForm<In<typeof industrySchema>, unknown, Out<typeof industrySchema>>({
    resolver: zodResolver(industrySchema),
    mode: 'onChange',
    defaultValues: { industry: wizard.values.industry },
  });
  return (
    <WizardForm form={form} title={t('employer.profileWizard.steps.industry.title')}>
      <IndustryField register={form.register} errors={form.formState.errors} />
    </WizardForm>
  );
}

function DescriptionStep() {
  const { t } = useTranslation();
  const wizard = useStepForm();
  const form = useForm({
    resolver: zodResolver(descriptionSchema),
    mode: 'onChange',
    defaultValues: { description: text(wizard.values.description) },
  });
  const length = useWatch({ control: form.control, name: 'description' }).length;
  return (
    <WizardForm
      form={form}
      title={t('employer.profileWizard.steps.description.title')}
      description={t('employer.profileWizard.steps.description.description')}
    >
      <DescriptionField register={form.register} errors={form.formState.errors} length={length} />
    </WizardForm>
  );
}

function DetailsStep() {
  const { t } = useTranslation();
  const wizard = useStepForm();
  const form = useForm<In<typeof detailsSchema>, unknown, Out<typeof detailsSchema>>({
    resolver: zodResolver(detailsSchema),
    mode: 'onChange',
    defaultValues: {
      yearsInBusiness: wizard.values.yearsInBusiness,
      numberOfEmployees: wizard.values.numberOfEmployees,
    },
  });
  return (
    <WizardForm form={form} title={t('employer.profileWizard.steps.details.title')}>
      <CompanyDetailsFields register={form.register} errors={form.formState.errors} />
    </WizardForm>
  );
}

function LocationStep() {
  const { t } = useTranslation();
  const wizard = useStepForm();
  const form = useForm<In<typeof locationSchema>, unknown, Out<typeof locationSchema>>({
    resolver: zodResolver(locationSchema),
    mode: 'onChange',
    defaultValues: {
      address: text(wizard.values.address),
      city: text(wizard.values.city),
      state: wizard.values.state,
      postalCode: text(wizard.values.postalCode),
    },
  });
  return (
    <WizardForm
      form={form}
      title={t('employer.profileWizard.steps.location.title')}
      buttonLabel={t('employer.profileWizard.review')}
    >
      <AddressFields register={form.register} errors={form.formState.errors} />
    </WizardForm>
  );
}

const STEP_COMPONENTS: Record<ProfileStepId, ComponentType> = {
  name: NameStep,
  industry: IndustryStep,
  description: DescriptionStep,
  details: DetailsStep,
  location: LocationStep,
};

export function ProfileWizard({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const wizard = useDraftWizard<EmployerFormValues>({
    kind: 'profile',
    userId,
    steps: STEPS,
    confirmPath: paths.employer.createProfileConfirm,
  });

  const stepId = wizard.stepId as ProfileStepId;
  const Step = STEP_COMPONENTS[stepId];
  return (
    <>
      <WizardProgress
        current={wizard.stepIndex + 1}
        total={STEPS.length}
        label={t(`employer.profileWizard.steps.${stepId}.title`)}
      />
      <Wizard wizard={wizard}>
        <Step />
      </Wizard>
    </>
  );
}
