/** A language and how well the client speaks it; each language is listed once. */
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  LANGUAGE_LABELS,
  LANGUAGE_LEVEL_LABELS,
  LANGUAGE_LEVELS,
  LANGUAGES,
  LanguageEntryFormSchema,
  type LanguageEntry,
} from '@fairchance/shared';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { localizedOptions } from '#web/i18n/labels.ts';
import { useProfileForm } from '#web/features/client/components/profile-form/fields.tsx';
import {
  EntryFormShell,
  type EntryFormProps,
} from '#web/features/client/components/profile-form/list-editor.tsx';
import { useEntryForm, entryKind } from './use-entry-form.ts';

type LanguageInput = z.input<typeof LanguageEntryFormSchema>;

const languageKind = entryKind(LanguageEntryFormSchema, {
  toInput: (entry?: LanguageEntry) =>
    entry ?? ({ language: '', level: '' } as unknown as LanguageInput),
  toEntry: (values) => values,
});

export function LanguageEntryForm(props: EntryFormProps<LanguageEntry>) {
  const { t } = useTranslation();
  const { entry } = props;
  // A language is listed once: the ones already on the profile are not offered again.
  const chosen = useWatch({ control: useProfileForm().control, name: 'languages' }) ?? [];
  const taken = new Set(
    chosen.map((item) => item.language).filter((language) => language !== entry?.language),
  );
  const { register, errors, shell } = useEntryForm(props, languageKind);

  return (
    <EntryFormShell {...shell}>
      <div className="field-row">
        <SelectField
          label={t('client.lists.language.language')}
          options={localizedOptions(
            LANGUAGES.filter((language) => !taken.has(language)),
            LANGUAGE_LABELS,
          )}
          error={errors.language}
          isRequired
          {...register('language')}
        />
        <SelectField
          label={t('client.lists.language.level')}
          options={localizedOptions(LANGUAGE_LEVELS, LANGUAGE_LEVEL_LABELS)}
          error={errors.level}
          isRequired
          {...register('level')}
        />
      </div>
    </EntryFormShell>
  );
}
