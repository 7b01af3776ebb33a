/**
 * The check-ins after a client's hires (docs/rules.md#outcomes-after-hire): per hire, the 30, 90
 * and 180-day check-ins with where each stands, what was recorded, the client's own answer from
 * the e-mailed link, and the form that records one that is due.
 */
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  CreateHireCheckInRequestSchema,
  intlLocaleOf,
  type CheckInMilestone,
  type ClientHire,
  type CreateHireCheckInRequest,
  type HireCheckIn,
  type HireCheckInValues,
} from '@fairchance/shared';
import { Button } from '#web/components/ui/button.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { YesNoField } from '#web/components/ui/yes-no-field.tsx';
import { useApiErrorHandler } from '#web/hooks/use-api-error-handler.ts';
import { useCreateClientCheckIn } from '#web/features/rsp/api/create-client-check-in.ts';
import { useClientCheckIns } from '#web/features/rsp/api/get-client-check-ins.ts';
import { formatDate, nameOf } from '#web/features/rsp/lib/format.ts';
import { Facts, Section } from './section.tsx';

const numberOrNull = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

function CheckInForm({
  rspId,
  clientId,
  applicationId,
  milestone,
  onDone,
}: {
  rspId: string;
  clientId: string;
  applicationId: string;
  milestone: CheckInMilestone;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const handleApiError = useApiErrorHandler();
  const record = useCreateClientCheckIn(rspId, clientId);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CreateHireCheckInRequest, unknown, HireCheckInValues>({
    resolver: zodResolver(CreateHireCheckInRequestSchema),
    defaultValues: { applicationId, milestone, notes: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await record.mutateAsync(values);
      toast.success(t('rsp.outcomes.recorded'));
      onDone();
    } catch (error) {
      handleApiError(error, {
        setError,
        fields: ['stillEmployed', 'hourlyWage', 'hoursPerWeek', 'sameEmployer', 'notes'],
      });
    }
  });

  return (
    <form
      className="rsp-check-in-form"
      noValidate
      aria-label={t('rsp.outcomes.formTitle', { days: milestone })}
      onSubmit={(event) => void onSubmit(event)}
    >
      <Controller
        control={control}
        name="stillEmployed"
        render={({ field }) => (
          <YesNoField
            label={t('rsp.outcomes.stillEmployed')}
            name={`stillEmployed-${applicationId}-${milestone}`}
            isRequired
            value={field.value}
            onChange={field.onChange}
            error={errors.stillEmployed}
            labels={{ yes: t('rsp.yes'), no: t('rsp.no') }}
          />
        )}
      />
      <Controller
        control={control}
        name="sameEmployer"
        render={({ field }) => (
          <YesNoField
            label={t('rsp.outcomes.sameEmployer')}
            name={`sameEmployer-${applicationId}-${milestone}`}
            isRequired
            value={field.value}
            onChange={field.onChange}
            error={errors.sameEmployer}
            labels={{ yes: t('rsp.yes'), no: t('rsp.no') }}
          />
        )}
      />
      <TextField
        label={t('rsp.outcomes.hourlyWage')}
        type="number"
        inputMode="decimal"
        step="0.01"
        min={0}
        error={errors.hourlyWage}
        {...register('hourlyWage', { setValueAs: numberOrNull })}
      />
      <TextField
        label={t('rsp.outcomes.hoursPerWeek')}
        type="number"
        inputMode="numeric"
        min={0}
        error={errors.hoursPerWeek}
        {...register('hoursPerWeek', { setValueAs: numberOrNull })}
      />
      <TextField
        label={t('rsp.outcomes.notes')}
        multiline
        error={errors.notes}
        {...register('notes')}
      />
      <div className="form-actions">
        <Button type="submit" isLoading={isSubmitting}>
          {t('rsp.outcomes.save')}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('rsp.outcomes.cancel')}
        </Button>
      </div>
    </form>
  );
}

