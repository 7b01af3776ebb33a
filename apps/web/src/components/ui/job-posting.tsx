/**
 * A whole job posting, as the client's job page, the employer's job page and the employer's
 * confirm screen show it (docs/web-app.md#interface-pieces): the details and description, where the
 * work is, responsibilities, skills with the experience asked for, pay and bonuses, and the
 * questions the application asks. The offense categories the job accepts are the job's own setting
 * and are shown to its employer only (`isOffensesShown`).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EXPERIENCE_LEVEL_LABELS,
  EXPERIENCE_SKILL_LABELS,
  formatSalary,
  formatStartDate,
  OFFENSE_GROUP_KEYS,
  OFFENSE_GROUP_LABELS,
  OFFENSE_GROUPS,
  OFFENSE_LABELS,
  TYPE_OF_WORK_LABELS,
  US_STATE_LABELS,
  WORKING_TIME_LABELS,
  type JobPayload,
  type Offense,
} from '@fairchance/shared';
import { localized } from '#web/i18n/labels.ts';
import { intlLocale } from '#web/i18n/format.ts';
import { ExperienceDots } from './experience-dots.tsx';
import './job-posting.css';

export type JobPostingSection =
  'details' | 'location' | 'offenses' | 'responsibilities' | 'skills' | 'pay' | 'questions';

export interface JobPostingProps {
  job: JobPayload;
  /** The level of the sections' headings: 2 under the page's title, 3 under a job title. */
  headingLevel?: 2 | 3;
  /** Shows the offense categories the job accepts: for its employer only. */
  isOffensesShown?: boolean;
  /** Something beside a section's heading, such as an Edit link (the confirm screen). */
  sectionAction?: (section: JobPostingSection, title: string) => ReactNode;
}

interface Fact {
  label: string;
  value: ReactNode;
}

/** Label and value pairs; an empty value leaves its row out. */
function Facts({ items }: { items: readonly Fact[] }) {
  const shown = items.filter((item) => item.value !== '' && item.value != null);
  if (shown.length === 0) return null;
  return (
    <dl className="job-posting__facts">
      {shown.map((item) => (
        <div key={item.label} className="job-posting__fact">
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function JobPosting({
  job,
  headingLevel = 2,
  isOffensesShown = false,
  sectionAction,
}: JobPostingProps) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Subheading = headingLevel === 2 ? 'h3' : 'h4';
  const { salaryOptions: pay, location } = job;
  const chosen = new Set<Offense>(job.offenses);

  const section = (id: JobPostingSection, children: ReactNode) => {
    const title = t(`jobPosting.sections.${id}`);
    const headingId = `job-posting-${id}`;
    return (
      <section className="job-posting__section" aria-labelledby={headingId}>
        <div className="job-posting__header">
          <Heading id={headingId} className="job-posting__title">
            {title}
          </Heading>
          {sectionAction?.(id, title)}
        </div>
        {children}
      </section>
    );
  };

  return (
    <div className="job-posting">
      {section(
        'details',
        <>
          <Facts
            items={[
              { label: t('jobPosting.department'), value: job.department },
              {
                label: t('jobPosting.typeOfWork'),
                value: localized(TYPE_OF_WORK_LABELS)[job.typeOfWork],
              },
              {
                label: t('jobPosting.workingTime'),
                value: localized(WORKING_TIME_LABELS)[job.workingTime],
              },
              {
                label: t('jobPosting.startDate'),
                value: job.startDate ? formatStartDate(job.startDate, intlLocale()) : '',
              },
              {
                label: t('jobPosting.openPositions'),
                value: String(job.numberOfOpenPositions),
              },
            ]}
          />
          <Subheading className="job-posting__subtitle">{t('jobPosting.description')}</Subheading>
          <p className="job-posting__text">{job.description}</p>
        </>,
      )}
      {location &&
        section(
          'location',
          <address className="job-posting__address">
            {location.address}
            <br />
            {location.city}, {localized(US_STATE_LABELS)[location.state]} {location.postalCode}
          </address>,
        )}
      {isOffensesShown &&
        section(
          'offenses',
          chosen.size === 0 ? (
            <p>{t('jobPosting.noOffenses')}</p>
          ) : (
            <Facts
              items={OFFENSE_GROUP_KEYS.map((group) => {
                const inGroup = (OFFENSE_GROUPS[group] as readonly Offense[]).filter((offense) =>
                  chosen.has(offense),
                );
                return {
                  label: localized(OFFENSE_GROUP_LABELS)[group],
                  value:
                    inGroup.length === 0
                      ? t('jobPosting.noneInGroup')
                      : inGroup.map((offense) => localized(OFFENSE_LABELS)[offense]).join(', '),
                };
              })}
            />
          ),
        )}
      {section(
        'responsibilities',
        job.responsibilities.length === 0 ? (
          <p>{t('jobPosting.noResponsibilities')}</p>
        ) : (
          <ul className="job-posting__list">
            {job.responsibilities.map((entry, index) => (
              <li key={index}>{entry}</li>
            ))}
          </ul>
        ),
      )}
      {section(
        'skills',
        <>
          <Facts
            items={[
              {
                label: t('jobPosting.experience'),
                value: (
                  <ExperienceDots
                    level={job.experience}
                    label={t('jobPosting.experienceLabel', {
                      level: localized(EXPERIENCE_LEVEL_LABELS)[job.experience],
                    })}
                    isLevelShown
                  />
                ),
              },
              {
                label: t('jobPosting.trades'),
                value: job.skills
                  .map((skill) => localized(EXPERIENCE_SKILL_LABELS)[skill])
                  .join(', '),
              },
            ]}
          />
          {job.skillsDescription && <p className="job-posting__text">{job.skillsDescription}</p>}
        </>,
      )}
      {section(
        'pay',
        <>
          <Facts
            items={[
              {
                label: t('jobPosting.salary'),
                value: formatSalary(
                  { salary: pay.salary, min: pay.min, max: pay.max },
                  intlLocale(),
                ),
              },
            ]}
          />
          {pay.description && <p className="job-posting__text">{pay.description}</p>}
          {pay.bonuses.length > 0 && (
            <>
              <Subheading className="job-posting__subtitle">{t('jobPosting.bonuses')}</Subheading>
              <ul className="job-posting__list">
                {pay.bonuses.map((bonus, index) => (
                  <li key={index}>{bonus}</li>
                ))}
              </ul>
            </>
          )}
        </>,
      )}
      {section(
        'questions',
        job.questions.length === 0 ? (
          <p>{t('jobPosting.noQuestions')}</p>
        ) : (
          <>
            <p>{t('jobPosting.questionsIntro')}</p>
            <ol className="job-posting__list">
              {job.questions.map((entry, index) => (
                <li key={index}>{entry}</li>
              ))}
            </ol>
          </>
        ),
      )}
    </div>
  );
}
