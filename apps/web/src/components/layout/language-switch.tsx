import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from '../../i18n/language.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { cx } from '../../lib/cx.ts';

export interface LanguageSwitchProps {
  className?: string;
}

/**
 * One button that shows the other language in its own words ('Español' on the English page,
 * 'English' on the Spanish one) and switches to it in place. Focus stays on the button, and a
 * status message says the page changed, in the new language.
 */
export function LanguageSwitch({ className }: LanguageSwitchProps) {
  const { t } = useTranslation();
  const { language, setLanguage, isChanging } = useLanguage();
  const [message, setMessage] = useState('');
  const other = SUPPORTED_LANGUAGES.find((candidate) => candidate !== language) ?? 'en';

  async function onClick() {
    setMessage('');
    const changed = await setLanguage(other);
    setMessage(changed ? t('language.changed', { lng: other }) : t('language.failed'));
  }

  return (
    <>
      <button
        type="button"
        className={cx('language-switch', className)}
        onClick={() => void onClick()}
        aria-busy={isChanging || undefined}
      >
        <span className="visually-hidden">{t('language.switchTo')}</span>{' '}
        <span lang={other}>{LANGUAGE_NAMES[other]}</span>
      </button>
      <span className="visually-hidden" aria-live="polite">
        {message}
      </span>
    </>
  );
}
