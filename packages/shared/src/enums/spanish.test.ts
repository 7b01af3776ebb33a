import { describe, expect, it } from 'vitest';
import { appLanguageOf } from '../i18n/languages.ts';
import * as enums from './index.ts';
import {
  FACILITY_LABELS,
  JUSTICE_STATUS_LABELS,
  labelsIn,
  providerDescriptionIn,
  REENTRY_PROVIDER_DETAILS,
  REENTRY_PROVIDERS,
  SPANISH_LABELS,
  US_STATE_LABELS,
  WISCONSIN_COUNTY_LABELS,
} from './index.ts';

/** Labels that read the same in both languages: numbers, names and a few shared words. */
const SAME_IN_SPANISH = new Set([
  'No',
  'Federal',
  'Gay',
  'Queer',
  'Heterosexual',
  'Bisexual',
  'Islam',
  'Supervisor',
  'Profesional',
  'Professional',
]);
const NAME_LISTS = new Set<unknown>([FACILITY_LABELS, US_STATE_LABELS]);

const englishLabelMaps = Object.entries(enums).filter(
  ([name, value]) =>
    name.endsWith('_LABELS') &&
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    name !== 'SPANISH_LABELS',
) as [string, Record<string, string>][];

describe('Spanish labels', () => {
  it('exist for every English label map', () => {
    expect(englishLabelMaps.length).toBeGreaterThan(30);
    for (const [name, labels] of englishLabelMaps)
      expect(SPANISH_LABELS.has(labels), name).toBe(true);
  });

  it('give every value a Spanish label, different from the English one unless a number or name', () => {
    for (const [name, labels] of englishLabelMaps) {
      const spanish = labelsIn(labels, 'es');
      expect(Object.keys(spanish).sort(), name).toEqual(Object.keys(labels).sort());
      for (const [value, english] of Object.entries(labels)) {
        const label = spanish[value];
        expect(label?.trim(), `${name}.${value}`).toBeTruthy();
        if (NAME_LISTS.has(labels) || /^[\d\s+,.-]+$/.test(english)) continue;
        if (SAME_IN_SPANISH.has(english)) continue;
        if (name === 'REENTRY_PROVIDER_LABELS' && value !== 'reentryPipeline' && value !== 'other')
          continue;
        expect(label, `${name}.${value}`).not.toBe(english);
      }
    }
  });

  it('keep county names and translate only the word', () => {
    expect(labelsIn(WISCONSIN_COUNTY_LABELS, 'es')['Fond du Lac']).toBe('Condado de Fond du Lac');
  });

  it('are picked by language tag, English for anything else', () => {
    expect(appLanguageOf('es-MX')).toBe('es');
    expect(appLanguageOf('en-US')).toBe('en');
    expect(appLanguageOf(undefined)).toBe('en');
    expect(labelsIn(JUSTICE_STATUS_LABELS, 'es').parole).toMatch(/libertad condicional/i);
    expect(labelsIn(JUSTICE_STATUS_LABELS, 'fr')).toBe(JUSTICE_STATUS_LABELS);
  });

  it('describe every provider in Spanish', () => {
    for (const provider of REENTRY_PROVIDERS) {
      const spanish = providerDescriptionIn(provider, 'es');
      expect(spanish).toBeTruthy();
      expect(spanish).not.toBe(REENTRY_PROVIDER_DETAILS[provider].description);
      expect(providerDescriptionIn(provider, 'en')).toBe(
        REENTRY_PROVIDER_DETAILS[provider].description,
      );
    }
  });
});
