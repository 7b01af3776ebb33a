/** Names as shown in avatars and lists. */
import type { ExperienceLevel } from '../enums/job.ts';
import { EXPERIENCE_LEVEL_DOTS } from '../enums/job.ts';

/**
 * First letters of the first two words, upper-cased (docs/validation.md#display-formats): 'ana
 * maría diaz' -> 'AM'.
 */
export function initials(name: string | null | undefined): string {
  return (name ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

export function fullName(
  firstName: string | null | undefined,
  lastName: string | null | undefined,
): string {
  return [firstName, lastName].filter(Boolean).join(' ');
}

/** How many of five dots an experience level fills (docs/data-model.md). */
export function experienceDots(level: ExperienceLevel): 1 | 2 | 3 | 4 | 5 {
  return EXPERIENCE_LEVEL_DOTS[level];
}

/** '1 applicant', '2 applicants' (docs/product.md). */
export function formatApplicantCount(count: number): string {
  return `${count} ${count === 1 ? 'applicant' : 'applicants'}`;
}
