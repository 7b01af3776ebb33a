import { findText } from '@fairchance/shared';
import { i18n } from './index.ts';
import { isSupportedLanguage } from './language.ts';

/**
 * A schema's message in the reader's language. The shared schemas write their messages in English
 * (docs/validation.md#messages); the shared catalogues find each one's entry again, number
 * included (`findText`, the same way back the API uses), and the entry knows its Spanish. A
 * message the catalogues do not hold (a server's answer already in the reader's language) is
 * shown as it is. Read during render, like `localized` (./labels.ts).
 */
export function translateValidationMessage(
  message: string,
  language: string = i18n.language,
): string {
  const text = findText(message);
  return text && isSupportedLanguage(language) ? text.in(language) : message;
}
