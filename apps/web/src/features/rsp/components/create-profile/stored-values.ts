/** What was typed so far, kept in the tab's session storage so that a reload loses nothing. */
import { type User } from '@fairchance/shared';
import { emptyValues, type OnboardingValues } from './steps.ts';

const storageKey = (userId: string) => `fairchance.rsp-onboarding.${userId}`;

export function loadValues(user: User): OnboardingValues {
  const empty = emptyValues(user);
  try {
    const stored = sessionStorage.getItem(storageKey(user.id));
    if (!stored) return empty;
    const parsed = JSON.parse(stored) as Partial<OnboardingValues>;
    return {
      person: { ...empty.person, ...parsed.person },
      organization: { ...empty.organization, ...parsed.organization },
    };
  } catch {
    return empty;
  }
}

export function saveValues(userId: string, values: OnboardingValues | null) {
  try {
    if (values) sessionStorage.setItem(storageKey(userId), JSON.stringify(values));
    else sessionStorage.removeItem(storageKey(userId));
  } catch {
    // Storage full or switched off: the wizard still works, a reload starts over.
  }
}
