import { useTranslation } from 'react-i18next';
import { backgroundCheckHint } from '@fairchance/shared';

/**
 * The fair-chance hint for text that asks applicants to pass a background check (a suggestion,
 * never an error: the shared check decides). The live region stays in the page so the hint is
 * announced when it appears.
 */
export function LanguageHint({
  text,
  id,
}: {
  text: string | readonly string[] | null | undefined;
  id?: string;
}) {
  const { t } = useTranslation();
  const texts = typeof text === 'string' ? [text] : (text ?? []);
  const hint = texts.some((entry) => backgroundCheckHint(entry) !== null);
  return (
    <div className="language-hint" aria-live="polite" id={id}>
      {hint && (
        <p className="language-hint__text">
          <strong>{t('employer.jobForm.backgroundCheckHintTitle')}</strong>{' '}
          {t('employer.jobForm.backgroundCheckHint')}
        </p>
      )}
    </div>
  );
}
