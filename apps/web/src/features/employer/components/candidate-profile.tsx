/**
 * A candidate's profile as the server lets this employer see it (docs/product.md,
 * docs/roles-and-permissions.md#cloaking): identity masked and contact details absent before an
 * interview, company names hidden likewise, and never offense history, support needs or diversity
 * data (the server leaves them out; nothing here would show them either).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EXPERIENCE_SKILL_LABELS,
  formatMonthYear,
  formatPhone,
  LANGUAGE_LABELS,
  LANGUAGE_LEVEL_LABELS,
  PERSONAL_STRENGTH_LABELS,
  US_STATE_LABELS,
  type ApplicationDetail,
} from '@fairchance/shared';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { mediaUrl } from '#web/lib/api/index.ts';
import { ReviewList } from './review-section.tsx';
import { localized } from '#web/i18n/labels.ts';
import { intlLocale } from '#web/i18n/format.ts';

/** A titled section of what an employer reads about an applicant. */
export interface TitledSectionProps {
  id: string;
  title: string;
  children: ReactNode;
}

function ProfileSection({ id, title, children }: TitledSectionProps) {
  return (
    <section id={id} className="employer-profile-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="employer-profile-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Empty() {
  const { t } = useTranslation();
  return <p className="muted">{t('employer.candidate.nothingShared')}</p>;
}

export function candidateName(detail: Pick<ApplicationDetail, 'client'>): string {
  return `${detail.client.firstName} ${detail.client.lastName}`.trim();
}

export function CandidateProfile({ detail }: { detail: ApplicationDetail }) {
  const { t } = useTranslation();
  const { profile } = detail;
  const name = candidateName(detail);
  const place = [
    profile.city,
    [profile.state ? localized(US_STATE_LABELS)[profile.state] : '', profile.postalCode ?? '']
      .filter(Boolean)
      .join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  const range = (from: string, to: string) => (to ? `${from} – ${to}` : from);

  return (
    <div className="candidate-profile">
      <ProfileSection id="personal-information" title={t('employer.candidate.personalInformation')}>
        <div className="candidate-profile__identity">
          {!profile.isCloaked && (
            <Avatar name={name} src={mediaUrl(profile.avatar ?? null)} size="lg" />
          )}
          <ReviewList
            items={[
              { label: t('employer.candidate.name'), value: name },
              {
                label: t('employer.candidate.email'),
                // From the interview request on, the contacts are links (docs/rules.md#applicant-review).
                value: profile.isCloaked ? (
                  profile.email
                ) : (
                  <a href={`mailto:${profile.email}`}>{profile.email}</a>
                ),
              },
              ...(profile.isCloaked
                ? []
                : [
                    {
                      label: t('employer.candidate.phone'),
                      value: profile.phone ? (
                        <a href={`tel:${profile.phone}`}>{formatPhone(profile.phone)}</a>
                      ) : (
                        ''
                      ),
                    },
                    {
                      label: t('employer.candidate.address'),
                      value: [profile.address, place].filter(Boolean).join(', '),
                    },
                  ]),
            ]}
          />
        </div>
        {profile.isCloaked && <p className="notice">{t('employer.candidate.cloakedNotice')}</p>}
      </ProfileSection>

      <ProfileSection id="professional-summary" title={t('employer.candidate.professionalSummary')}>
        {profile.personalSummary ? (
          <p className="preserve-lines">{profile.personalSummary}</p>
        ) : (
          <Empty />
        )}
      </ProfileSection>

      <ProfileSection id="job-specific-questions" title={t('employer.candidate.questions')}>
        {detail.answers.length === 0 ? (
          <p className="muted">{t('employer.candidate.noQuestions')}</p>
        ) : (
          <dl className="answer-list">
            {detail.answers.map((entry, index) => (
              <div key={index} className="answer-list__item">
                <dt>{entry.question}</dt>
                <dd className="preserve-lines">{entry.answer}</dd>
              </div>
            ))}
          </dl>
        )}
      </ProfileSection>

      <ProfileSection id="employment-history" title={t('employer.candidate.employmentHistory')}>
        {profile.relativeExperience.length === 0 ? (
          <Empty />
        ) : (
          <ul className="employer-entry-list">
            {profile.relativeExperience.map((entry, index) => (
              <li key={index} className="entry">
                <h3 className="entry__title">{entry.title}</h3>
                <p className="entry__subtitle">
                  {entry.company ?? (
                    <span className="muted">{t('employer.candidate.companyHidden')}</span>
                  )}
                  {entry.location ? ` · ${entry.location}` : ''}
                </p>
                <p className="entry__dates">
                  {range(
                    formatMonthYear(entry.startAtMonth, entry.startAtYear, intlLocale()),
                    entry.stillWork
                      ? t('employer.candidate.present')
                      : formatMonthYear(entry.endAtMonth, entry.endAtYear, intlLocale()),
                  )}
                </p>
                <p className="preserve-lines">{entry.description}</p>
              </li>
            ))}
          </ul>
        )}
      </ProfileSection>

      <ProfileSection id="education" title={t('employer.candidate.education')}>
        {profile.education.length === 0 ? (
          <Empty />
        ) : (
          <ul className="employer-entry-list">
            {profile.education.map((entry, index) => (
              <li key={index} className="entry">
                <h3 className="entry__title">{entry.schoolIssuer}</h3>
                <p className="entry__subtitle">
                  {[entry.degree, entry.areaOfStudy].filter(Boolean).join(', ')}
                </p>
                <p className="entry__dates">
                  {range(String(entry.startYear), entry.yearEarned ? String(entry.yearEarned) : '')}
                </p>
                <p className="preserve-lines">{entry.description}</p>
              </li>
            ))}
          </ul>
        )}
      </ProfileSection>

      <ProfileSection id="licenses" title={t('employer.candidate.licenses')}>
        {profile.license.length === 0 ? (
          <Empty />
        ) : (
          <ul className="employer-entry-list">
            {profile.license.map((entry, index) => (
              <li key={index} className="entry">
                <h3 className="entry__title">{entry.licenseName}</h3>
                <p className="entry__subtitle">{entry.issuingOrganization}</p>
                <p className="entry__dates">
                  {t('employer.candidate.issued', {
                    date: formatMonthYear(entry.issueAtMonth, entry.issueAtYear, intlLocale()),
                  })}
                  {entry.expirationAtYear
                    ? ` · ${t('employer.candidate.expires', {
                        date: formatMonthYear(
                          entry.expirationAtMonth,
                          entry.expirationAtYear,
                          intlLocale(),
                        ),
                      })}`
                    : ''}
                </p>
              </li>
            ))}
          </ul>
        )}
      </ProfileSection>

      <ProfileSection id="personal-strengths" title={t('employer.candidate.personalStrengths')}>
        {profile.personalStrengths.length === 0 ? (
          <Empty />
        ) : (
          <ul className="tag-list">
            {profile.personalStrengths.map((strength) => (
              <li key={strength} className="tag">
                {localized(PERSONAL_STRENGTH_LABELS)[strength]}
              </li>
            ))}
          </ul>
        )}
      </ProfileSection>

      <ProfileSection id="skills" title={t('employer.candidate.skills')}>
        {profile.experience.length === 0 ? (
          <Empty />
        ) : (
          <ul className="tag-list">
            {profile.experience.map((skill) => (
              <li key={skill} className="tag">
                {localized(EXPERIENCE_SKILL_LABELS)[skill]}
              </li>
            ))}
          </ul>
        )}
      </ProfileSection>

      <ProfileSection id="languages" title={t('employer.candidate.languages')}>
        {profile.languages.length === 0 ? (
          <Empty />
        ) : (
          <ul className="plain-list">
            {profile.languages.map((entry) => (
              <li key={entry.language}>
                {localized(LANGUAGE_LABELS)[entry.language]}{' '}
                <span className="muted">({localized(LANGUAGE_LEVEL_LABELS)[entry.level]})</span>
              </li>
            ))}
          </ul>
        )}
      </ProfileSection>
    </div>
  );
}
