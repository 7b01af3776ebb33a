import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';
import { i18n, withPluralForms } from '#web/i18n/index.ts';
import { englishCatalogue, spanishCatalogue } from '#web/i18n/locales/catalogue.ts';
import '#web/lib/validation-messages.ts';
import '#web/lib/effects-in-time.ts';

// Components are tested on their own, outside the routes that load their area's strings.
i18n.addResourceBundle('en', 'translation', englishCatalogue, true, true);
i18n.addResourceBundle('es', 'translation', withPluralForms(spanishCatalogue, 'es'), true, true);

// Lazy-loaded areas are compiled on first import: on a loaded 2-core CI machine that can take
// longer than Testing Library's default 1 s wait for `findBy…`.
configure({ asyncUtilTimeout: 5000 });

// jsdom does not scroll; React Router's scroll restoration calls it on every navigation.
window.scrollTo = () => {};

let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  // A console.error during a component test is a bug (a React warning, a failed prop type…):
  // the test fails. A test that expects one mocks console.error itself.
  consoleError = vi.spyOn(console, 'error');
});

afterEach(async () => {
  cleanup();
  // A test that switched to Spanish leaves the next one in English.
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  // Every test starts signed out, with the real fetch.
  vi.unstubAllGlobals();
  localStorage.clear();
  document.cookie = 'is.authenticated=; Max-Age=0; Path=/';
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  expect(calls, 'console.error was called during the test').toEqual([]);
});
