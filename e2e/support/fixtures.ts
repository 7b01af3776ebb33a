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
      await untilStill(page);
      const results = await new AxeBuilder({ page }).analyze();
      const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
      expect(summary, 'axe violations').toEqual([]);
    });
  },
});

/**
 * Waits until no finite CSS animation is running (a toast fading in or out), so that axe judges
 * colours as people see them once the screen is still. Endless ones (a spinner) are ignored.
 */
async function untilStill(page: Page): Promise<void> {
  let stillChecks = 0;
  await expect
    .poll(
      async () => {
        const isStill = await page.evaluate(() =>
          document
            .getAnimations()
            .every(
              (animation) =>
                animation.playState !== 'running' ||
                animation.effect?.getComputedTiming().iterations === Infinity,
            ),
        );
        stillChecks = isStill ? stillChecks + 1 : 0;
        return stillChecks;
      },
      { intervals: [100], message: 'the page to stop animating' },
    )
    .toBeGreaterThanOrEqual(2);
}

export { expect };
