import { expect, test } from '../../support/fixtures.ts';

test('the home page renders with no console errors and no axe violations', async ({
  page,
  consoleErrors,
  expectAccessible,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log In' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign Up' }).first()).toBeVisible();
  await expectAccessible(page);
  expect(consoleErrors).toEqual([]);
});

test('a deep link is served the app, which shows its page', async ({ page, consoleErrors }) => {
  await page.goto('/job-seekers/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
