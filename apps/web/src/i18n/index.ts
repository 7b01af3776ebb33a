import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en.ts';
import { es } from './locales/es.ts';
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
 * Spanish has a third plural form, 'many' (a million, two million…), that reads like 'other'.
 * The catalogues mirror the English keys (`_one`, `_other`); this adds `_many` beside each
 * `_other`, so such counts never fall back to English.
 */
export function withManyPlurals<T extends Strings>(strings: T): T {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(strings)) {
    result[key] =
      value !== null && typeof value === 'object' && !Array.isArray(value)
        ? withManyPlurals(value as Strings)
        : value;
    if (key.endsWith('_other')) {
      const many = `${key.slice(0, -'_other'.length)}_many`;
      if (!(many in strings)) result[many] = value;
    }
  }
  return result as T;
}

/** Every language the app ships: the first page's strings of each (the areas' load with them). */
export const resources = {
  en: { translation: en },
  es: { translation: withManyPlurals(es) },
} as const satisfies Record<SupportedLanguage, unknown>;

export const supportedLanguages = SUPPORTED_LANGUAGES;

const i18n = i18next.createInstance();

// Resources are bundled, so initialisation is synchronous: the first render already has text.
// (The areas' own strings come later, with the area: see `loadAreaCatalogues`.)
void i18n.use(initReactI18next).init({
  resources,
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

/** Each language's area catalogues (`locales/<language>/<area>.ts`), fetched with the area. */
const areaCatalogues = {
  en: {
    auth: () => import('./locales/en/auth.ts'),
    client: () => import('./locales/en/client.ts'),
    employer: () => import('./locales/en/employer.ts'),
    rsp: () => import('./locales/en/rsp.ts'),
  },
  es: {
    auth: () => import('./locales/es/auth.ts').then(withManyPlurals),
    client: () => import('./locales/es/client.ts').then(withManyPlurals),
    employer: () => import('./locales/es/employer.ts').then(withManyPlurals),
    rsp: () => import('./locales/es/rsp.ts').then(withManyPlurals),
  },
} satisfies Record<SupportedLanguage, unknown>;

/** The catalogue files that load with their area (`locales/<language>/<name>.ts`). */
export type AreaCatalogue = keyof (typeof areaCatalogues)['en'];
export const AREA_CATALOGUES = Object.keys(areaCatalogues.en) as AreaCatalogue[];

const loaders = {
  en: createCatalogueLoader<AreaCatalogue>(i18n, 'en', areaCatalogues.en),
  es: createCatalogueLoader<AreaCatalogue>(i18n, 'es', areaCatalogues.es),
} satisfies Record<SupportedLanguage, unknown>;

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
  await loaders[currentLanguage()](names);
}

/**
 * Switches the whole interface to `language` without a reload: the strings of the areas already
 * shown are fetched first, so the screen (and any half-filled form) re-renders in place with all
 * its text. The choice is kept for the next visit.
 */
export async function changeLanguage(language: SupportedLanguage): Promise<void> {
  storeLanguage(language);
  await loaders[language]([...requestedAreas]);
  await i18n.changeLanguage(language);
}

export { i18n };
