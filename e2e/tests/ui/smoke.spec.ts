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

test('the accessibility check fails on a page with violations', async ({
  page,
  expectAccessible,
}) => {
  // The check runs axe in legacy mode with only violations gathered in full: it must still find
  // an unnamed button, an image without alternative text and grey text on white.
  await page.setContent(`<!doctype html><html lang="en"><head><title>Check</title></head><body>
    <main><h1>Check</h1><button></button><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
    <p style="color:#bbb;background:#fff">Faint text</p></main></body></html>`);
  const failure = await expectAccessible(page).then(
    () => null,
    (error: unknown) => String(error),
  );
  expect(failure).toContain('button-name');
  expect(failure).toContain('image-alt');
  expect(failure).toContain('color-contrast');
});
