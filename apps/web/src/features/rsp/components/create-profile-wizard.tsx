/**
 * The rsp onboarding (docs/product.md, docs/web-app.md#forms-and-wizards): an owner gives their
 * phone, photo and position, then sets up the organization step by step, and the last step creates
 * it (POST /v1/rsp); a member gives only their phone and photo (PUT
 * /v1/rsp/{rspId}/accounts/{userId}). Every step has Back and 'Save & Next'; the step is in the
 * URL, so the browser's back button steps back too. What was typed is kept in the tab's session
 * storage, so a reload loses nothing.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import {
  useForm,
  type Control,
  type DefaultValues,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  CALL_TEXT,
  isTextIn,
  CASE_MANAGER_POSITIONS,
  CASE_MANAGER_POSITION_LABELS,
  MemberProfileFormSchema,
  OFFENSE_GROUP_KEYS,
  OrganizationFormSchema,
  OwnerProfileRequestSchema,
  formatPhone,
  toOrganizationPayload,
  type CreateOrganizationRequest,
  type OrganizationFormInput,
  type User,
} from '@fairchance/shared';
import { PhoneInput } from '#web/components/ui/phone-input.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import {
  useWizard,
  useWizardContext,
  Wizard,
  WizardForm,
  type WizardApi,
} from '#web/components/ui/wizard.tsx';
import { paths } from '#web/config/paths.ts';
import { useApiErrorHandler } from '#web/hooks/use-api-error-handler.ts';
import { isApiError } from '#web/lib/api/index.ts';
import { currentUserQueryKey } from '#web/lib/auth/session.tsx';
import { useCreateMemberProfile } from '#web/features/rsp/api/create-member-profile.ts';
import { useCreateOrganization } from '#web/features/rsp/api/create-organization.ts';
import { AvatarUpload } from './avatar-upload.tsx';
import './rsp.css';
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
import { localizedOptions } from '#web/i18n/labels.ts';

const positionOptions = () =>
  localizedOptions(CASE_MANAGER_POSITIONS, CASE_MANAGER_POSITION_LABELS);

/** The person's own part (owner or member), as the forms hold it (a masked phone). */
interface PersonInput {
  phone: string;
  avatar: string | null;
  position: string;
}

/** What was typed so far, as typed: the person's part and the organization's (owner only). */
export interface OnboardingValues {
  person: PersonInput;
  organization: OrganizationFormInput;
}

/** A fresh start; the phone given at sign-up is offered again. */
function emptyValues(user: User): OnboardingValues {
  return {
    person: { phone: formatPhone(user.phone), avatar: user.avatar ?? null, position: '' },
    organization: {
      name: '',
      description: '',
      address: '',
      city: '',
      state: 'WI',
      postalCode: '',
      email: '',
      phone: '',
      servicesArea: [],
      support: [],
      justiceStatus: [],
      ...Object.fromEntries(OFFENSE_GROUP_KEYS.map((group) => [group, []])),
    },
  };
}

// ---- the steps
// ------------------------------------------------------------------------------------

/** Each step validates its own part of the values with the shared schemas. */
const PHONE = {
  id: 'phone',
  scope: 'person',
  schema: OwnerProfileRequestSchema.pick({ phone: true }),
} as const;
const AVATAR = {
  id: 'avatar',
  scope: 'person',
  schema: OwnerProfileRequestSchema.pick({ avatar: true }),
} as const;
const POSITION = {
  id: 'position',
  scope: 'person',
  schema: OwnerProfileRequestSchema.pick({ position: true }),
} as const;
const NAME = {
  id: 'name',
  scope: 'organization',
  schema: OrganizationFormSchema.pick({ name: true }),
} as const;
const DESCRIPTION = {
  id: 'description',
  scope: 'organization',
  schema: OrganizationFormSchema.pick({ description: true }),
} as const;
const ADDRESS = {
  id: 'address',
  scope: 'organization',
  schema: OrganizationFormSchema.pick({ address: true, city: true, state: true, postalCode: true }),
} as const;
const SERVICE_AREA = {
  id: 'serviceArea',
  scope: 'organization',
  schema: OrganizationFormSchema.pick({ servicesArea: true }),
} as const;
const SUPPORT = {
  id: 'support',
  scope: 'organization',
  schema: OrganizationFormSchema.pick({ support: true }),
} as const;
const CONTACT = {
  id: 'contact',
  scope: 'organization',
  schema: OrganizationFormSchema.pick({ phone: true, email: true }),
} as const;
const JUSTICE_STATUS = {
  id: 'justiceStatus',
  scope: 'organization',
  schema: OrganizationFormSchema.pick({ justiceStatus: true }),
} as const;
const OFFENSES = {
  id: 'offenses',
  scope: 'organization',
  schema: OrganizationFormSchema.pick({
    offenseDrugs: true,
    offensePropertyDamage: true,
    offenseSexual: true,
    offenseTheft: true,
    offenseViolent: true,
    offenseWhiteCollar: true,
    offenseMotorVehicle: true,
  }),
} as const;

