import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  EXPERIENCE_LEVEL_LABELS,
  WORKING_TIME_LABELS,
  formatSalary,
  type ExperienceLevel,
  type Job,
} from '@fairchance/shared';
import { ExperienceDots } from '#web/components/ui/experience-dots.tsx';
import { paths } from '#web/config/paths.ts';
import { StatusBadge } from '#web/components/ui/status-badge.tsx';
import { ApplicationStanding } from './application-standing.tsx';
import './client.css';
import { localized } from '#web/i18n/labels.ts';
import { intlLocale } from '#web/i18n/format.ts';

/** Where the job is: its own city for on-site work, else the employer's city and the work type. */
export function jobPlace(job: Pick<Job, 'location' | 'employer'>): string {
  const city = job.location?.city ?? job.employer.city;
  const state = job.location?.state ?? job.employer.state;
  return [city, state].filter(Boolean).join(', ');
}

/** The experience a job asks for as dots, named for screen readers ('Experience: mid level'). */
export function JobExperienceDots({ level }: { level: ExperienceLevel }) {
  const { t } = useTranslation();
  return (
    <ExperienceDots
      level={level}
      label={t('client.jobCard.experienceLabel', {
        level: localized(EXPERIENCE_LEVEL_LABELS)[level].toLowerCase(),
      })}
    />
  );
}

export interface JobCardProps {
  job: Job;
  /** Heading level of the job title in its list. */
  headingLevel?: 2 | 3;
  /** Shows the client's application: status, timeline and withdrawing (the dashboard). */
  hasStatus?: boolean;
}

/**
 * A job in a list: title (the link), employer, city, working time, pay
 * (docs/validation.md#display-formats salary display) and the experience asked for as dots.
 */
export function JobCard({ job, headingLevel = 2, hasStatus = false }: JobCardProps) {
  const { t } = useTranslation();
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="job-card">
      <div className="job-card__header">
        <Title className="job-card__title">
          <Link to={paths.client.job(job.id)} className="job-card__link">
            {job.title}
          </Link>
        </Title>
        {hasStatus && job.applicationStatus && (
          <StatusBadge
            status={job.applicationStatus}
            label={t(`client.status.${job.applicationStatus}`)}
          />
        )}
      </div>
      <p className="job-card__employer">{job.employer.name}</p>
      <dl className="job-card__facts">
        <div>
          <dt>{t('client.jobCard.location')}</dt>
          <dd>{jobPlace(job)}</dd>
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
      </dl>
      {hasStatus && job.application && (
        <ApplicationStanding application={job.application} jobTitle={job.title} />
      )}
    </article>
  );
}
