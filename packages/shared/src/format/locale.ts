/**
 * The Intl locale of an interface language. The product serves the United States, so Spanish is
 * 'es-US': dates read '4 mar 2025', numbers and dollars as in the US ('$31,200').
 */
export const DEFAULT_LOCALE = 'en-US';

export const INTL_LOCALES = { en: 'en-US', es: 'es-US' } as const;

/** 'es', 'es-MX' → 'es-US'; anything else → 'en-US'. */
export function intlLocaleOf(language: string | null | undefined): string {
  return language?.toLowerCase().startsWith('es') ? INTL_LOCALES.es : INTL_LOCALES.en;
}

export function isEnglishLocale(locale: string): boolean {
  return locale.toLowerCase().startsWith('en');
}