/** docs/product.md: the owner's steps, in order. */
export const OWNER_STEPS = [
  PHONE,
  AVATAR,
  POSITION,
  NAME,
  DESCRIPTION,
  ADDRESS,
  SERVICE_AREA,
  SUPPORT,
  CONTACT,
  JUSTICE_STATUS,
  OFFENSES,
] as const;

/** docs/product.md: a member does only phone and avatar. */
export const MEMBER_STEPS = [PHONE, AVATAR] as const;

type StepDefinition = (typeof OWNER_STEPS)[number];
export type OnboardingStepId = StepDefinition['id'];

/** The first step whose part of the values does not pass its schema (after a lost session). */
function firstIncompleteStep(
  steps: readonly StepDefinition[],
  values: OnboardingValues,
): StepDefinition | undefined {
  return steps.find((step) => !step.schema.safeParse(values[step.scope]).success);
}

/**
 * The step that asks for a field the API named in an error: 'owner.phone' is the person's phone,
 * 'offenses' and the group names are the offenses step, the contact copies are the contact step.
 */
function stepOfField(steps: readonly StepDefinition[], path: string): StepDefinition | undefined {
  const [first = '', second = ''] = path.split('.');
  // The onboarding asks for one photo, the person's: an 'avatar' error is about it.
  const scope = first === 'owner' || first === 'avatar' ? 'person' : 'organization';
  let key = first === 'owner' ? second : first;
  if (key === 'offenses') key = 'offenseDrugs';
  if (key === 'phoneRspContact') key = 'phone';
  if (key === 'emailRspContact') key = 'email';
  return steps.find((step) => step.scope === scope && key in step.schema.shape);
}

// ---- session storage
// --------------------------------------------------------------------------------

const storageKey = (userId: string) => `fairchance.rsp-onboarding.${userId}`;

function loadValues(user: User): OnboardingValues {
  const empty = emptyValues(user);
  try {
    const stored = sessionStorage.getItem(storageKey(user.id));
    if (!stored) return empty;
    const parsed = JSON.parse(stored) as Partial<OnboardingValues>;
    return {
      person: { ...empty.person, ...parsed.person },
      organization: { ...empty.organization, ...parsed.organization },
    };
  } catch {
    return empty;
  }
}

function saveValues(userId: string, values: OnboardingValues | null) {
  try {
    if (values) sessionStorage.setItem(storageKey(userId), JSON.stringify(values));
    else sessionStorage.removeItem(storageKey(userId));
  } catch {
    // Storage full or switched off: the wizard still works, a reload starts over.
  }
}

// ---- one step's form
// ----------------------------------------------------------------------------------

type StepInput<S extends StepDefinition> = z.input<S['schema']> & FieldValues;
type StepOutput<S extends StepDefinition> = z.output<S['schema']>;

function useStepForm<S extends StepDefinition>(step: S) {
  const wizard = useWizardContext<OnboardingValues>();
  const source = wizard.values[step.scope] as Record<string, unknown>;
  const defaults = Object.fromEntries(
    Object.keys(step.schema.shape).map((key) => [key, source[key]]),
  );
  return useForm<StepInput<S>, unknown, StepOutput<S>>({
    resolver: zodResolver(step.schema as unknown as z.ZodType<StepOutput<S>, StepInput<S>>),
    mode: 'onChange',
    defaultValues: defaults as DefaultValues<StepInput<S>>,
  });
}

