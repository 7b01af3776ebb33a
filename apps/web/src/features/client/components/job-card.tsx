import { memo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  EXPERIENCE_LEVEL_LABELS,
  WORKING_TIME_LABELS,
  formatRelativeDate,
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

/** Where the job is: its own city for on-site work, else the employer's city. */
export function jobPlace(job: Pick<Job, 'location' | 'employer'>): string {
  const city = job.location?.city ?? job.employer.city;
  const state = job.location?.state ?? job.employer.state;
  return [city, state].filter(Boolean).join(', ');
}

/** 'Remote' for remote work, else the place (its city and state). */
export function useJobWhere(): (job: Pick<Job, 'location' | 'employer' | 'typeOfWork'>) => string {
  const { t } = useTranslation();
  return (job) => (job.typeOfWork === 'remote' ? t('client.jobCard.remote') : jobPlace(job));
}

/** 'Posted 3 days ago' ('Publicado hace 3 días'), in the page's language. */
export function usePostedAgo(): (createdAt: string, now?: Date) => string {
  const { t } = useTranslation();
  return (createdAt, now = new Date()) =>
    t('client.jobCard.posted', { when: formatRelativeDate(createdAt, now, intlLocale()) });
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

/** Where, pay, working time and experience at a glance: the card's and the job page's facts. */
export function JobFacts({ job, className }: { job: Job; className?: string }) {
  const { t } = useTranslation();
  const where = useJobWhere();
  return (
    <dl className={className ? `job-card__facts ${className}` : 'job-card__facts'}>
      <div>
        <dt>{t('client.jobCard.location')}</dt>
        <dd>{where(job)}</dd>
      </div>
      <div>
        <dt>{t('client.jobCard.salary')}</dt>
        <dd>{formatSalary(job.salaryOptions, intlLocale())}</dd>
      </div>
      <div>
        <dt>{t('client.jobCard.workingTime')}</dt>
        <dd>{localized(WORKING_TIME_LABELS)[job.workingTime]}</dd>
      </div>
      <div>
        <dt>{t('client.jobCard.experience')}</dt>
        <dd>
          <JobExperienceDots level={job.experience} />
        </dd>
      </div>
    </dl>
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
 * A job in a list, made to be scanned: title, employer, when it was posted, where (or 'Remote'),
 * pay (docs/validation.md#display-formats salary display), working time and the experience asked
 * for as dots. The whole card opens the job: the title's link stretches over it, so the card has
 * one link and one focus ring; the application's controls (the dashboard) sit above the link.
 */
export const JobCard = memo(function JobCard({
  job,
  headingLevel = 2,
  hasStatus = false,
}: JobCardProps) {
  const { t } = useTranslation();
  const postedAgo = usePostedAgo();
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
      <p className="job-card__posted">
        <time dateTime={job.createdAt}>{postedAgo(job.createdAt)}</time>
      </p>
      <JobFacts job={job} />
      {hasStatus && job.application && (
        <div className="job-card__above-link">
          <ApplicationStanding application={job.application} jobTitle={job.title} />
        </div>
      )}
    </article>
  );
});
