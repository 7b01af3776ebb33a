/**
 * The Intl locale of an interface language. The product serves the United States, so Spanish is
 * 'es-US': dates read '4 mar 2025', numbers and dollars as in the US ('$31,200').
 */
import { appLanguageOf, type AppLanguage } from '../i18n/languages.ts';

export const DEFAULT_LOCALE = 'en-US';

export const INTL_LOCALES = { en: 'en-US', es: 'es-US' } as const satisfies Record<
  AppLanguage,
  string
>;

/** 'es', 'es-MX' → 'es-US'; anything else → 'en-US'. */
export function intlLocaleOf(language: string | null | undefined): string {
  return INTL_LOCALES[appLanguageOf(language)];
}

export function isEnglishLocale(locale: string): boolean {
  return locale.toLowerCase().startsWith('en');
}
