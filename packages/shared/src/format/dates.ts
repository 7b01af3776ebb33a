/**
 * Dates as people read them (docs/validation.md#display-formats). Pure: "now" is always a
 * parameter with a default.
 */
import {
  YEARS_BACK_FOR_HISTORY,
  YEARS_FORWARD_FOR_EXPIRATION,
  YEARS_FORWARD_FOR_JOB_START,
} from '../constants.ts';
import { parseStartDate } from '../dates.ts';
import { DEFAULT_LOCALE, isEnglishLocale } from './locale.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long ago something happened, in whole days: 'today', '1 day ago', '2d ago', then 'N days ago'
 * (the wording of docs/validation.md#display-formats). Future dates read 'today'. In another
 * locale, Intl words it ('hoy', 'hace 1 día', 'hace 2 días').
 */
export function formatRelativeDate(
  date: Date | string | number,
  now: Date | string | number = new Date(),
  locale: string = DEFAULT_LOCALE,
): string {
  const days = Math.floor((new Date(now).getTime() - new Date(date).getTime()) / DAY_MS);
  const isToday = !Number.isFinite(days) || days <= 0;
  if (!isEnglishLocale(locale)) {
    const format = new Intl.RelativeTimeFormat(locale, { numeric: isToday ? 'auto' : 'always' });
    return format.format(isToday ? 0 : -days, 'day');
  }
  if (isToday) return 'today';
  if (days === 1) return '1 day ago';
  if (days === 2) return '2d ago';
  return `${days} days ago`;
}

/**
 * A day as people read it, in the reader's time zone: 'Mar 4, 2026' ('4 mar 2026' in Spanish).
 * The dates of an application's timeline.
 */
export function formatDay(date: Date | string | number, locale: string = DEFAULT_LOCALE): string {
  const value = new Date(date);
  if (Number.isNaN(value.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(value);
}

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Month choices for selects: value 1-12 (docs/api.md), label the month's name. */
export const MONTH_OPTIONS = MONTH_NAMES.map((label, index) => ({ value: index + 1, label }));

/** The same choices with the months named in `locale` ('enero', 'febrero'…). */
export function monthOptions(locale: string = DEFAULT_LOCALE): { value: number; label: string }[] {
  return MONTH_NAMES.map((_, index) => ({ value: index + 1, label: monthName(index + 1, locale) }));
}

/** A mid-month UTC date, so that no time zone moves it into another month. */
function monthDate(month: number, year = 2000): Date {
  return new Date(Date.UTC(year, month - 1, 15));
}

export function monthName(month: number, locale: string = DEFAULT_LOCALE): string {
  const english = MONTH_NAMES[month - 1];
  if (!english) return '';
  if (isEnglishLocale(locale)) return english;
  const name = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(
    monthDate(month),
  );
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

function monthAndYear(month: number, year: number, locale: string): string {
  if (isEnglishLocale(locale)) return `${monthName(month)} ${year}`;
  return new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(monthDate(month, year));
}

/** 'Month YYYY', e.g. for work history ('marzo de 2025' in Spanish). */
export function formatMonthYear(
  month: number | null | undefined,
  year: number | null | undefined,
  locale: string = DEFAULT_LOCALE,
): string {
  if (!year) return '';
  return month && MONTH_NAMES[month - 1] ? monthAndYear(month, year, locale) : String(year);
}

/** A job's start date 'MM.YYYY' as 'March 2025'; text in another shape is returned unchanged. */
export function formatStartDate(startDate: string, locale: string = DEFAULT_LOCALE): string {
  const parsed = parseStartDate(startDate);
  return parsed ? monthAndYear(parsed.month, parsed.year, locale) : startDate;
}

/**
 * A calendar date 'YYYY-MM-DD' (e.g. an expected release) as 'June 15, 2027' ('15 de junio de 2027'
 * in Spanish). Read as that day wherever the reader is (no time zone can move it to the day before);
 * text in another shape is returned unchanged.
 */
export function formatCalendarDate(date: string, locale: string = DEFAULT_LOCALE): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(day.getTime()) || day.getUTCDate() !== Number(match[3])) return date;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(day);
}

/** Years from `from` to `to` inclusive, in that direction. */
export function yearRange(from: number, to: number): number[] {
  const step = from <= to ? 1 : -1;
  return Array.from({ length: Math.abs(to - from) + 1 }, (_, i) => from + i * step);
}

/** This year back to 75 years ago, newest first (work history, education, licenses issued). */
export function historyYears(now: Date = new Date()): number[] {
  const year = now.getFullYear();
  return yearRange(year, year - YEARS_BACK_FOR_HISTORY);
}

/** This year to 18 years ahead (license expirations). */
export function expirationYears(now: Date = new Date()): number[] {
  const year = now.getFullYear();
  return yearRange(year, year + YEARS_FORWARD_FOR_EXPIRATION);
}

/** This year to 3 years ahead (a job's start). */
export function jobStartYears(now: Date = new Date()): number[] {
  const year = now.getFullYear();
  return yearRange(year, year + YEARS_FORWARD_FOR_JOB_START);
}
