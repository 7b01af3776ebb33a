import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';
import { i18n, withPluralForms } from '#web/i18n/index.ts';
import { englishCatalogue, spanishCatalogue } from '#web/i18n/locales/catalogue.ts';
import '#web/lib/validation-messages.ts';
// The sign-in and sign-up forms load their checks on first use (lib/lazy-resolver.ts); a browser
// has the chunk by the time a person submits, the tests have it from the start.
import '#web/features/auth/components/login-validation.ts';
import '#web/features/auth/components/signup-validation.ts';
import { options } from 'preact';
import { scheduleEffects } from '#web/lib/effects-in-time.ts';
import { takeEarlySession } from '#web/lib/auth/early-session.ts';

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
  vi.useRealTimers();
  // Whatever a test stored, the next must not find.
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  takeEarlySession();
  // Testing Library's `act` (Preact's) swaps how renders and effects are scheduled and puts the
  // previous back when it ends; acts that overlap can put back one of their own. Every test
  // starts from the app's own scheduling.
  options.requestAnimationFrame = scheduleEffects;
  options.debounceRendering = undefined;
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  expect(calls, 'console.error was called during the test').toEqual([]);
});
