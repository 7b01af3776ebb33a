import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';
import '../i18n/index.ts';

// jsdom does not scroll; React Router's scroll restoration calls it on every navigation.
window.scrollTo = () => {};

let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  // A console.error during a component test is a bug (a React warning, a failed prop type…):
  // the test fails. A test that expects one mocks console.error itself.
  consoleError = vi.spyOn(console, 'error');
});

afterEach(() => {
  cleanup();
  // Every test starts signed out, with the real fetch.
  vi.unstubAllGlobals();
  localStorage.clear();
  document.cookie = 'is.authenticated=; Max-Age=0; Path=/';
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  expect(calls, 'console.error was called during the test').toEqual([]);
});
