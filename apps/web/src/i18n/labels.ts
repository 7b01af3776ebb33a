/**
 * Value labels (justice status, trades, statuses…) in the interface language. The lists and
 * their English labels live in @fairchance/shared, each with a Spanish twin; code names the
 * English map and gets the one of the current language: `localized(JUSTICE_STATUS_LABELS)[value]`.
 * Read during render: components re-render on a language change through `useTranslation`.
 */
import {
  labelsIn,
  providerDescriptionIn,
  toOptions,
  type Option,
  type ReentryProvider,
} from '@fairchance/shared';
import { i18n } from './index.ts';

export function localized<T extends string>(
  labels: Readonly<Record<T, string>>,
): Readonly<Record<T, string>> {
  return labelsIn(labels, i18n.language);
}

/** A list's choices for a select, radio group or checkbox list, in the list's order. */
export function localizedOptions<T extends string>(
  values: readonly T[],
  labels: Readonly<Record<T, string>>,
): Option<T>[] {
  return toOptions(values, localized(labels));
}

/** What a reentry provider offers, in the interface language. */
export function localizedProviderDescription(provider: ReentryProvider): string {
  return providerDescriptionIn(provider, i18n.language);
}
