/**
 * The steps of the rsp onboarding (docs/product.md): the values they share, what each asks for
 * and checks with the shared schemas, and which step a problem belongs to.
 */
import {
  OFFENSE_GROUP_KEYS,
  OrganizationFormSchema,
  OwnerProfileRequestSchema,
  formatPhone,
  type OrganizationFormInput,
  type User,
} from '@fairchance/shared';

/** The person's own part (owner or member), as the forms hold it (a masked phone). */
export interface PersonInput {
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
export function emptyValues(user: User): OnboardingValues {
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
export const PHONE = {
  id: 'phone',
  scope: 'person',
  schema: OwnerProfileRequestSchema.pick({ phone: true }),
} as const;
export const AVATAR = {
  id: 'avatar',
  scope: 'person',
  schema: OwnerProfileRequestSchema.pick({ avatar: true }),
} as const;
export const POSITION = {
  id: 'position',
  scope: 'person',
  schema: OwnerProfileRequestSchema.pick({ position: true }),
} as const;
export const NAME = {
  id: 'name',
  scope: 'organization',
  schema: OrganizationFormSchema.pick({ name: true }),
} as const;
export const DESCRIPTION = {
  id: 'description',
  scope: 'organization',
  schema: OrganizationFormSchema.pick({ description: true }),
} as const;
export const ADDRESS = {
  id: 'address',
  scope: 'organization',
  schema: OrganizationFormSchema.pick({ address: true, city: true, state: true, postalCode: true }),
} as const;
export const SERVICE_AREA = {
  id: 'serviceArea',
  scope: 'organization',
  schema: OrganizationFormSchema.pick({ servicesArea: true }),
} as const;
export const SUPPORT = {
  id: 'support',
  scope: 'organization',
  schema: OrganizationFormSchema.pick({ support: true }),
} as const;
export const CONTACT = {
  id: 'contact',
  scope: 'organization',
  schema: OrganizationFormSchema.pick({ phone: true, email: true }),
} as const;
export const JUSTICE_STATUS = {
  id: 'justiceStatus',
  scope: 'organization',
  schema: OrganizationFormSchema.pick({ justiceStatus: true }),
} as const;
export const OFFENSES = {
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

export type StepDefinition = (typeof OWNER_STEPS)[number];
export type OnboardingStepId = StepDefinition['id'];

/** The first step whose part of the values does not pass its schema (after a lost session). */
export function firstIncompleteStep(
  steps: readonly StepDefinition[],
  values: OnboardingValues,
): StepDefinition | undefined {
  return steps.find((step) => !step.schema.safeParse(values[step.scope]).success);
}

/**
 * The step that asks for a field the API named in an error: 'owner.phone' is the person's phone,
 * 'offenses' and the group names are the offenses step, the contact copies are the contact step.
 */
export function stepOfField(
  steps: readonly StepDefinition[],
  path: string,
): StepDefinition | undefined {
  const { scope, key } = fieldOf(path);
  return steps.find((step) => step.scope === scope && key in step.schema.shape);
}

/** The form field of its step that an API path names ('owner.phone' is the phone). */
export function fieldOfPath(step: StepDefinition, path: string): string {
  const { key } = fieldOf(path);
  // The offenses step's error belongs to its first group.
  return key in step.schema.shape ? key : (Object.keys(step.schema.shape)[0] ?? key);
}

function fieldOf(path: string): { scope: 'person' | 'organization'; key: string } {
  const [first = '', second = ''] = path.split('.');
  // The onboarding asks for one photo, the person's: an 'avatar' error is about it.
  const scope = first === 'owner' || first === 'avatar' ? 'person' : 'organization';
  let key = first === 'owner' ? second : first;
  if (key === 'offenses') key = 'offenseDrugs';
  if (key === 'phoneRspContact') key = 'phone';
  if (key === 'emailRspContact') key = 'email';
  return { scope, key };
}
