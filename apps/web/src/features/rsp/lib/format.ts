import { fullName, intlLocaleOf } from '@fairchance/shared';

/** A date as people read it ('Mar 4, 2026'), in the page's language. */
export function formatDate(iso: string, language = 'en-US'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocaleOf(language), { dateStyle: 'medium' }).format(date);
}

/** 'First Last' of anything with names. */
export function nameOf(person: { firstName: string; lastName: string }): string {
  return fullName(person.firstName, person.lastName);
}

/** A date and time ('Mar 4, 2026, 3:05 PM'), for notes. */
export function formatDateTime(iso: string, language = 'en-US'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocaleOf(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}
