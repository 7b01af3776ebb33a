/** The person's own steps: phone, photo and (owner) position. */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CASE_MANAGER_POSITIONS, CASE_MANAGER_POSITION_LABELS } from '@fairchance/shared';
import { PhoneInput } from '#web/components/ui/phone-input.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { AvatarUpload } from '#web/components/ui/avatar-upload.tsx';
import { mediaUrl } from '#web/lib/api/index.ts';
import { localizedOptions } from '#web/i18n/labels.ts';
import { useStepForm, StepForm } from './step-form.tsx';
import { AVATAR, PHONE, POSITION } from './steps.ts';

const positionOptions = () =>
  localizedOptions(CASE_MANAGER_POSITIONS, CASE_MANAGER_POSITION_LABELS);

export function PhoneStep() {
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

export function AvatarStep({ name }: { name: string }) {
  const { t } = useTranslation();
  const form = useStepForm(AVATAR);
  const upload = useRef<Promise<void> | null>(null);
  const [isJustUploaded, setIsJustUploaded] = useState(false);
  const avatar = form.watch('avatar');
  function setAvatar(key: string | null) {
    form.setValue('avatar', key, { shouldDirty: true, shouldValidate: true });
    setIsJustUploaded(key !== null);
  }
  return (
    <StepForm step={AVATAR} form={form} beforeNext={async () => upload.current}>
      <AvatarUpload
        name={name}
        src={mediaUrl(avatar)}
        labels={{
          label: t('rsp.fields.avatar'),
          hint: t('rsp.fields.avatarHint'),
          uploading: t('rsp.fields.avatarUploading'),
          remove: t('rsp.fields.removeAvatar'),
          wrongType: t('rsp.fields.avatarWrongType'),
          tooLarge: t('rsp.fields.avatarTooLarge'),
        }}
        status={isJustUploaded ? t('rsp.fields.avatarReady') : undefined}
        onUploadStart={(running) => {
          upload.current = running;
          setIsJustUploaded(false);
        }}
        onUpload={(key) => setAvatar(key)}
        onRemove={avatar ? () => setAvatar(null) : undefined}
      />
    </StepForm>
  );
}

export function PositionStep() {
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
