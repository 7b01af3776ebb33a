import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES, isSupportedLanguage } from '#web/i18n/language.ts';
import { useLanguage } from '#web/i18n/use-language.ts';

const OPTIONS = SUPPORTED_LANGUAGES.map((language) => ({
  value: language,
  label: LANGUAGE_NAMES[language],
}));

/**
 * The site's language in account settings: applies at once, like the switch in the header, and
 * is kept on this device.
 */
export function LanguageSetting() {
  const { t } = useTranslation();
  const { language, setLanguage, isChanging } = useLanguage();
  const [message, setMessage] = useState('');
  const titleId = useId();

  async function onChange(event: ChangeEvent<HTMLSelectElement>) {
    const next = event.target.value;
    if (!isSupportedLanguage(next)) return;
    setMessage('');
    const changed = await setLanguage(next);
    setMessage(changed ? t('language.changed', { lng: next }) : t('language.failed'));
  }

  return (
    <section className="form-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="form-section__title">
        {t('account.language.title')}
      </h2>
      <SelectField
        label={t('account.language.label')}
        hint={t('account.language.hint')}
        options={OPTIONS}
        placeholder={false}
        value={language}
        disabled={isChanging}
        onChange={(event) => void onChange(event)}
      />
      <p className="visually-hidden" aria-live="polite">
        {message}
      </p>
    </section>
  );
}
