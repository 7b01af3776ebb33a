import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES, type SupportedLanguage } from '#web/i18n/language.ts';
import { useLanguage } from '#web/i18n/use-language.ts';
import { cx } from '#web/lib/cx.ts';

export interface LanguageSwitchProps {
  className?: string;
}

/**
 * A button for each other language, in its own words ('Español' on the English page, 'English'
 * on the Spanish one), that switches to it in place. Focus stays on the button, and a
 * status message says the page changed, in the new language.
 */
export function LanguageSwitch({ className }: LanguageSwitchProps) {
  const { t } = useTranslation();
  const { language, setLanguage, isChanging } = useLanguage();
  const [message, setMessage] = useState('');
  // One button per other language: with two languages, a single one.
  const others = SUPPORTED_LANGUAGES.filter((candidate) => candidate !== language);

  async function onClick(other: SupportedLanguage) {
    setMessage('');
    const changed = await setLanguage(other);
    setMessage(changed ? t('language.changed', { lng: other }) : t('language.failed'));
  }

  return (
    <>
      {others.map((other, index) => (
        <button
          // By place, not language: the button that was pressed stays (with the focus) when its
          // language becomes the page's and it now offers the other one.
          key={index}
          type="button"
          className={cx('language-switch', className)}
          onClick={() => void onClick(other)}
          aria-busy={isChanging || undefined}
        >
          <span className="visually-hidden">{t('language.switchTo')}</span>{' '}
          <span lang={other}>{LANGUAGE_NAMES[other]}</span>
        </button>
      ))}
      <span className="visually-hidden" aria-live="polite">
        {message}
      </span>
    </>
  );
}
