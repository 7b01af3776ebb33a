/** The profile's list fields (work history, education, licenses, languages) as list editors. */
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type {
  EducationEntry,
  ExperienceEntry,
  LanguageEntry,
  LicenseEntry,
} from '@fairchance/shared';
import {
  EducationSummary,
  ExperienceSummary,
  LicenseSummary,
  educationName,
  experienceName,
  languageName,
  languageText,
  licenseName,
} from '#web/features/client/components/entry-summaries.tsx';
import { EducationEntryForm } from './entries/education-entry-form.tsx';
import { ExperienceEntryForm } from './entries/experience-entry-form.tsx';
import { LanguageEntryForm } from './entries/language-entry-form.tsx';
import { LicenseEntryForm } from './entries/license-entry-form.tsx';
import { useProfileForm } from './fields.tsx';
import { ListEditor, type HeadingLevel } from './list-editor.tsx';

export interface ProfileListProps {
  onEditingChange?: (isEditing: boolean) => void;
  level?: HeadingLevel;
}

type ListName = 'relativeExperience' | 'education' | 'license' | 'languages';

/** The list's entries as stored (each was checked by its entry form) and a setter. */
function useListField<T>(name: ListName) {
  const { control } = useProfileForm();
  const { field } = useController({ control, name });
  return {
    entries: (field.value ?? []) as T[],
    onChange: (entries: T[]) => field.onChange(entries),
  };
}

function headingOf(level: HeadingLevel) {
  return level === 2 ? 'h2' : 'h3';
}

export function ExperienceList({ onEditingChange, level = 3 }: ProfileListProps) {
  const { t } = useTranslation();
  const list = useListField<ExperienceEntry>('relativeExperience');
  return (
    <ListEditor
      texts={{
        label: t('client.lists.experience.label'),
        add: t('client.lists.experience.add'),
        newTitle: t('client.lists.experience.newTitle'),
        editTitle: t('client.lists.experience.editTitle'),
        empty: t('client.lists.experience.empty'),
      }}
      {...list}
      nameOf={experienceName}
      renderEntry={(entry, entryLevel) => (
        <ExperienceSummary entry={entry} as={headingOf(entryLevel)} />
      )}
      EntryForm={ExperienceEntryForm}
      onEditingChange={onEditingChange}
      level={level}
    />
  );
}

export function EducationList({ onEditingChange, level = 3 }: ProfileListProps) {
  const { t } = useTranslation();
  const list = useListField<EducationEntry>('education');
  return (
    <ListEditor
      texts={{
        label: t('client.lists.education.label'),
        add: t('client.lists.education.add'),
        newTitle: t('client.lists.education.newTitle'),
        editTitle: t('client.lists.education.editTitle'),
        empty: t('client.lists.education.empty'),
      }}
      {...list}
      nameOf={educationName}
      renderEntry={(entry, entryLevel) => (
        <EducationSummary entry={entry} as={headingOf(entryLevel)} />
      )}
      EntryForm={EducationEntryForm}
      onEditingChange={onEditingChange}
      level={level}
    />
  );
}

export function LicenseList({ onEditingChange, level = 3 }: ProfileListProps) {
  const { t } = useTranslation();
  const list = useListField<LicenseEntry>('license');
  return (
    <ListEditor
      texts={{
        label: t('client.lists.license.label'),
        add: t('client.lists.license.add'),
        newTitle: t('client.lists.license.newTitle'),
        editTitle: t('client.lists.license.editTitle'),
        empty: t('client.lists.license.empty'),
      }}
      {...list}
      nameOf={licenseName}
      renderEntry={(entry, entryLevel) => (
        <LicenseSummary entry={entry} as={headingOf(entryLevel)} />
      )}
      EntryForm={LicenseEntryForm}
      onEditingChange={onEditingChange}
      level={level}
    />
  );
}

export function LanguageList({ onEditingChange, level = 3 }: ProfileListProps) {
  const { t } = useTranslation();
  const list = useListField<LanguageEntry>('languages');
  return (
    <ListEditor
      texts={{
        label: t('client.lists.language.label'),
        add: t('client.lists.language.add'),
        newTitle: t('client.lists.language.newTitle'),
        editTitle: t('client.lists.language.editTitle'),
        empty: t('client.lists.language.empty'),
      }}
      {...list}
      nameOf={languageName}
      renderEntry={(entry) => <p className="entry-summary__title">{languageText(entry, t)}</p>}
      EntryForm={LanguageEntryForm}
      onEditingChange={onEditingChange}
      level={level}
    />
  );
}
