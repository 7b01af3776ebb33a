import { describe, expect, it } from 'vitest';
import {
  AREA_CATALOGUES,
  i18n,
  loadAreaCatalogues,
  changeLanguage,
  withPluralForms,
} from './index.ts';
import { SUPPORTED_LANGUAGES } from './language.ts';

/** The files of every language, as the app finds them (./index.ts). */
const files = import.meta.glob<Record<string, unknown>>(
  ['./locales/*.ts', './locales/*/*.ts', '!./locales/catalogue.ts', '!./locales/*/*.test.ts'],
  { eager: true },
);

describe("every language's files", () => {
  it('exist for the first page and each area, and nothing else is there', () => {
    const expected = SUPPORTED_LANGUAGES.flatMap((language) => [
      `./locales/${language}.ts`,
      ...AREA_CATALOGUES.map((area) => `./locales/${language}/${area}.ts`),
    ]);
    expect(Object.keys(files).sort()).toEqual(expected.sort());
  });

  it('export the first-page strings under the language, and each area under the English names', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      expect(files[`./locales/${language}.ts`]?.[language], language).toBeTypeOf('object');
      for (const area of AREA_CATALOGUES) {
        const english = Object.keys(files[`./locales/en/${area}.ts`] ?? {}).sort();
        expect(Object.keys(files[`./locales/${language}/${area}.ts`] ?? {}).sort()).toEqual(
          english,
        );
      }
    }
  });

  it('load on a change of language, with the areas already shown', async () => {
    // The test setup puts every string in place; this test takes the Spanish ones away first.
    i18n.removeResourceBundle('es', 'translation');
    expect(i18n.getResource('es', 'translation', 'header.logIn')).toBeUndefined();
    await loadAreaCatalogues(['client']);
    await changeLanguage('es');
    expect(i18n.t('client.dashboard.title')).toBe('Panel');
    expect(i18n.t('header.logIn')).toBe('Iniciar sesión');
  });
});

describe('plural forms', () => {
  it("add the language's own forms beyond one and other, reading like other", () => {
    const strings = { nested: { count_one: '{{count}} empleo', count_other: '{{count}} empleos' } };
    expect(withPluralForms(strings, 'es').nested).toEqual({
      count_one: '{{count}} empleo',
      count_other: '{{count}} empleos',
      count_many: '{{count}} empleos',
    });
    expect(withPluralForms(strings, 'en')).toEqual(strings);
  });
});
