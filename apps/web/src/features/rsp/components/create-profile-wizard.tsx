/**
 * The rsp onboarding (docs/product.md, docs/web-app.md#forms-and-wizards): an owner gives their
 * phone, photo and position, then sets up the organization step by step, and the last step creates
 * it (POST /v1/rsp); a member gives only their phone and photo (PUT
 * /v1/rsp/{rspId}/accounts/{userId}). Every step has Back and 'Save & Next'; the step is in the
 * URL, so the browser's back button steps back too. What was typed is kept in the tab's session
 * storage, so a reload loses nothing.
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CALL_TEXT,
  isTextIn,
  MemberProfileFormSchema,
  OrganizationFormSchema,
  OwnerProfileRequestSchema,
  toOrganizationPayload,
  type CreateOrganizationRequest,
  type User,
} from '@fairchance/shared';
import { useToast } from '#web/components/ui/toast.tsx';
import { useWizard, Wizard, type WizardApi } from '#web/components/ui/wizard.tsx';
import { paths } from '#web/config/paths.ts';
import { useApiErrorHandler } from '#web/hooks/use-api-error-handler.ts';
import { isApiError } from '#web/lib/api/index.ts';
import { currentUserQueryKey } from '#web/lib/auth/session.tsx';
import { useCreateMemberProfile } from '#web/features/rsp/api/create-member-profile.ts';
import { useCreateOrganization } from '#web/features/rsp/api/create-organization.ts';
import { renderStep } from './create-profile/organization-steps.tsx';
import { RefusedFieldContext, type RefusedField } from './create-profile/step-form.tsx';
import {
  fieldOfPath,
  firstIncompleteStep,
  MEMBER_STEPS,
  OWNER_STEPS,
  stepOfField,
  type OnboardingStepId,
  type OnboardingValues,
  type StepDefinition,
} from './create-profile/steps.ts';
import { loadValues, saveValues } from './create-profile/stored-values.ts';
import './rsp.css';

export type { OnboardingValues } from './create-profile/steps.ts';

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
  // What the server refused, shown on its field once the wizard is back on its step.
  const [refused, setRefused] = useState<RefusedField | null>(null);
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
    setRefused(null);
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
        const message = t(
          isClaimable
            ? 'rsp.organizationSettings.nameClaimable'
            : 'rsp.organizationSettings.nameConflict',
        );
        toast.danger(message);
        setRefused({ field: 'name', message, value: values.organization.name });
        wizard.goto('name');
        return;
      }
      // A field the server refused: back to its step, with the server's words.
      const refusal = isApiError(error)
        ? error.details.find((detail) => stepOfField(steps, detail.path))
        : undefined;
      if (refusal) {
        const step = stepOfField(steps, refusal.path)!;
        toast.danger(refusal.message);
        const field = fieldOfPath(step, refusal.path);
        const value = (values[step.scope] as Record<string, unknown>)[field];
        setRefused({ field, message: refusal.message, value });
        wizard.goto(step.id);
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
      <RefusedFieldContext value={refused}>
        <Wizard wizard={wizard}>{renderStep(wizard.stepId as OnboardingStepId, name)}</Wizard>
      </RefusedFieldContext>
    </div>
  );
}
