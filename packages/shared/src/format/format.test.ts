import { describe, expect, it } from 'vitest';
import {
  experienceDots,
  expirationYears,
  formatApplicantCount,
  formatDay,
  formatMoney,
  formatMonthYear,
  formatPhone,
  formatRelativeDate,
  formatSalary,
  formatCalendarDate,
  formatStartDate,
  fullName,
  historyYears,
  initials,
  intlLocaleOf,
  jobStartYears,
  MONTH_OPTIONS,
  monthName,
  monthOptions,
  phoneDigits,
  yearRange,
} from './index.ts';

describe('phone', () => {
  it('formats as (###) ###-#### while typing', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('4')).toBe('(4');
    expect(formatPhone('414')).toBe('(414');
    expect(formatPhone('4145')).toBe('(414) 5');
    expect(formatPhone('414555')).toBe('(414) 555');
    expect(formatPhone('4145550')).toBe('(414) 555-0');
    expect(formatPhone('4145550100')).toBe('(414) 555-0100');
  });

  it('never grows past 14 characters', () => {
    expect(formatPhone('41455501009999')).toBe('(414) 555-0100');
    expect(formatPhone('(414) 555-01009')).toHaveLength(14);
  });

  it('reformats masked or messy input and drops a country code', () => {
    expect(formatPhone('(414) 555-0100')).toBe('(414) 555-0100');
    expect(formatPhone('414.555.0100')).toBe('(414) 555-0100');
    expect(formatPhone('+1 414 555 0100')).toBe('(414) 555-0100');
    expect(formatPhone(null)).toBe('');
  });

  it('keeps digits only for the API', () => {
    expect(phoneDigits('(414) 555-0100')).toBe('4145550100');
    expect(phoneDigits(undefined)).toBe('');
  });
});

describe('salary', () => {
  it('shows a range per hour or per year in whole dollars', () => {
    expect(formatSalary({ salary: 'hourly', min: 15, max: 20 })).toBe('$15 - $20 per hour');
    expect(formatSalary({ salary: 'yearly', min: 31200, max: 45000 })).toBe(
      '$31,200 - $45,000 per year',
    );
  });

  it('shows one value when min equals max', () => {
    expect(formatSalary({ salary: 'yearly', min: 31200, max: 31200 })).toBe('$31,200 per year');
    expect(formatSalary({ salary: 'hourly', min: 15, max: 15 })).toBe('$15 per hour');
  });

  it('rounds to whole dollars', () => {
    expect(formatMoney(17.5)).toBe('$18');
    expect(formatMoney(1000000)).toBe('$1,000,000');
  });
});

describe('days', () => {
  it('reads a day in the locale, and nothing for a date that is not one', () => {
    expect(formatDay('2026-03-04T15:00:00Z', 'en-US')).toBe('Mar 4, 2026');
    expect(formatDay('2026-03-04T15:00:00Z', 'es-US')).toMatch(/^4 mar 2026$/);
    expect(formatDay('not a date')).toBe('');
  });
});

describe('relative dates', () => {
  const now = new Date('2025-06-15T12:00:00Z');
  const ago = (hours: number) => new Date(now.getTime() - hours * 3600 * 1000);

  it("reads 'today', '1 day ago', '2d ago', then 'N days ago'", () => {
    expect(formatRelativeDate(ago(0), now)).toBe('today');
    expect(formatRelativeDate(ago(23), now)).toBe('today');
    expect(formatRelativeDate(ago(24), now)).toBe('1 day ago');
    expect(formatRelativeDate(ago(47), now)).toBe('1 day ago');
    expect(formatRelativeDate(ago(48), now)).toBe('2d ago');
    expect(formatRelativeDate(ago(72), now)).toBe('3 days ago');
    expect(formatRelativeDate(ago(24 * 30), now)).toBe('30 days ago');
  });

  it('accepts ISO strings and treats the future as today', () => {
    expect(formatRelativeDate('2025-06-13T12:00:00Z', now)).toBe('2d ago');
    expect(formatRelativeDate('2025-07-01T00:00:00Z', now)).toBe('today');
    expect(formatRelativeDate('not a date', now)).toBe('today');
  });
});

