/**
 * Calendar helpers shared by validation, transforms and formatting. Month precision is what the
 * product stores (months 1-12, four-digit years); "today" is the local calendar day of `now`.
 */

export interface YearMonth {
  year: number;
  month: number;
}

/** A single comparable number for a month: 2024-03 and 2024-04 differ by one. */
export function monthKey({ year, month }: YearMonth): number {
  return year * 12 + (month - 1);
}

export function currentYearMonth(now: Date = new Date()): YearMonth {
  return { year: now.getFullYear(), month: now.getMonth() + 1 };
}

/** Local calendar date of `now` as YYYY-MM-DD, comparable as a string with other ISO dates. */
export function localIsoDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const START_DATE_PATTERN = /^(0[1-9]|1[0-2])\.(\d{4})$/;

/** A job's start date as stored and sent: `MM.YYYY` (docs/api.md). */
export function toStartDate({ year, month }: YearMonth): string {
  return `${String(month).padStart(2, '0')}.${year}`;
}

/** Reads `MM.YYYY`; null when the text is not in that shape. */
export function parseStartDate(value: string): YearMonth | null {
  const match = START_DATE_PATTERN.exec(value.trim());
  if (!match) return null;
  return { month: Number(match[1]), year: Number(match[2]) };
}

/**
 * Whether a point in time falls in the years 1-9999 (UTC): what ISO 8601 text writes with four
 * digits and what both databases store (PostgreSQL has no year 0). Times from outside, such as a
 * query's `since` or a crafted paging cursor, are checked with this before they reach SQL.
 */
export function isWithinSupportedYears(date: Date): boolean {
  if (Number.isNaN(date.getTime())) return false;
  const year = date.getUTCFullYear();
  return year >= 1 && year <= 9999;
}
