/** A job as applicants will read it: the create-job confirm screen's preview (docs/product.md). */
import { useTranslation } from 'react-i18next';
import {
  EXPERIENCE_SKILL_LABELS,
  experienceDots,
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
import type { JobStepId } from '#web/features/employer/job-form/schemas.ts';
import { ExperienceDots } from '#web/components/ui/experience-dots.tsx';
import { ReviewList, ReviewSection } from './review-section.tsx';
import { localized } from '#web/i18n/labels.ts';
import { intlLocale } from '#web/i18n/format.ts';

export function JobPreview({
  job,
  editHref,
}: {
  job: JobPayload;
  /** Where each section's Edit link leads; no links without it. */
  editHref?: (step: JobStepId) => string;
}) {
  const { t } = useTranslation();
  const chosen = new Set<Offense>(job.offenses);
  const edit = (step: JobStepId) => (editHref ? { editTo: editHref(step) } : {});
  const { salaryOptions: pay, location } = job;
  return (
    <div className="job-preview">
      <ReviewSection title={t('employer.jobWizard.steps.details.title')} {...edit('details')}>
        <ReviewList
          items={[
            { label: t('employer.jobForm.title'), value: job.title },
            { label: t('employer.jobForm.department'), value: job.department },
            {
              label: t('employer.jobForm.startDate'),
              value: formatStartDate(job.startDate, intlLocale()),
            },
            {
              label: t('employer.jobForm.typeOfWork'),
              value: localized(TYPE_OF_WORK_LABELS)[job.typeOfWork],
            },
            {
              label: t('employer.jobForm.workingTime'),
              value: localized(WORKING_TIME_LABELS)[job.workingTime],
            },
            {
              label: t('employer.jobForm.numberOfOpenPositions'),
              value: String(job.numberOfOpenPositions),
            },
          ]}
        />
        <h3 className="review-section__subtitle">{t('employer.jobForm.description')}</h3>
        <p className="preserve-lines">{job.description}</p>
      </ReviewSection>
      {location && (
        <ReviewSection title={t('employer.jobWizard.steps.location.title')} {...edit('location')}>
          <address className="review__address">
            {location.address}
            <br />
            {location.city}, {localized(US_STATE_LABELS)[location.state]} {location.postalCode}
          </address>
        </ReviewSection>
      )}
      <ReviewSection title={t('employer.jobWizard.steps.offenses.title')} {...edit('offenses')}>
        {chosen.size === 0 ? (
          <p>{t('employer.jobPreview.noOffenses')}</p>
        ) : (
          <ReviewList
            items={OFFENSE_GROUP_KEYS.map((group) => {
              const inGroup = (OFFENSE_GROUPS[group] as readonly Offense[]).filter((o) =>
                chosen.has(o),
              );
              return {
                label: localized(OFFENSE_GROUP_LABELS)[group],
                value:
                  inGroup.length === 0
                    ? t('employer.jobPreview.noneInGroup')
                    : inGroup.map((o) => localized(OFFENSE_LABELS)[o]).join(', '),
              };
            })}
          />
        )}
      </ReviewSection>
      <ReviewSection
        title={t('employer.jobWizard.steps.responsibilities.title')}
        {...edit('responsibilities')}
      >
        {job.responsibilities.length === 0 ? (
          <p>{t('employer.jobForm.noResponsibilities')}</p>
        ) : (
          <ul className="bullet-list">
            {job.responsibilities.map((entry, index) => (
              <li key={index}>{entry}</li>
            ))}
          </ul>
        )}
      </ReviewSection>
      <ReviewSection title={t('employer.jobWizard.steps.skills.title')} {...edit('skills')}>
        <ReviewList
          items={[
            {
              label: t('employer.jobForm.experience'),
              value: (
                <ExperienceDots
                  level={job.experience}
                  label={t('employer.jobForm.experienceDots', {
                    count: experienceDots(job.experience),
                    max: 5,
                  })}
                  isLevelShown
                />
              ),
            },
            {
              label: t('employer.jobForm.skills'),
              value: job.skills
                .map((skill) => localized(EXPERIENCE_SKILL_LABELS)[skill])
                .join(', '),
            },
          ]}
        />
        <h3 className="review-section__subtitle">{t('employer.jobForm.skillsDescription')}</h3>
        <p className="preserve-lines">{job.skillsDescription}</p>
      </ReviewSection>
      <ReviewSection title={t('employer.jobWizard.steps.pay.title')} {...edit('pay')}>
        <ReviewList
          items={[
            {
              label: t('employer.jobPreview.salaryRange'),
              value: formatSalary({ salary: pay.salary, min: pay.min, max: pay.max }, intlLocale()),
            },
            { label: t('employer.jobForm.salaryDescription'), value: pay.description },
            { label: t('employer.jobForm.bonuses'), value: pay.bonuses.join(', ') },
          ]}
        />
      </ReviewSection>
      <ReviewSection title={t('employer.jobWizard.steps.questions.title')} {...edit('questions')}>
        {job.questions.length === 0 ? (
          <p>{t('employer.jobForm.noQuestions')}</p>
        ) : (
          <ol className="bullet-list">
            {job.questions.map((entry, index) => (
              <li key={index}>{entry}</li>
            ))}
          </ol>
        )}
      </ReviewSection>
    </div>
  );
}