describe('months and years', () => {
  it('formats a start date MM.YYYY', () => {
    expect(formatStartDate('03.2026')).toBe('March 2026');
    expect(formatStartDate('12.2025')).toBe('December 2025');
    expect(formatStartDate('soon')).toBe('soon');
  });

  it('formats a month and year', () => {
    expect(formatMonthYear(1, 2020)).toBe('January 2020');
    expect(formatMonthYear(null, 2020)).toBe('2020');
    expect(formatMonthYear(5, null)).toBe('');
  });

  it('offers months 1-12', () => {
    expect(MONTH_OPTIONS).toHaveLength(12);
    expect(MONTH_OPTIONS[0]).toEqual({ value: 1, label: 'January' });
  });

  it('lists years: 75 back, 18 forward, 3 forward for a job start', () => {
    const now = new Date(2025, 5, 15);
    const history = historyYears(now);
    expect(history[0]).toBe(2025);
    expect(history.at(-1)).toBe(1950);
    expect(expirationYears(now)).toEqual(yearRange(2025, 2043));
    expect(jobStartYears(now)).toEqual([2025, 2026, 2027, 2028]);
    expect(yearRange(3, 1)).toEqual([3, 2, 1]);
  });
});

describe('names', () => {
  it('takes the first letters of the first two words', () => {
    expect(initials('ana maría diaz')).toBe('AM');
    expect(initials('  Li  ')).toBe('L');
    expect(initials('')).toBe('');
    expect(initials(undefined)).toBe('');
  });

  it('joins names', () => {
    expect(fullName('Ana', 'Diaz')).toBe('Ana Diaz');
    expect(fullName('Ana', null)).toBe('Ana');
  });

  it('shows experience as 1-5 dots', () => {
    expect(experienceDots('low')).toBe(1);
    expect(experienceDots('professional')).toBe(5);
  });

  it("says '1 applicant' and 'N applicants'", () => {
    expect(formatApplicantCount(1)).toBe('1 applicant');
    expect(formatApplicantCount(0)).toBe('0 applicants');
    expect(formatApplicantCount(12)).toBe('12 applicants');
  });
});

describe('formatting in Spanish (es-US)', () => {
  const es = 'es-US';

  it('writes relative dates as Spanish speakers say them', () => {
    const now = new Date('2025-03-10T12:00:00Z');
    expect(formatRelativeDate('2025-03-10T08:00:00Z', now, es)).toBe('hoy');
    expect(formatRelativeDate('2025-03-09T08:00:00Z', now, es)).toBe('hace 1 día');
    expect(formatRelativeDate('2025-03-08T08:00:00Z', now, es)).toBe('hace 2 días');
    expect(formatRelativeDate('2025-02-28T08:00:00Z', now, es)).toBe('hace 10 días');
  });

  it('names months and start dates in Spanish', () => {
    expect(monthName(3, es)).toBe('Marzo');
    expect(monthOptions(es)[0]).toEqual({ value: 1, label: 'Enero' });
    expect(formatMonthYear(3, 2025, es)).toBe('marzo de 2025');
    expect(formatMonthYear(null, 2025, es)).toBe('2025');
    expect(formatStartDate('03.2025', es)).toBe('marzo de 2025');
  });

  it('writes dollars the US way, with Spanish words', () => {
    expect(formatMoney(31200, es)).toBe('$31,200');
    expect(formatSalary({ salary: 'hourly', min: 15, max: 20 }, es)).toBe('$15 - $20 por hora');
    expect(formatSalary({ salary: 'yearly', min: 31200, max: 31200 }, es)).toBe('$31,200 al año');
  });

  it('maps interface languages to Intl locales', () => {
    expect(intlLocaleOf('es')).toBe('es-US');
    expect(intlLocaleOf('en')).toBe('en-US');
    expect(intlLocaleOf(undefined)).toBe('en-US');
  });
});

describe('formatCalendarDate', () => {
  it('reads a calendar date as a date, the same day in every time zone', () => {
    expect(formatCalendarDate('2027-06-15')).toBe('June 15, 2027');
    expect(formatCalendarDate('2027-06-15', 'es-US')).toBe('15 de junio de 2027');
    expect(formatCalendarDate('2027-01-01')).toBe('January 1, 2027');
  });

  it('returns what is not a calendar date unchanged', () => {
    expect(formatCalendarDate('2027-02-30')).toBe('2027-02-30');
    expect(formatCalendarDate('06.2027')).toBe('06.2027');
    expect(formatCalendarDate('')).toBe('');
  });
});
