/** Dates as people read them (SPEC §5, §9). Pure: "now" is always a parameter with a default. */
import {
  YEARS_BACK_FOR_HISTORY,
  YEARS_FORWARD_FOR_EXPIRATION,
  YEARS_FORWARD_FOR_JOB_START,
} from '../constants.ts';
import { parseStartDate } from '../dates.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long ago something happened, in whole days: 'today', '1 day ago', '2d ago', then
 * 'N days ago' (SPEC §9's wording, kept as it is). Future dates read 'today'.
 */
export function formatRelativeDate(
  date: Date | string | number,
  now: Date | string | number = new Date(),
): string {
  const days = Math.floor((new Date(now).getTime() - new Date(date).getTime()) / DAY_MS);
  if (!Number.isFinite(days) || days <= 0) return 'today';
  if (days === 1) return '1 day ago';
  if (days === 2) return '2d ago';
  return `${days} days ago`;
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

/** Month choices for selects: value 1-12 (DESIGN §3), label the month's name. */
export const MONTH_OPTIONS = MONTH_NAMES.map((label, index) => ({ value: index + 1, label }));

export function monthName(month: number): string {
  return MONTH_NAMES[month - 1] ?? '';
}

/** 'Month YYYY', e.g. for work history. */
export function formatMonthYear(
  month: number | null | undefined,
  year: number | null | undefined,
): string {
  if (!year) return '';
  return month ? `${monthName(month)} ${year}` : String(year);
}

/** A job's start date 'MM.YYYY' as 'March 2025'; text in another shape is returned unchanged. */
export function formatStartDate(startDate: string): string {
  const parsed = parseStartDate(startDate);
  return parsed ? `${monthName(parsed.month)} ${parsed.year}` : startDate;
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
