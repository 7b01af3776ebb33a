/**
 * The languages the product speaks: its screens, its e-mails, the API's messages and the labels
 * of every list. One list for all of them (docs/api.md#language). A new language is its
 * catalogues plus one line here; the type checker then names every catalogue that still lacks it.
 */

/** English first: it is the language the catalogues are written in, and the fallback. */
export const APP_LANGUAGES = ['en', 'es'] as const;
export type AppLanguage = (typeof APP_LANGUAGES)[number];

/** The language when nothing says otherwise, and the one every catalogue is written in. */
export const DEFAULT_LANGUAGE = 'en' satisfies AppLanguage;
export type DefaultLanguage = typeof DEFAULT_LANGUAGE;

/** Each language's name in itself, for a language switch (never translated). */
export const APP_LANGUAGE_NAMES: Readonly<Record<AppLanguage, string>> = {
  en: 'English',
  es: 'Español',
};

export function isAppLanguage(value: unknown): value is AppLanguage {
  return typeof value === 'string' && (APP_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The product's language for one language tag, by its primary subtag: 'es-MX' and 'ES' read
 * Spanish; a language the product does not speak (or none) reads the default. Choosing among the
 * several tags of an Accept-Language header is the API's work (it weighs their q-values).
 */
export function appLanguageOf(tag: string | null | undefined): AppLanguage {
  const primary = tag?.trim().toLowerCase().split('-')[0];
  return isAppLanguage(primary) ? primary : DEFAULT_LANGUAGE;
}
