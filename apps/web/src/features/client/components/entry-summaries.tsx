/** How work history, education, licenses and languages read in lists and on the profile. */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  LANGUAGE_LABELS,
  LANGUAGE_LEVEL_LABELS,
  formatMonthYear,
  type EducationEntry,
  type LanguageEntry,
  type LicenseEntry,
} from '@fairchance/shared';
import { localized } from '#web/i18n/labels.ts';
import { intlLocale } from '#web/i18n/format.ts';

/**
 * A work history entry; `company` is absent from a cloaked profile
 * (docs/roles-and-permissions.md#cloaking).
 */
export interface ExperienceSummaryEntry {
  title: string;
  company?: string | undefined;
  startAtMonth: number;
  startAtYear: number;
  endAtMonth: number | null;
  endAtYear: number | null;
  stillWork: boolean;
  location: string | null;
  description: string;
}

type Heading = 'h2' | 'h3' | 'h4';

export function experienceName(entry: Pick<ExperienceSummaryEntry, 'title'>): string {
  return entry.title;
}

export function ExperienceSummary({
  entry,
  as: Title = 'h3',
}: {
  entry: ExperienceSummaryEntry;
  as?: Heading;
}) {
  const { t } = useTranslation();
  const end = entry.stillWork
    ? t('client.lists.present')
    : formatMonthYear(entry.endAtMonth, entry.endAtYear, intlLocale());
  return (
    <div className="entry-summary">
      <Title className="entry-summary__title">
        {entry.company
          ? t('client.lists.experience.atCompany', { title: entry.title, company: entry.company })
          : entry.title}
      </Title>
      <p className="entry-summary__meta">
        {t('client.lists.dateRange', {
          start: formatMonthYear(entry.startAtMonth, entry.startAtYear, intlLocale()),
          end,
        })}
        {entry.location ? ` · ${entry.location}` : ''}
      </p>
      <p className="entry-summary__body">{entry.description}</p>
    </div>
  );
}

export function educationName(entry: Pick<EducationEntry, 'degree' | 'schoolIssuer'>): string {
  return `${entry.degree}, ${entry.schoolIssuer}`;
}

export function EducationSummary({
  entry,
  as: Title = 'h3',
}: {
  entry: EducationEntry;
  as?: Heading;
}) {
  const { t } = useTranslation();
  return (
    <div className="entry-summary">
      <Title className="entry-summary__title">
        {entry.degree}
        {entry.areaOfStudy ? `, ${entry.areaOfStudy}` : ''}
      </Title>
      <p className="entry-summary__meta">
        {entry.schoolIssuer} ·{' '}
        {t('client.lists.dateRange', {
          start: String(entry.startYear),
          end: entry.yearEarned ? String(entry.yearEarned) : t('client.lists.education.inProgress'),
        })}
      </p>
      <p className="entry-summary__body">{entry.description}</p>
    </div>
  );
}

export function licenseName(entry: Pick<LicenseEntry, 'licenseName'>): string {
  return entry.licenseName;
}

export function LicenseSummary({ entry, as: Title = 'h3' }: { entry: LicenseEntry; as?: Heading }) {
  const { t } = useTranslation();
  const expires = formatMonthYear(entry.expirationAtMonth, entry.expirationAtYear, intlLocale());
  return (
    <div className="entry-summary">
      <Title className="entry-summary__title">{entry.licenseName}</Title>
      <p className="entry-summary__meta">
        {entry.issuingOrganization} ·{' '}
        {t('client.lists.license.issued', {
          date: formatMonthYear(entry.issueAtMonth, entry.issueAtYear, intlLocale()),
        })}{' '}
        ·{' '}
        {expires
          ? t('client.lists.license.expires', { date: expires })
          : t('client.lists.license.noExpiration')}
      </p>
    </div>
  );
}

export function languageName(entry: Pick<LanguageEntry, 'language'>): string {
  return localized(LANGUAGE_LABELS)[entry.language];
}

export function languageText(entry: LanguageEntry, t: TFunction): string {
  return t('client.lists.language.entry', {
    language: localized(LANGUAGE_LABELS)[entry.language],
    level: localized(LANGUAGE_LEVEL_LABELS)[entry.level],
  });
}
