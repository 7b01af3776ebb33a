/**
 * The Intl locale of the interface language ('en-US' or 'es-US'), for dates, numbers and money.
 * Read during render, like `localized` (./labels.ts).
 */
import { formatMoney, intlLocaleOf } from '@fairchance/shared';
import { i18n } from './index.ts';

export function intlLocale(): string {
  return intlLocaleOf(i18n.language);
}

/**
 * Makes the page's money formatter ahead of its first use. A page's first use of Intl sets up its
 * locale's data, about 12 ms in a desktop Chromium and four times that on a phone; the first job
 * card paid it inside its render (docs/decisions/055-work-in-short-tasks.md). `main.tsx` runs this
 * when the browser is idle, waiting for the first answers.
 */
export function prepareFormats(): void {
  formatMoney(0, intlLocale());
}
