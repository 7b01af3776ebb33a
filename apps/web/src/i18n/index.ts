import i18next from 'i18next';
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

export { i18n };