function CheckInItem({
  rspId,
  clientId,
  hire,
  checkIn,
}: {
  rspId: string;
  clientId: string;
  hire: ClientHire;
  checkIn: HireCheckIn;
}) {
  const { t, i18n } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const { record, clientAnswer } = checkIn;
  const money = new Intl.NumberFormat(intlLocaleOf(i18n.language), {
    style: 'currency',
    currency: 'USD',
  });
  const yesNo = (value: boolean) => t(value ? 'rsp.yes' : 'rsp.no');
  return (
    <li className="rsp-check-ins__item">
      <h4 className="rsp-check-ins__title">
        {t('rsp.outcomes.milestone', { days: checkIn.milestone })}{' '}
        <span className={`rsp-check-ins__state rsp-check-ins__state--${checkIn.state}`}>
          {t(`rsp.outcomes.states.${checkIn.state}`)}
        </span>
      </h4>
      <p className="rsp-muted">
        {t('rsp.outcomes.dueOn', { date: formatDate(checkIn.dueAt, i18n.language) })}
      </p>
      {record && (
        <Facts
          items={[
            [t('rsp.outcomes.stillEmployed'), yesNo(record.stillEmployed)],
            [t('rsp.outcomes.sameEmployer'), yesNo(record.sameEmployer)],
            [
              t('rsp.outcomes.hourlyWage'),
              record.hourlyWage === null ? null : money.format(record.hourlyWage),
            ],
            [t('rsp.outcomes.hoursPerWeek'), record.hoursPerWeek],
            [t('rsp.outcomes.notes'), record.notes],
            [
              t('rsp.outcomes.recordedBy'),
              t('rsp.client.notes.by', {
                name: record.recordedBy
                  ? nameOf(record.recordedBy)
                  : t('rsp.client.notes.unknownAuthor'),
                date: formatDate(record.createdAt, i18n.language),
              }),
            ],
          ]}
        />
      )}
      {clientAnswer && (
        <div className="rsp-check-ins__answer">
          <p>
            <strong>{t('rsp.outcomes.clientAnswered')}</strong>{' '}
            {t(
              clientAnswer.stillWorking
                ? 'rsp.outcomes.clientWorking'
                : 'rsp.outcomes.clientNotWorking',
            )}
          </p>
          {clientAnswer.needs && (
            <p className="rsp-prose">
              {t('rsp.outcomes.clientNeeds', { needs: clientAnswer.needs })}
            </p>
          )}
        </div>
      )}
      {!record &&
        (checkIn.state === 'due' || checkIn.state === 'overdue') &&
        (isOpen ? (
          <CheckInForm
            rspId={rspId}
            clientId={clientId}
            applicationId={hire.applicationId}
            milestone={checkIn.milestone}
            onDone={() => setOpen(false)}
          />
        ) : (
          <Button type="button" onClick={() => setOpen(true)}>
            {t('rsp.outcomes.record', { days: checkIn.milestone })}
          </Button>
        ))}
    </li>
  );
}

export function CheckInsSection({ rspId, clientId }: { rspId: string; clientId: string }) {
  const { t, i18n } = useTranslation();
  const query = useClientCheckIns(rspId, clientId);
  return (
    <Section title={t('rsp.outcomes.title')}>
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <p className="rsp-muted">{t('rsp.outcomes.empty')}</p>
      ) : (
        query.data.map((hire) => (
          <div key={hire.applicationId} className="rsp-check-ins">
            <h3 className="rsp-check-ins__hire">
              {t('rsp.outcomes.hire', { job: hire.jobTitle, employer: hire.employerName })}
            </h3>
            <p className="rsp-muted">
              {t('rsp.outcomes.hiredOn', { date: formatDate(hire.hiredAt, i18n.language) })}
            </p>
            <ol className="rsp-check-ins__list">
              {hire.checkIns.map((checkIn) => (
                <CheckInItem
                  key={checkIn.milestone}
                  rspId={rspId}
                  clientId={clientId}
                  hire={hire}
                  checkIn={checkIn}
                />
              ))}
            </ol>
          </div>
        ))
      )}
    </Section>
  );
}
