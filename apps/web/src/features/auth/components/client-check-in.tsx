/**
 * The client's check-in after a hire, from the e-mailed link (docs/rules.md#outcomes-after-hire):
 * no sign-in, in the client's language (the page switches to it once it knows it), two questions,
 * answered once. A link the server does not know is said to be invalid; one answered already says
 * so; any other failure can be tried again.
 */
import { useEffect, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  AnswerClientCheckInRequestSchema,
  type AnswerClientCheckInRequest,
} from '@fairchance/shared';
import { Button } from '#web/components/ui/button.tsx';
import { YesNoField } from '#web/components/ui/yes-no-field.tsx';
import { PageLoader } from '#web/components/ui/spinner.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useApiErrorHandler } from '#web/hooks/use-api-error-handler.ts';
import { isSupportedLanguage } from '#web/i18n/language.ts';
import { useLanguage } from '#web/i18n/use-language.ts';
import { isApiError } from '#web/lib/api/errors.ts';
import { useAnswerClientCheckIn } from '#web/features/auth/api/answer-client-check-in.ts';
import { useClientCheckIn } from '#web/features/auth/api/get-client-check-in.ts';
import './auth.css';

function Notice({ title, text, isAlert }: { title: string; text: string; isAlert?: boolean }) {
  return (
    <section
      className="auth-panel auth-notice"
      role={isAlert ? 'alert' : 'status'}
      aria-labelledby="check-in-title"
    >
      <h2 id="check-in-title" className="form-section__title">
        {title}
      </h2>
      <p>{text}</p>
    </section>
  );
}

export function ClientCheckInForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const handleApiError = useApiErrorHandler();
  const checkIn = useClientCheckIn(token);
  const answer = useAnswerClientCheckIn(token);
  const switched = useRef(false);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AnswerClientCheckInRequest>({
    resolver: zodResolver(AnswerClientCheckInRequestSchema),
    defaultValues: { needs: '' },
  });

  const wanted = checkIn.data?.language;
  useEffect(() => {
    if (switched.current || !wanted || !isSupportedLanguage(wanted) || wanted === language) return;
    switched.current = true;
    void setLanguage(wanted);
  }, [wanted, language, setLanguage]);

  if (checkIn.isPending) return <PageLoader label={t('auth.checkIn.loading')} />;
  if (checkIn.isError) {
    const isInvalid = isApiError(checkIn.error) && checkIn.error.code === 'ResourceNotFound';
    return isInvalid ? (
      <Notice title={t('auth.checkIn.invalidTitle')} text={t('auth.checkIn.invalid')} isAlert />
    ) : (
      <section className="auth-panel auth-notice" role="alert" aria-labelledby="check-in-title">
        <h2 id="check-in-title" className="form-section__title">
          {t('auth.checkIn.failedTitle')}
        </h2>
        <p>{t('auth.checkIn.failed')}</p>
        <div className="form-actions">
          <Button type="button" onClick={() => void checkIn.refetch()}>
            {t('auth.checkIn.retry')}
          </Button>
        </div>
      </section>
    );
  }
  if (answer.isSuccess) {
    return <Notice title={t('auth.checkIn.thanksTitle')} text={t('auth.checkIn.thanks')} />;
  }
  if (checkIn.data.isAnswered) {
    return <Notice title={t('auth.checkIn.answeredTitle')} text={t('auth.checkIn.answered')} />;
  }

  const onSubmit = handleSubmit(async (values) => {
    try {
      await answer.mutateAsync(values);
    } catch (error) {
      if (isApiError(error) && error.code === 'ResourceConflict') await checkIn.refetch();
      else handleApiError(error, { setError, fields: ['stillWorking', 'needs'] });
    }
  });

  const { firstName, milestone, jobTitle, employerName } = checkIn.data;
  return (
    <form className="auth-panel" noValidate onSubmit={(event) => void onSubmit(event)}>
      <p>
        {t('auth.checkIn.intro', {
          name: firstName,
          days: milestone,
          job: jobTitle,
          employer: employerName,
        })}
      </p>
      <Controller
        control={control}
        name="stillWorking"
        render={({ field }) => (
          <YesNoField
            label={t('auth.checkIn.stillWorking')}
            name="stillWorking"
            isRequired
            value={field.value}
            onChange={field.onChange}
            error={errors.stillWorking}
            labels={{ yes: t('auth.checkIn.yes'), no: t('auth.checkIn.no') }}
          />
        )}
      />
      <TextField
        label={t('auth.checkIn.needs')}
        hint={t('auth.checkIn.needsHint')}
        multiline
        error={errors.needs}
        {...register('needs')}
      />
      <div className="form-actions">
        <Button type="submit" isLoading={isSubmitting}>
          {t('auth.checkIn.submit')}
        </Button>
      </div>
    </form>
  );
}
