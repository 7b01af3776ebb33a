import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  TYPE_OF_WORK_LABELS,
  WORKING_TIME_LABELS,
  formatSalary,
  formatStartDate,
  type Job,
} from '@fairchance/shared';
import { Page } from '#web/components/layout/page.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { PageLoader } from '#web/components/ui/spinner.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { paths } from '#web/config/paths.ts';
import { isApiError } from '#web/lib/api/errors.ts';
import { useJob } from '#web/features/client/api/get-job.ts';
import { isJobId } from '#web/features/jobs/index.ts';
import { ApplySection } from './application-form.tsx';
import { JobExperienceDots, jobPlace } from './job-card.tsx';
import './client.css';
import { localized } from '#web/i18n/labels.ts';
import { intlLocale } from '#web/i18n/format.ts';

/**
 * A job and its application form (docs/product.md). A job that is gone (ResourceNotFound) sends the
 * client back to Current Opportunities (docs/web-app.md#errors-and-messages).
 */
export function JobDetailPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const job = useJob(id);
  const isMalformed = !isJobId(id);
  const isGone = isMalformed || (isApiError(job.error) && job.error.code === 'ResourceNotFound');

  useEffect(() => {
    if (!isGone) return;
    toast.info(t(isMalformed ? 'client.job.noSuchJob' : 'client.job.notFound'));
    void navigate(paths.client.jobs, { replace: true });
  }, [isGone, isMalformed, toast, t, navigate]);

  const back = (
    <Link className="back-link" to={paths.client.jobs}>
      {t('client.job.backToJobs')}
    </Link>
  );

  if (job.isPending || isGone) {
    return (
      <Page title={t('client.job.title')}>
        <PageLoader />
      </Page>
    );
  }
  if (job.isError) {
    return (
      <Page title={t('client.job.title')}>
        {back}
        <LoadError
          title={t('client.job.loadError')}
          retryLabel={t('client.dashboard.retry')}
          onRetry={() => void job.refetch()}
          error={job.error}
          headingLevel={2}
        />
      </Page>
    );
  }

  return (
    <Page title={t('client.job.title')} documentTitle={job.data.title}>
      {back}
      <JobDetail job={job.data} />
      <ApplySection job={job.data} />
    </Page>
  );
}

function JobDetail({ job }: { job: Job }) {
  const { t } = useTranslation();
  return (
    <article className="job-detail" aria-labelledby="job-title">
      <header className="job-detail__header">
        <h2 id="job-title" className="job-detail__title">
          {job.title}
        </h2>
        <p className="job-detail__employer">{job.employer.name}</p>
      </header>
      <dl className="job-card__facts job-detail__facts">
        <div>
          <dt>{t('client.jobCard.location')}</dt>
          <dd>{jobPlace(job)}</dd>
        </div>
        <div>
          <dt>{t('client.job.typeOfWork')}</dt>
          <dd>{localized(TYPE_OF_WORK_LABELS)[job.typeOfWork]}</dd>
        </div>
        <div>
          <dt>{t('client.jobCard.workingTime')}</dt>
          <dd>{localized(WORKING_TIME_LABELS)[job.workingTime]}</dd>
        </div>
        <div>
          <dt>{t('client.jobCard.salary')}</dt>
          <dd>{formatSalary(job.salaryOptions, intlLocale())}</dd>
        </div>
        <div>
          <dt>{t('client.jobCard.experience')}</dt>
          <dd>
            <JobExperienceDots level={job.experience} />
          </dd>
        </div>
        <div>
          <dt>{t('client.job.department')}</dt>
          <dd>{job.department}</dd>
        </div>
        {job.startDate && (
          <div>
            <dt>{t('client.job.startDate')}</dt>
            <dd>{formatStartDate(job.startDate, intlLocale())}</dd>
          </div>
        )}
        <div>
          <dt>{t('client.job.openPositions')}</dt>
          <dd>{job.numberOfOpenPositions}</dd>
        </div>
      </dl>
      <h3>{t('client.job.about')}</h3>
      <p className="job-detail__text">{job.description}</p>
      {job.responsibilities.length > 0 && (
        <>
          <h3>{t('client.job.responsibilities')}</h3>
          <ul>
            {job.responsibilities.map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </ul>
        </>
      )}
      <h3>{t('client.job.skills')}</h3>
      <p className="job-detail__text">{job.skillsDescription}</p>
      <h3>{t('client.job.pay')}</h3>
      <p className="job-detail__text">{job.salaryOptions.description}</p>
      {job.salaryOptions.bonuses.length > 0 && (
        <>
          <h4>{t('client.job.bonuses')}</h4>
          <ul>
            {job.salaryOptions.bonuses.map((bonus, index) => (
              <li key={index}>{bonus}</li>
            ))}
          </ul>
        </>
      )}
    </article>
  );
}
