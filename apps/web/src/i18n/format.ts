/**
 * The Intl locale of the interface language ('en-US' or 'es-US'), for dates, numbers and money.
 * Read during render, like `localized` (./labels.ts).
 */
import { intlLocaleOf } from '@fairchance/shared';
import { i18n } from './index.ts';

export function intlLocale(): string {
  return intlLocaleOf(i18n.language);
}
