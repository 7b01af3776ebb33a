/**
 * Labels in the reader's language. Every English label map has a Spanish one (./spanish.ts); the
 * English map stays the key, so code keeps naming the list it shows (`JUSTICE_STATUS_LABELS`) and
 * asks for it in a language.
 */
import { MEDIA_KIND_LABELS, ROLE_LABELS, USER_TYPE_LABELS } from './auth.ts';
import {
  AGE_LABELS,
  BASE_ETHNICITY_LABELS,
  ETHNICITY_LABELS,
  GENDER_LABELS,
  MARITAL_STATUS_LABELS,
  ORIENTATION_LABELS,
  RELIGION_LABELS,
  VETERAN_STATUS_LABELS,
} from './diversity.ts';
import {
  INDUSTRY_LABELS,
  NUMBER_OF_EMPLOYEES_LABELS,
  YEARS_IN_BUSINESS_LABELS,
} from './employer.ts';
import { FACILITY_LABELS, US_STATE_LABELS, WISCONSIN_COUNTY_LABELS } from './geography.ts';
import {
  APPLICATION_STATUS_LABELS,
  EXPERIENCE_LEVEL_LABELS,
  JOB_STATUS_LABELS,
  SALARY_KIND_LABELS,
  TYPE_OF_WORK_LABELS,
  WORKING_TIME_LABELS,
} from './job.ts';
import {
  JUSTICE_STATUS_LABELS,
  RELEASED_AT_LABELS,
  STATE_OR_FEDERAL_LABELS,
  TIME_SERVED_LABELS,
  YES_NO_LABELS,
} from './justice.ts';
import {
  FAIR_CHANCE_FLAG_LABELS,
  JOB_MODERATION_VIEW_LABELS,
  JOB_REPORT_REASON_LABELS,
  ORGANIZATION_CLAIM_STATUS_LABELS,
} from './moderation.ts';
import { OFFENSE_GROUP_LABELS, OFFENSE_LABELS } from './offenses.ts';
import {
  EXPERIENCE_SKILL_LABELS,
  LANGUAGE_LABELS,
  LANGUAGE_LEVEL_LABELS,
  PERSONAL_STRENGTH_LABELS,
  REFERRED_BY_LABELS,
  SUPPORT_NEED_LABELS,
} from './profile.ts';
import {
  REENTRY_PROVIDER_DETAILS,
  REENTRY_PROVIDER_LABELS,
  type ReentryProvider,
} from './providers.ts';
import {
  CASE_MANAGER_POSITION_LABELS,
  RSP_ATTENTION_REASON_LABELS,
  RSP_CLIENT_EVENT_LABELS,
  RSP_CLIENT_STATUS_LABELS,
  RSP_NOTICE_EMAIL_LABELS,
  RSP_ROLE_LABELS,
} from './rsp.ts';
import {
  appLanguageOf,
  DEFAULT_LANGUAGE,
  type AppLanguage,
  type DefaultLanguage,
} from '../i18n/languages.ts';
import * as es from './spanish.ts';

type Labels = Readonly<Record<string, string>>;

