import type { TFunction } from 'i18next';
import { intlLocaleOf } from '@fairchance/shared';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The relative date of an application, as docs/validation.md#display-formats words it ('today',
 * '1 day ago', '2d ago', 'N days ago'), counted in whole days like the shared formatRelativeDate, and
 * translated.
 */
export function relativeDate(t: TFunction, date: string | Date, now: Date = new Date()): string {
  const days = Math.floor((now.getTime() - new Date(date).getTime()) / DAY_MS);
  if (!Number.isFinite(days) || days <= 0) return t('employer.relativeDate.today');
  if (days === 1) return t('employer.relativeDate.oneDay');
  if (days === 2) return t('employer.relativeDate.twoDays');
  return t('employer.relativeDate.days', { count: days });
}

/** A date as people read it in the current language, e.g. 'Mar 4, 2025' or '4 mar 2025'. */
export function formatDate(date: string | Date, language: string): string {
  return new Intl.DateTimeFormat(intlLocaleOf(language), { dateStyle: 'medium' }).format(
    new Date(date),
  );
}
