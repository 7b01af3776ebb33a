import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every UI test gets a page whose console errors and uncaught exceptions fail the test, and an
 * `expectAccessible` check that runs axe on the page as it stands.
 */
export const test = base.extend<{
  consoleErrors: string[];
  expectAccessible: (page: Page) => Promise<void>;
}>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
    expect(errors, 'console errors on the page').toEqual([]);
  },
  // Playwright reads fixture dependencies from this parameter's pattern: it must be an object.
  // eslint-disable-next-line no-empty-pattern
  expectAccessible: async ({}, use) => {
    await use(async (page: Page) => {
      // Legacy mode runs axe in the page itself: the default opens a blank page per check to
      // gather results from cross-origin frames, which the app has none of. Only violations are
      // gathered in full (the others are counted once per rule): every rule still runs on every
      // node. Together a check costs about a third of the default's time.
      const results = await new AxeBuilder({ page })
        .setLegacyMode()
        .options({ resultTypes: ['violations'] })
        .analyze();
      const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
      expect(summary, 'axe violations').toEqual([]);
    });
  },
});

export { expect };
