import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EXPERIENCE_SKILL_LABELS,
  FACILITY_LABELS,
  JUSTICE_STATUS_LABELS,
  OFFENSE_LABELS,
  PERSONAL_STRENGTH_LABELS,
  REENTRY_PROVIDER_LABELS,
  RELEASED_AT_LABELS,
  STATE_OR_FEDERAL_LABELS,
  SUPPORT_NEED_LABELS,
  TIME_SERVED_LABELS,
  US_STATE_LABELS,
  formatCalendarDate,
  formatPhone,
  fullName,
  isSexualOffense,
  type CloakedClientProfile,
} from '@fairchance/shared';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { paths, type EditProfileSlug } from '#web/config/paths.ts';
import { mediaUrl } from '#web/lib/api/media.ts';
import {
  EducationSummary,
  ExperienceSummary,
  LicenseSummary,
  languageText,
} from './entry-summaries.tsx';
import './client.css';
import { localized } from '#web/i18n/labels.ts';
import { intlLocale } from '#web/i18n/format.ts';

/** The profile sections of docs/product.md, by id, with the edit screen of each. */
export const PROFILE_SECTIONS = [
  { id: 'personal-information', key: 'personalInformation', slug: null },
  { id: 'professional-summary', key: 'professionalSummary', slug: 'professionalSummary' },
  { id: 'statement', key: 'statement', slug: 'statement' },
  { id: 'offense-history', key: 'offenseHistory', slug: 'offenseHistory' },
  { id: 'employment-history', key: 'employmentHistory', slug: 'employmentHistory' },
  { id: 'education', key: 'education', slug: 'education' },
  { id: 'licenses', key: 'licenses', slug: 'licenses' },
  { id: 'personal-strengths', key: 'personalStrengths', slug: 'personalStrengths' },
  { id: 'skills', key: 'skills', slug: 'skills' },
  { id: 'languages', key: 'languages', slug: 'languages' },
  { id: 'support-needs', key: 'supportNeeds', slug: 'supportNeeds' },
  { id: 'reentry-provider', key: 'provider', slug: 'provider' },
] as const;

type SectionKey = (typeof PROFILE_SECTIONS)[number]['key'];

interface SectionProps {
  id: string;
  sectionKey: SectionKey;
  /** Where its Edit button leads; none in the cloaked preview. */
  editTo?: string | undefined;
  /** Offense history and support needs are for the client (and their provider) only. */
  isPrivate?: boolean;
  children: ReactNode;
}

function ProfileSection({ id, sectionKey, editTo, isPrivate = false, children }: SectionProps) {
  const { t } = useTranslation();
  const title = t(`client.profile.sections.${sectionKey}`);
  return (
    <section id={id} className="profile-section" aria-labelledby={`${id}-title`}>
      <div className="profile-section__header">
        <h2 id={`${id}-title`} className="profile-section__title">
          {title}
        </h2>
        {isPrivate && <span className="private-badge">{t('client.profile.notShared')}</span>}
        {editTo && (
          <ButtonLink
            to={editTo}
            variant="secondary"
            size="sm"
            className="profile-section__edit"
            aria-label={t('client.profile.editSection', { section: title })}
          >
            {t('client.profile.edit')}
          </ButtonLink>
        )}
      </div>
      {children}
    </section>
  );
}

function Empty() {
  const { t } = useTranslation();
  return <p className="profile-section__empty">{t('client.profile.empty')}</p>;
}

function Chips({ items }: { items: readonly string[] }) {
  if (items.length === 0) return <Empty />;
  return (
    <ul className="chips">
      {items.map((item) => (
        <li key={item} className="chip">
          {item}
        </li>
      ))}
    </ul>
  );
}

/** Street, city, state and ZIP on one line; '' when none is given. */
export function formatAddressLine(
  profile: Pick<CloakedClientProfile, 'address' | 'city' | 'state' | 'postalCode'>,
): string {
  return [
    profile.address,
    profile.city,
    [profile.state ? localized(US_STATE_LABELS)[profile.state] : null, profile.postalCode]
      .filter(Boolean)
      .join(' '),
  ]
    .filter(Boolean)
    .join(', ');
}

