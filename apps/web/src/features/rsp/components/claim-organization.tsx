import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CreateOrganizationClaimRequestSchema,
  KNOWN_PROVIDERS,
  ORGANIZATION_CLAIM_MESSAGE_MAX,
  ORGANIZATION_CLAIM_STATUS_LABELS,
  REENTRY_PROVIDER_DETAILS,
  type CreateOrganizationClaimRequest,
} from '@fairchance/shared';
import { Button } from '#web/components/ui/button.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { useApiErrorHandler } from '#web/hooks/use-api-error-handler.ts';
import { localized } from '#web/i18n/labels.ts';
import { useCreateOrganizationClaim } from '#web/features/rsp/api/create-organization-claim.ts';
import { useOrganizationClaims } from '#web/features/rsp/api/get-organization-claims.ts';

/**
 * On an owner's onboarding, before their organization exists (docs/rules.md#organization-claims):
 * when it is one of the known providers already listed, they ask staff to manage it instead of
 * creating it again, and read staff's answer here (also e-mailed).
 */
export function ClaimOrganization() {
  const { t } = useTranslation();
  const claims = useOrganizationClaims();
  const latest = claims.data?.[0];
  const isPending = latest?.status === 'pending';
  return (
    <section className="claim-organization" aria-labelledby="claim-organization-heading">
      <h2 id="claim-organization-heading">{t('rsp.claim.title')}</h2>
      <p>{t('rsp.claim.description')}</p>
      {latest && (
        <p className="claim-organization__status" role="status">
          {t('rsp.claim.status', {
            name: latest.organizationName,
            status: localized(ORGANIZATION_CLAIM_STATUS_LABELS)[latest.status],
          })}
          {latest.status === 'declined' && latest.decisionReason
            ? ` ${t('rsp.claim.reason', { reason: latest.decisionReason })}`
            : ''}
        </p>
      )}
      {!isPending && claims.isSuccess && <ClaimForm />}
    </section>
  );
}

export function ClaimForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const handleApiError = useApiErrorHandler();
  const create = useCreateOrganizationClaim();
  const { control, register, handleSubmit, setError, formState } = useForm<
    CreateOrganizationClaimRequest,
    unknown,
    CreateOrganizationClaimRequest
  >({ resolver: zodResolver(CreateOrganizationClaimRequestSchema) });
  const message = useWatch({ control, name: 'message' }) ?? '';
  const onSubmit = (form: CreateOrganizationClaimRequest) =>
    create.mutate(form, {
      onSuccess: () => toast.success(t('rsp.claim.sent')),
      onError: (error) => handleApiError(error, { setError, fields: ['providerKey', 'message'] }),
    });
  return (
    <form
      className="claim-organization__form"
      noValidate
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
    >
      <SelectField
        label={t('rsp.claim.provider')}
        isRequired
        options={KNOWN_PROVIDERS.map((key) => ({
          value: key,
          label: REENTRY_PROVIDER_DETAILS[key].name,
        }))}
        error={formState.errors.providerKey}
        {...register('providerKey')}
      />
      <TextField
        multiline
        rows={3}
        label={t('rsp.claim.message')}
        hint={t('rsp.claim.messageHint')}
        isRequired
        counter={{ count: message.length, max: ORGANIZATION_CLAIM_MESSAGE_MAX }}
        error={formState.errors.message}
        {...register('message')}
      />
      <Button type="submit" variant="secondary" disabled={create.isPending}>
        {t('rsp.claim.submit')}
      </Button>
    </form>
  );
}
