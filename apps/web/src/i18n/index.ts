import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en.ts';

export const defaultNS = 'translation';

/** Every language the app ships. To add Spanish: `es: { translation: es }` with `es: Catalogue`. */
export const resources = {
  en: { translation: en },
} as const;

export const supportedLanguages = Object.keys(resources) as (keyof typeof resources)[];

const i18n = i18next.createInstance();

// Resources are bundled, so initialisation is synchronous: the first render already has text.
// (The areas' own strings come later, with the area: see `loadAreaCatalogues`.)
void i18n.use(initReactI18next).init({
  resources,
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: supportedLanguages,
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
 * Loads the strings of these areas (see ./area-catalogues.ts). Routes await it in their lazy
 * loaders, so a screen never renders before its text is there.
 */
const areaCatalogues = {
  auth: () => import('./locales/en/auth.ts'),
  client: () => import('./locales/en/client.ts'),
  employer: () => import('./locales/en/employer.ts'),
  rsp: () => import('./locales/en/rsp.ts'),
};

/** The catalogue files that load with their area (`locales/en/<name>.ts`). */
export type AreaCatalogue = keyof typeof areaCatalogues;
export const AREA_CATALOGUES = Object.keys(areaCatalogues) as AreaCatalogue[];

export const loadAreaCatalogues = createCatalogueLoader<AreaCatalogue>(i18n, 'en', areaCatalogues);

export { i18n };