function Facts({ facts }: { facts: [label: string, value: ReactNode][] }) {
  return (
    <dl className="profile-facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface ProfileViewProps {
  /** The profile as this viewer may see it (`cloakClientProfile`): absent fields are not shown. */
  profile: CloakedClientProfile;
  /** Edit buttons lead to the edit screens (not in the cloaked preview). */
  isEditable: boolean;
  /** The organizations the client shares their profile with, under the provider they chose. */
  providers?: ReactNode;
}

/**
 * The client profile by sections (docs/product.md). It shows what it is given: a section whose data
 * the viewer may not see (offense history, support needs when cloaked) is not there at all.
 */
export function ProfileView({ profile, isEditable, providers }: ProfileViewProps) {
  const { t } = useTranslation();
  const editTo = (slug: EditProfileSlug) =>
    isEditable ? paths.client.editProfile(slug) : undefined;
  const name = fullName(profile.firstName, profile.lastName);
  const addressLine = formatAddressLine(profile);

  const personalFacts: [string, ReactNode][] = [
    [t('client.profile.name'), name],
    [t('client.profile.email'), profile.email],
  ];
  if (profile.phone) personalFacts.push([t('client.profile.phone'), formatPhone(profile.phone)]);
  if (addressLine) personalFacts.push([t('client.profile.address'), addressLine]);
  // The label says "County" already: the county's own name follows it, not "Milwaukee County".
  if (profile.county) personalFacts.push([t('client.profile.county'), profile.county]);

  return (
    <div className="profile-view">
      <ProfileSection
        id="personal-information"
        sectionKey="personalInformation"
        editTo={isEditable ? paths.client.accountSettings : undefined}
      >
        <div className="profile-identity">
          <Avatar name={name} src={mediaUrl(profile.avatar)} size="lg" />
          <Facts facts={personalFacts} />
        </div>
      </ProfileSection>

      <ProfileSection
        id="professional-summary"
        sectionKey="professionalSummary"
        editTo={editTo('professionalSummary')}
      >
        {profile.personalSummary ? (
          <p className="profile-section__text">{profile.personalSummary}</p>
        ) : (
          <Empty />
        )}
      </ProfileSection>

      {/* Absent from what an employer sees before the interview, so from the cloaked preview too. */}
      {profile.personalStatement !== undefined && (
        <ProfileSection id="statement" sectionKey="statement" editTo={editTo('statement')}>
          <p className="client-statement__hint">{t('client.profile.statementShared')}</p>
          {profile.personalStatement ? (
            <p className="profile-section__text">{profile.personalStatement}</p>
          ) : (
            <Empty />
          )}
        </ProfileSection>
      )}

      {profile.justiceStatus !== undefined && (
        <ProfileSection
          id="offense-history"
          sectionKey="offenseHistory"
          editTo={editTo('offenseHistory')}
          isPrivate
        >
          <OffenseHistory profile={profile} />
        </ProfileSection>
      )}

      <ProfileSection
        id="employment-history"
        sectionKey="employmentHistory"
        editTo={editTo('employmentHistory')}
      >
        {profile.relativeExperience.length === 0 ? (
          <Empty />
        ) : (
          <ul className="entry-list">
            {profile.relativeExperience.map((entry, index) => (
              <li key={index}>
                <ExperienceSummary entry={entry} as="h3" />
              </li>
            ))}
          </ul>
        )}
      </ProfileSection>

      <ProfileSection id="education" sectionKey="education" editTo={editTo('education')}>
        {profile.education.length === 0 ? (
          <Empty />
        ) : (
          <ul className="entry-list">
            {profile.education.map((entry, index) => (
              <li key={index}>
                <EducationSummary entry={entry} as="h3" />
              </li>
            ))}
          </ul>
        )}
      </ProfileSection>

      <ProfileSection id="licenses" sectionKey="licenses" editTo={editTo('licenses')}>
        {profile.license.length === 0 ? (
          <Empty />
        ) : (
          <ul className="entry-list">
            {profile.license.map((entry, index) => (
              <li key={index}>
                <LicenseSummary entry={entry} as="h3" />
              </li>
            ))}
          </ul>
        )}
      </ProfileSection>

      <ProfileSection
        id="personal-strengths"
        sectionKey="personalStrengths"
        editTo={editTo('personalStrengths')}
      >
        <Chips
          items={profile.personalStrengths.map(
            (value) => localized(PERSONAL_STRENGTH_LABELS)[value],
          )}
        />
      </ProfileSection>

      <ProfileSection id="skills" sectionKey="skills" editTo={editTo('skills')}>
        <Chips
          items={profile.experience.map((value) => localized(EXPERIENCE_SKILL_LABELS)[value])}
        />
      </ProfileSection>

      <ProfileSection id="languages" sectionKey="languages" editTo={editTo('languages')}>
        <Chips items={profile.languages.map((entry) => languageText(entry, t))} />
      </ProfileSection>

      {profile.support !== undefined && (
        <ProfileSection
          id="support-needs"
          sectionKey="supportNeeds"
          editTo={editTo('supportNeeds')}
          isPrivate
        >
          <Chips items={profile.support.map((value) => localized(SUPPORT_NEED_LABELS)[value])} />
        </ProfileSection>
      )}

      {profile.reentryServiceProvider !== undefined && (
        <ProfileSection
          id="reentry-provider"
          sectionKey="provider"
          editTo={editTo('provider')}
          isPrivate
        >
          <ProviderChoice profile={profile} />
          {providers}
        </ProfileSection>
      )}
    </div>
  );
}

/** The reentry service provider the client chose in their profile, if any. */
function ProviderChoice({ profile }: { profile: CloakedClientProfile }) {
  const { t } = useTranslation();
  if (!profile.reentryServiceProvider)
    return <p className="profile-section__empty">{t('client.profile.noProvider')}</p>;
  return (
    <Facts
      facts={[
        [
          t('client.profile.provider'),
          localized(REENTRY_PROVIDER_LABELS)[profile.reentryServiceProvider],
        ],
        ...(profile.reentryPipeline
          ? [
              [
                t('client.profile.pipelineChoice'),
                localized(REENTRY_PROVIDER_LABELS)[profile.reentryPipeline],
              ] as [string, ReactNode],
            ]
          : []),
      ]}
    />
  );
}

function OffenseHistory({ profile }: { profile: CloakedClientProfile }) {
  const { t } = useTranslation();
  const yesNo = (value: boolean | undefined) =>
    value ? t('client.profile.registryYes') : t('client.profile.registryNo');
  const offenses = profile.offense ?? [];
  const facts: [string, ReactNode][] = [];
  if (profile.justiceStatus)
    facts.push([
      t('client.fields.justiceStatus'),
      localized(JUSTICE_STATUS_LABELS)[profile.justiceStatus],
    ]);
  if (profile.facility)
    facts.push([t('client.fields.facility'), localized(FACILITY_LABELS)[profile.facility]]);
  if (profile.expectedReleasedAt)
    facts.push([
      t('client.fields.expectedReleasedAt'),
      formatCalendarDate(profile.expectedReleasedAt, intlLocale()),
    ]);
  if (profile.releasedCounty)
    facts.push([t('client.fields.releasedCounty'), profile.releasedCounty]);
  if (offenses.length > 0)
    facts.push([
      t('client.fields.offenses'),
      offenses.map((offense) => localized(OFFENSE_LABELS)[offense]).join(', '),
    ]);
  if (offenses.some(isSexualOffense)) {
    facts.push([t('client.fields.sexualOffenderRegistry'), yesNo(profile.sexualOffenderRegistry)]);
    facts.push([t('client.fields.sbn'), yesNo(profile.sbn)]);
  }
  if (profile.timeServed)
    facts.push([t('client.fields.timeServed'), localized(TIME_SERVED_LABELS)[profile.timeServed]]);
  if (profile.releasedAt)
    facts.push([t('client.fields.releasedAt'), localized(RELEASED_AT_LABELS)[profile.releasedAt]]);
  if (profile.stateOrFederal)
    facts.push([
      t('client.fields.stateOrFederal'),
      localized(STATE_OR_FEDERAL_LABELS)[profile.stateOrFederal],
    ]);
  return <Facts facts={facts} />;
}
