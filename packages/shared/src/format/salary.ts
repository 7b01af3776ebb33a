/** Salary display (SPEC §9): USD without decimals, 'min - max per hour|year'. */
import type { SalaryKind } from '../enums/job.ts';

const USD = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

export function formatMoney(amount: number): string {
  return USD.format(amount);
}

const PER: Record<SalaryKind, string> = { hourly: ' per hour', yearly: ' per year' };

export interface SalaryRange {
  salary: SalaryKind;
  min: number;
  max: number;
}

/** '$15 - $20 per hour'; a single value when min equals max ('$31,200 per year'). */
export function formatSalary({ salary, min, max }: SalaryRange): string {
  const amount = min === max ? formatMoney(min) : `${formatMoney(min)} - ${formatMoney(max)}`;
  return `${amount}${PER[salary]}`;
}
