import 'i18next';
import type { englishCatalogue } from './locales/catalogue.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof englishCatalogue };
  }
}
