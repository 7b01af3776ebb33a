/** The owner's steps that set up the organization, and the step shown for each id. */
import { type ReactNode } from 'react';
import { type Control } from 'react-hook-form';
import {
  OffenseGroupsFields,
  type OffenseGroupsFormValues,
} from '#web/features/rsp/components/offense-groups-fields.tsx';
import {
  AddressFields,
  ContactFields,
  DescriptionField,
  JusticeStatusField,
  NameField,
  ServiceAreaField,
  SupportField,
} from '#web/features/rsp/components/organization-fields.tsx';
import { AvatarStep, PhoneStep, PositionStep } from './person-steps.tsx';
import { useStepForm, StepForm } from './step-form.tsx';
import {
  ADDRESS,
  CONTACT,
  DESCRIPTION,
  JUSTICE_STATUS,
  NAME,
  OFFENSES,
  SERVICE_AREA,
  SUPPORT,
  type OnboardingStepId,
} from './steps.ts';

export function NameStep() {
  const form = useStepForm(NAME);
  return (
    <StepForm step={NAME} form={form}>
      <NameField register={form.register} errors={form.formState.errors} />
    </StepForm>
  );
}

export function DescriptionStep() {
  const form = useStepForm(DESCRIPTION);
  const description = form.watch('description');
  return (
    <StepForm step={DESCRIPTION} form={form}>
      <DescriptionField
        register={form.register}
        errors={form.formState.errors}
        length={description?.length ?? 0}
      />
    </StepForm>
  );
}

export function AddressStep() {
  const form = useStepForm(ADDRESS);
  return (
    <StepForm step={ADDRESS} form={form}>
      <AddressFields register={form.register} errors={form.formState.errors} />
    </StepForm>
  );
}

export function ServiceAreaStep() {
  const form = useStepForm(SERVICE_AREA);
  return (
    <StepForm step={SERVICE_AREA} form={form}>
      <ServiceAreaField control={form.control} />
    </StepForm>
  );
}

export function SupportStep() {
  const form = useStepForm(SUPPORT);
  return (
    <StepForm step={SUPPORT} form={form}>
      <SupportField control={form.control} />
    </StepForm>
  );
}

export function ContactStep() {
  const form = useStepForm(CONTACT);
  return (
    <StepForm step={CONTACT} form={form}>
      <ContactFields register={form.register} errors={form.formState.errors} />
    </StepForm>
  );
}

export function JusticeStatusStep() {
  const form = useStepForm(JUSTICE_STATUS);
  return (
    <StepForm step={JUSTICE_STATUS} form={form}>
      <JusticeStatusField control={form.control} />
    </StepForm>
  );
}

export function OffensesStep() {
  const form = useStepForm(OFFENSES);
  return (
    <StepForm step={OFFENSES} form={form}>
      <OffenseGroupsFields control={form.control as unknown as Control<OffenseGroupsFormValues>} />
    </StepForm>
  );
}

export function renderStep(id: OnboardingStepId, name: string): ReactNode {
  switch (id) {
    case 'phone':
      return <PhoneStep />;
    case 'avatar':
      return <AvatarStep name={name} />;
    case 'position':
      return <PositionStep />;
    case 'name':
      return <NameStep />;
    case 'description':
      return <DescriptionStep />;
    case 'address':
      return <AddressStep />;
    case 'serviceArea':
      return <ServiceAreaStep />;
    case 'support':
      return <SupportStep />;
    case 'contact':
      return <ContactStep />;
    case 'justiceStatus':
      return <JusticeStatusStep />;
    case 'offenses':
      return <OffensesStep />;
  }
}