function StepForm<T extends FieldValues, O>({
  step,
  form,
  beforeNext,
  children,
}: {
  step: StepDefinition;
  form: UseFormReturn<T, unknown, O>;
  /** Awaited before moving on (an upload still running). */
  beforeNext?: () => Promise<unknown>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const wizard = useWizardContext<OnboardingValues>();

  async function submit() {
    await beforeNext?.();
    // What was typed is kept as typed (a masked phone), so Back shows it again unchanged.
    const typed = form.getValues() as Record<string, unknown>;
    if (step.scope === 'person') {
      await wizard.next({ person: { ...wizard.values.person, ...typed } });
    } else {
      await wizard.next({ organization: { ...wizard.values.organization, ...typed } });
    }
  }

  return (
    <WizardForm
      form={form}
      title={t(`rsp.createProfile.steps.${step.id}.title`)}
      description={t(`rsp.createProfile.steps.${step.id}.description`)}
      buttonLabel={t('rsp.createProfile.saveAndNext')}
      onSubmit={submit}
    >
      {children}
    </WizardForm>
  );
}

function PhoneStep() {
  const { t } = useTranslation();
  const form = useStepForm(PHONE);
  return (
    <StepForm step={PHONE} form={form}>
      <PhoneInput
        label={t('rsp.fields.phone')}
        isRequired
        error={form.formState.errors.phone}
        {...form.register('phone')}
      />
    </StepForm>
  );
}

function AvatarStep({ name }: { name: string }) {
  const form = useStepForm(AVATAR);
  const upload = useRef<Promise<void> | null>(null);
  const avatar = form.watch('avatar');
  return (
    <StepForm step={AVATAR} form={form} beforeNext={async () => upload.current}>
      <AvatarUpload
        name={name}
        value={avatar}
        onChange={(key) =>
          form.setValue('avatar', key, { shouldDirty: true, shouldValidate: true })
        }
        onUploadStart={(running) => {
          upload.current = running;
        }}
      />
    </StepForm>
  );
}

function PositionStep() {
  const { t } = useTranslation();
  const form = useStepForm(POSITION);
  return (
    <StepForm step={POSITION} form={form}>
      <SelectField
        label={t('rsp.fields.position')}
        options={positionOptions()}
        isRequired
        error={form.formState.errors.position}
        {...form.register('position')}
      />
    </StepForm>
  );
}

function NameStep() {
  const form = useStepForm(NAME);
  return (
    <StepForm step={NAME} form={form}>
      <NameField register={form.register} errors={form.formState.errors} />
    </StepForm>
  );
}

function DescriptionStep() {
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

function AddressStep() {
  const form = useStepForm(ADDRESS);
  return (
    <StepForm step={ADDRESS} form={form}>
      <AddressFields register={form.register} errors={form.formState.errors} />
    </StepForm>
  );
}

function ServiceAreaStep() {
  const form = useStepForm(SERVICE_AREA);
  return (
    <StepForm step={SERVICE_AREA} form={form}>
      <ServiceAreaField control={form.control} />
    </StepForm>
  );
}

function SupportStep() {
  const form = useStepForm(SUPPORT);
  return (
    <StepForm step={SUPPORT} form={form}>
      <SupportField control={form.control} />
    </StepForm>
  );
}

function ContactStep() {
  const form = useStepForm(CONTACT);
  return (
    <StepForm step={CONTACT} form={form}>
      <ContactFields register={form.register} errors={form.formState.errors} />
    </StepForm>
  );
}

function JusticeStatusStep() {
  const form = useStepForm(JUSTICE_STATUS);
  return (
    <StepForm step={JUSTICE_STATUS} form={form}>
      <JusticeStatusField control={form.control} />
    </StepForm>
  );
}

function OffensesStep() {
  const form = useStepForm(OFFENSES);
  return (
    <StepForm step={OFFENSES} form={form}>
      <OffenseGroupsFields control={form.control as unknown as Control<OffenseGroupsFormValues>} />
    </StepForm>
  );
}

function renderStep(id: OnboardingStepId, name: string): ReactNode {
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

// ---- the wizard
// -------------------------------------------------------------------------------------

/**
 * The request of POST /v1/rsp from the wizard's values (the contact step is the organization's).
 */
export function toCreateOrganizationRequest(values: OnboardingValues): CreateOrganizationRequest {
  const organization = toOrganizationPayload(OrganizationFormSchema.parse(values.organization));
  const owner = OwnerProfileRequestSchema.parse(values.person);
  return {
    ...organization,
    phoneRspContact: organization.phone ?? null,
    emailRspContact: organization.email ?? null,
    owner,
  };
}

function markProfileFilled(user: User, patch: Partial<NonNullable<User['rspAccount']>>): User {
  if (!user.rspAccount) return user;
  return { ...user, rspAccount: { ...user.rspAccount, ...patch, isProfileFilled: true } };
}

export function CreateProfileWizard({ user }: { user: User }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const createOrganization = useCreateOrganization();
  const createMemberProfile = useCreateMemberProfile();
  const handleApiError = useApiErrorHandler();
  const isOwner = user.rspAccount?.role !== 'member';
  const steps: readonly StepDefinition[] = isOwner ? OWNER_STEPS : MEMBER_STEPS;
  const [initialValues] = useState(() => loadValues(user));
  const name = `${user.firstName} ${user.lastName}`;
  // Once saved, what was typed is forgotten and must not be written back.
  const isSaved = useRef(false);

  function forgetValues() {
    isSaved.current = true;
    saveValues(user.id, null);
  }

  async function finish(values: OnboardingValues, wizard: WizardApi<OnboardingValues>) {
    const incomplete = firstIncompleteStep(steps, values);
    if (incomplete) {
      toast.warning(t('rsp.createProfile.incomplete'));
      wizard.goto(incomplete.id);
      return;
    }
    try {
      if (isOwner) {
        const organization = await createOrganization.mutateAsync(
          toCreateOrganizationRequest(values),
        );
        forgetValues();
        queryClient.setQueryData<User>(currentUserQueryKey, (current) =>
          current
            ? markProfileFilled(current, { rspId: organization.id, rsp: organization })
            : current,
        );
        toast.success(t('rsp.createProfile.added'));
        await navigate(paths.rsp.caseManagers, { replace: true });
      } else {
        const rspId = user.rspAccount?.rspId;
        if (!rspId) throw new Error('A member always belongs to an organization.');
        const profile = MemberProfileFormSchema.parse(values.person);
        await createMemberProfile.mutateAsync({ ...profile, userId: user.id, rspId });
        forgetValues();
        queryClient.setQueryData<User>(currentUserQueryKey, (current) =>
          current ? markProfileFilled(current, {}) : current,
        );
        toast.success(t('rsp.createProfile.profileAdded'));
        await navigate(paths.rsp.clients, { replace: true });
      }
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    } catch (error) {
      if (isApiError(error) && error.code === 'ResourceConflict') {
        // The name is taken: back to the step where it can be changed. A known provider's name
        // comes with how to claim it.
        const isClaimable = error.details.some((detail) =>
          isTextIn(detail.message, CALL_TEXT.organizationClaimable),
        );
        toast.danger(
          t(
            isClaimable
              ? 'rsp.organizationSettings.nameClaimable'
              : 'rsp.organizationSettings.nameConflict',
          ),
        );
        wizard.goto('name');
        return;
      }
      // A field the server refused: back to its step, with the server's words.
      const refused = isApiError(error)
        ? error.details.find((detail) => stepOfField(steps, detail.path))
        : undefined;
      if (refused) {
        toast.danger(refused.message);
        wizard.goto(stepOfField(steps, refused.path)!.id);
        return;
      }
      handleApiError(error);
    }
  }

  const wizard: WizardApi<OnboardingValues> = useWizard<OnboardingValues>({
    steps,
    initialValues,
    onComplete: (values) => finish(values, wizard),
  });

  useEffect(() => {
    if (!isSaved.current) saveValues(user.id, wizard.values);
  }, [user.id, wizard.values]);

  return (
    <div className="rsp-onboarding">
      <p className="rsp-onboarding__progress">
        {t('rsp.createProfile.progress', { current: wizard.stepIndex + 1, total: steps.length })}
      </p>
      <Wizard wizard={wizard}>{renderStep(wizard.stepId as OnboardingStepId, name)}</Wizard>
    </div>
  );
}
