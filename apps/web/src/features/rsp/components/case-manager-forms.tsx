/**
 * 'Add Case Manager' (an invitation: every field required) and 'Edit Case Manager' (nothing
 * required; Save only when valid and changed), docs/product.md, docs/validation.md.
 */
import { useNavigate } from 'react-router';
import { useForm, type FieldErrors, type Path, type UseFormRegister } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  CASE_MANAGER_POSITION_LABELS,
  CASE_MANAGER_POSITIONS,
  CaseManagerFormSchema,
  formatPhone,
  InviteCaseManagerFormSchema,
  type CaseManager,
  type CaseManagerFormValues,
  type InviteCaseManagerFormValues,
} from '@fairchance/shared';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { PhoneInput } from '#web/components/ui/phone-input.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { paths } from '#web/config/paths.ts';
import { useApiErrorHandler } from '#web/hooks/use-api-error-handler.ts';
import { useInviteCaseManager } from '#web/features/rsp/api/invite-case-manager.ts';
import { useUpdateCaseManager } from '#web/features/rsp/api/update-case-manager.ts';
import './rsp.css';
import { localizedOptions } from '#web/i18n/labels.ts';

const positionOptions = () =>
  localizedOptions(CASE_MANAGER_POSITIONS, CASE_MANAGER_POSITION_LABELS);
const INVITE_FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const;
const EDIT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'position'] as const;

type ContactValues = Pick<CaseManagerFormValues, 'firstName' | 'lastName' | 'email' | 'phone'>;

interface ContactFieldsProps<T extends ContactValues> {
  register: UseFormRegister<T>;
  errors: FieldErrors<ContactValues>;
  isRequired?: boolean;
  emailHint?: string;
}

/** Name, e-mail and phone, as both forms ask them. */
function ContactFields<T extends ContactValues>({
  register,
  errors,
  isRequired,
  emailHint,
}: ContactFieldsProps<T>) {
  const { t } = useTranslation();
  const field = (name: keyof ContactValues) => register(name as Path<T>);
  return (
    <>
      <div className="rsp-form-row">
        <TextField
          label={t('rsp.addCaseManager.firstName')}
          autoComplete="off"
          isRequired={isRequired}
          error={errors.firstName}
          {...field('firstName')}
        />
        <TextField
          label={t('rsp.addCaseManager.lastName')}
          autoComplete="off"
          isRequired={isRequired}
          error={errors.lastName}
          {...field('lastName')}
        />
      </div>
      <div className="rsp-form-row">
        <TextField
          label={t('rsp.addCaseManager.email')}
          type="email"
          autoComplete="off"
          isRequired={isRequired}
          hint={emailHint}
          error={errors.email}
          {...field('email')}
        />
        <PhoneInput
          label={t('rsp.addCaseManager.phone')}
          autoComplete="off"
          isRequired={isRequired}
          error={errors.phone}
          {...field('phone')}
        />
      </div>
    </>
  );
}

export function AddCaseManagerForm({ rspId }: { rspId: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const inviteCaseManager = useInviteCaseManager(rspId);
  const handleApiError = useApiErrorHandler();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<InviteCaseManagerFormValues, unknown, z.output<typeof InviteCaseManagerFormSchema>>({
    resolver: zodResolver(InviteCaseManagerFormSchema),
    defaultValues: { firstName: '', lastName: '', email: '', phone: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await inviteCaseManager.mutateAsync({ ...values, rspId });
    } catch (error) {
      handleApiError(error, { setError, fields: INVITE_FIELDS });
      return;
    }
    toast.success(t('rsp.addCaseManager.sent'));
    await navigate(paths.rsp.caseManagers);
  });

  return (
    <form className="rsp-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <ContactFields register={register} errors={errors} isRequired />
      <div className="rsp-form-actions">
        <Button type="submit" isLoading={isSubmitting}>
          {t('rsp.addCaseManager.submit')}
        </Button>
        <ButtonLink variant="ghost" to={paths.rsp.caseManagers}>
          {t('rsp.addCaseManager.cancel')}
        </ButtonLink>
      </div>
    </form>
  );
}

function editDefaults(caseManager: CaseManager): CaseManagerFormValues {
  return {
    firstName: caseManager.firstName,
    lastName: caseManager.lastName,
    email: caseManager.email,
    phone: formatPhone(caseManager.phone),
    position: caseManager.position ?? '',
  };
}

export function EditCaseManagerForm({
  rspId,
  caseManager,
}: {
  rspId: string;
  caseManager: CaseManager;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const updateCaseManager = useUpdateCaseManager(rspId, caseManager.userId);
  const handleApiError = useApiErrorHandler();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty, isValid },
  } = useForm<CaseManagerFormValues, unknown, z.output<typeof CaseManagerFormSchema>>({
    resolver: zodResolver(CaseManagerFormSchema),
    mode: 'onChange',
    defaultValues: editDefaults(caseManager),
  });

  const onSubmit = handleSubmit(async (values) => {
    let updated: CaseManager;
    try {
      updated = await updateCaseManager.mutateAsync(values);
    } catch (error) {
      handleApiError(error, { setError, fields: EDIT_FIELDS });
      return;
    }
    // A new sign-in e-mail waits for the member to open the link mailed to it.
    toast.success(
      updated.pendingEmail && updated.pendingEmail === values.email
        ? t('rsp.editCaseManager.emailPending', { email: updated.pendingEmail })
        : t('rsp.editCaseManager.updated'),
    );
    await navigate(paths.rsp.caseManagers);
  });

  return (
    <form className="rsp-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <ContactFields
        register={register}
        errors={errors}
        emailHint={
          caseManager.pendingEmail
            ? t('rsp.editCaseManager.emailWaiting', { email: caseManager.pendingEmail })
            : t('rsp.editCaseManager.emailHint')
        }
      />
      <SelectField
        label={t('rsp.fields.position')}
        options={positionOptions()}
        className="rsp-field-short"
        error={errors.position}
        {...register('position')}
      />
      <div className="rsp-form-actions">
        <Button type="submit" disabled={!isDirty || !isValid} isLoading={isSubmitting}>
          {t('rsp.editCaseManager.submit')}
        </Button>
        <ButtonLink variant="ghost" to={paths.rsp.caseManagers}>
          {t('rsp.editCaseManager.cancel')}
        </ButtonLink>
      </div>
    </form>
  );
}