/** Each English label map and its Spanish twin. */
export const SPANISH_LABELS: ReadonlyMap<Labels, Labels> = new Map<Labels, Labels>([
  [ROLE_LABELS, es.ROLE_LABELS_ES],
  [USER_TYPE_LABELS, es.USER_TYPE_LABELS_ES],
  [MEDIA_KIND_LABELS, es.MEDIA_KIND_LABELS_ES],
  [JUSTICE_STATUS_LABELS, es.JUSTICE_STATUS_LABELS_ES],
  [TIME_SERVED_LABELS, es.TIME_SERVED_LABELS_ES],
  [RELEASED_AT_LABELS, es.RELEASED_AT_LABELS_ES],
  [STATE_OR_FEDERAL_LABELS, es.STATE_OR_FEDERAL_LABELS_ES],
  [YES_NO_LABELS, es.YES_NO_LABELS_ES],
  [OFFENSE_GROUP_LABELS, es.OFFENSE_GROUP_LABELS_ES],
  [OFFENSE_LABELS, es.OFFENSE_LABELS_ES],
  [PERSONAL_STRENGTH_LABELS, es.PERSONAL_STRENGTH_LABELS_ES],
  [EXPERIENCE_SKILL_LABELS, es.EXPERIENCE_SKILL_LABELS_ES],
  [SUPPORT_NEED_LABELS, es.SUPPORT_NEED_LABELS_ES],
  [LANGUAGE_LABELS, es.LANGUAGE_LABELS_ES],
  [LANGUAGE_LEVEL_LABELS, es.LANGUAGE_LEVEL_LABELS_ES],
  [REFERRED_BY_LABELS, es.REFERRED_BY_LABELS_ES],
  [GENDER_LABELS, es.GENDER_LABELS_ES],
  [ORIENTATION_LABELS, es.ORIENTATION_LABELS_ES],
  [RELIGION_LABELS, es.RELIGION_LABELS_ES],
  [MARITAL_STATUS_LABELS, es.MARITAL_STATUS_LABELS_ES],
  [AGE_LABELS, es.AGE_LABELS_ES],
  [VETERAN_STATUS_LABELS, es.VETERAN_STATUS_LABELS_ES],
  [BASE_ETHNICITY_LABELS, es.BASE_ETHNICITY_LABELS_ES],
  [ETHNICITY_LABELS, es.ETHNICITY_LABELS_ES],
  [YEARS_IN_BUSINESS_LABELS, es.YEARS_IN_BUSINESS_LABELS_ES],
  [NUMBER_OF_EMPLOYEES_LABELS, es.NUMBER_OF_EMPLOYEES_LABELS_ES],
  [INDUSTRY_LABELS, es.INDUSTRY_LABELS_ES],
  [WISCONSIN_COUNTY_LABELS, es.WISCONSIN_COUNTY_LABELS_ES],
  [FACILITY_LABELS, es.FACILITY_LABELS_ES],
  [US_STATE_LABELS, es.US_STATE_LABELS_ES],
  [TYPE_OF_WORK_LABELS, es.TYPE_OF_WORK_LABELS_ES],
  [WORKING_TIME_LABELS, es.WORKING_TIME_LABELS_ES],
  [EXPERIENCE_LEVEL_LABELS, es.EXPERIENCE_LEVEL_LABELS_ES],
  [SALARY_KIND_LABELS, es.SALARY_KIND_LABELS_ES],
  [JOB_STATUS_LABELS, es.JOB_STATUS_LABELS_ES],
  [APPLICATION_STATUS_LABELS, es.APPLICATION_STATUS_LABELS_ES],
  [RSP_ROLE_LABELS, es.RSP_ROLE_LABELS_ES],
  [CASE_MANAGER_POSITION_LABELS, es.CASE_MANAGER_POSITION_LABELS_ES],
  [RSP_CLIENT_STATUS_LABELS, es.RSP_CLIENT_STATUS_LABELS_ES],
  [RSP_CLIENT_EVENT_LABELS, es.RSP_CLIENT_EVENT_LABELS_ES],
  [RSP_ATTENTION_REASON_LABELS, es.RSP_ATTENTION_REASON_LABELS_ES],
  [RSP_NOTICE_EMAIL_LABELS, es.RSP_NOTICE_EMAIL_LABELS_ES],
  [REENTRY_PROVIDER_LABELS, es.REENTRY_PROVIDER_LABELS_ES],
  [JOB_REPORT_REASON_LABELS, es.JOB_REPORT_REASON_LABELS_ES],
  [FAIR_CHANCE_FLAG_LABELS, es.FAIR_CHANCE_FLAG_LABELS_ES],
  [JOB_MODERATION_VIEW_LABELS, es.JOB_MODERATION_VIEW_LABELS_ES],
  [ORGANIZATION_CLAIM_STATUS_LABELS, es.ORGANIZATION_CLAIM_STATUS_LABELS_ES],
]);

/** Each language's twin of every English label map (the lists are written in English). */
const LABEL_TRANSLATIONS: Readonly<
  Record<Exclude<AppLanguage, DefaultLanguage>, ReadonlyMap<Labels, Labels>>
> = { es: SPANISH_LABELS };

/** The providers' descriptions in each language but English (theirs is in providers.ts). */
const PROVIDER_DESCRIPTIONS: Readonly<
  Record<Exclude<AppLanguage, DefaultLanguage>, Readonly<Record<ReentryProvider, string>>>
> = { es: es.REENTRY_PROVIDER_DESCRIPTIONS_ES };

/**
 * `labels` (an English label map) in `language`: `labelsIn(JUSTICE_STATUS_LABELS, 'es').parole`.
 * A map without a twin (none today; the tests check) is returned as it is.
 */
export function labelsIn<T extends string>(
  labels: Readonly<Record<T, string>>,
  language: string | null | undefined,
): Readonly<Record<T, string>> {
  const reader = appLanguageOf(language);
  if (reader === DEFAULT_LANGUAGE) return labels;
  return (
    (LABEL_TRANSLATIONS[reader].get(labels) as Readonly<Record<T, string>> | undefined) ?? labels
  );
}

/** A provider's description in `language`. */
export function providerDescriptionIn(
  provider: ReentryProvider,
  language: string | null | undefined,
): string {
  const reader = appLanguageOf(language);
  return reader === DEFAULT_LANGUAGE
    ? REENTRY_PROVIDER_DETAILS[provider].description
    : PROVIDER_DESCRIPTIONS[reader][provider];
}
