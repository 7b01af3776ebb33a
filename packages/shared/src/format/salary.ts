/**
 * Salary display (docs/validation.md#display-formats): USD without decimals, 'min - max per
 * hour|year'.
 */
import type { SalaryKind } from '../enums/job.ts';
import { DEFAULT_LOCALE, isEnglishLocale } from './locale.ts';

const formats = new Map<string, Intl.NumberFormat>();

function usdIn(locale: string): Intl.NumberFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    formats.set(locale, format);
  }
  return format;
}

/** US dollars without cents, written the way `locale` writes them ('$31,200' in en-US, es-US). */
export function formatMoney(amount: number, locale: string = DEFAULT_LOCALE): string {
  return usdIn(locale).format(amount);
}

const PER: Record<SalaryKind, string> = { hourly: ' per hour', yearly: ' per year' };
const PER_ES: Record<SalaryKind, string> = { hourly: ' por hora', yearly: ' al año' };

export interface SalaryRange {
  salary: SalaryKind;
  min: number;
  max: number;
}

/**
 * '$15 - $20 per hour'; a single value when min equals max ('$31,200 per year'). In Spanish
 * ('es-US'): '$15 - $20 por hora'.
 */
export function formatSalary(
  { salary, min, max }: SalaryRange,
  locale: string = DEFAULT_LOCALE,
): string {
  const money = (amount: number) => formatMoney(amount, locale);
  const amount = min === max ? money(min) : `${money(min)} - ${money(max)}`;
  return `${amount}${(isEnglishLocale(locale) ? PER : PER_ES)[salary]}`;
}
