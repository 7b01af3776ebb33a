import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en.ts';
import {
  detectLanguage,
  isSupportedLanguage,
  storeLanguage,
  SUPPORTED_LANGUAGES,
  type SupportedLanguage,
} from './language.ts';

export const defaultNS = 'translation';

type Strings = { readonly [key: string]: unknown };

/**
 * Adds the plural forms a language has beyond English's `_one` and `_other` (Spanish 'many': a
 * million, two million…), each reading like `_other`, so such counts never fall back to English.
 * The forms come from the language's own plural rules (`Intl.PluralRules`).
 */
export function withPluralForms<T extends Strings>(strings: T, language: string): T {
  const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(strings)) {
    result[key] =
      value !== null && typeof value === 'object' && !Array.isArray(value)
        ? withPluralForms(value as Strings, language)
        : value;
    if (key.endsWith('_other')) {
      const stem = key.slice(0, -'_other'.length);
      for (const form of forms)
        if (!(`${stem}_${form}` in strings)) result[`${stem}_${form}`] = value;
    }
  }
  return result as T;
}

const i18n = i18next.createInstance();

// English is bundled, so initialisation is synchronous: the first render already has text. Any
// other language's first-page strings load before the first render (`i18nReady`).
void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: detectLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...SUPPORTED_LANGUAGES],
  defaultNS,
  interpolation: { escapeValue: false },
  initAsync: false,
});

function syncDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

/** A catalogue file's exports: top-level keys of the catalogue (`client`, or `auth` and `account`). */
type CatalogueModule = Record<string, unknown>;

/**
 * Returns a function that loads catalogue files (each once, all at the same time) and merges
 * their keys into the default namespace, so keys stay `client.dashboard.title` and so on. A file
 * that failed to load is tried again on the next call.
 */
export function createCatalogueLoader<Name extends string>(
  instance: I18n,
  language: string,
  loaders: Record<Name, () => Promise<CatalogueModule>>,
): (names: readonly Name[]) => Promise<void> {
  const loading = new Map<Name, Promise<void>>();
  function loadOne(name: Name): Promise<void> {
    let promise = loading.get(name);
    if (!promise) {
      promise = loaders[name]().then((module) => {
        instance.addResourceBundle(language, defaultNS, { ...module }, true, true);
      });
      promise.catch(() => loading.delete(name));
      loading.set(name, promise);
    }
    return promise;
  }
  return async (names) => {
    await Promise.all(names.map(loadOne));
  };
}

/**
 * Every language's files, found by their names (docs/web-app.md#language): `locales/<language>.ts`
 * holds the strings any page may need, `locales/<language>/<area>.ts` those of one area. A new
 * language needs no line here.
 */
const firstPageFiles = import.meta.glob<CatalogueModule>([
  './locales/*.ts',
  '!./locales/en.ts',
  '!./locales/catalogue.ts',
]);
const areaFiles = import.meta.glob<CatalogueModule>(['./locales/*/*.ts', '!./locales/*/*.test.ts']);

/** The areas whose strings load with them (`locales/<language>/<area>.ts`). */
export const AREA_CATALOGUES = [
  'auth',
  'client',
  'employer',
  'rsp',
  'admin',
  'moderation',
] as const;
export type AreaCatalogue = (typeof AREA_CATALOGUES)[number];

/** The file of one language's area, and what it adds (plural forms beyond English's). */
function areaLoaders(
  language: SupportedLanguage,
): Record<AreaCatalogue, () => Promise<CatalogueModule>> {
  const loaders = {} as Record<AreaCatalogue, () => Promise<CatalogueModule>>;
  for (const area of AREA_CATALOGUES) {
    const file = areaFiles[`./locales/${language}/${area}.ts`];
    loaders[area] = file
      ? () => file().then((module) => withPluralForms({ ...module }, language))
      : () => Promise.reject(new Error(`No ${language} strings for ${area}.`));
  }
  return loaders;
}

const loaders = new Map<
  SupportedLanguage,
  ReturnType<typeof createCatalogueLoader<AreaCatalogue>>
>();
function loaderOf(language: SupportedLanguage) {
  let loader = loaders.get(language);
  if (!loader) {
    loader = createCatalogueLoader<AreaCatalogue>(i18n, language, areaLoaders(language));
    loaders.set(language, loader);
  }
  return loader;
}

const firstPages = new Map<SupportedLanguage, Promise<void>>([['en', Promise.resolve()]]);
/** The strings any page may need, in `language` (English's are always there). */
function loadFirstPage(language: SupportedLanguage): Promise<void> {
  let promise = firstPages.get(language);
  if (!promise) {
    const file = firstPageFiles[`./locales/${language}.ts`];
    promise = file
      ? file().then((module) => {
          const strings = module[language] as Strings;
          i18n.addResourceBundle(
            language,
            defaultNS,
            withPluralForms(strings, language),
            true,
            true,
          );
        })
      : Promise.reject(new Error(`No ${language} strings.`));
    promise.catch(() => firstPages.delete(language));
    firstPages.set(language, promise);
  }
  return promise;
}

/**
 * Resolves once the language shown has its first-page strings (at once in English). The app
 * renders after it; when they cannot load, the page shows in English.
 */
export const i18nReady: Promise<void> = loadFirstPage(i18n.language as SupportedLanguage).catch(
  () => i18n.changeLanguage('en').then(() => undefined),
);

/** The areas asked for so far: a change of language loads them in the new language first. */
const requestedAreas = new Set<AreaCatalogue>();

function currentLanguage(): SupportedLanguage {
  return isSupportedLanguage(i18n.language) ? i18n.language : 'en';
}

/**
 * Loads the strings of these areas in the current language. Routes await it in their lazy
 * loaders, so a screen never renders before its text is there.
 */
export async function loadAreaCatalogues(names: readonly AreaCatalogue[]): Promise<void> {
  for (const name of names) requestedAreas.add(name);
  await loaderOf(currentLanguage())(names);
}

/**
 * Switches the whole interface to `language` without a reload: the strings of the areas already
 * shown are fetched first, so the screen (and any half-filled form) re-renders in place with all
 * its text. The choice is kept for the next visit.
 */
export async function changeLanguage(language: SupportedLanguage): Promise<void> {
  storeLanguage(language);
  await Promise.all([loadFirstPage(language), loaderOf(language)([...requestedAreas])]);
  await i18n.changeLanguage(language);
}

export { i18n };
