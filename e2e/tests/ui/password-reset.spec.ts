import { createAccount, latestMail } from '../../support/accounts.ts';
import { expect, test } from '../../support/fixtures.ts';

test('forgot password: the e-mailed link resets it, and the new one signs in', async ({
  page,
  request,
  expectAccessible,
}) => {
  const account = await createAccount(request, 'client');

  await page.goto('/login/');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expectAccessible(page);

  const mail = await latestMail(request, account.email, 'passwordReset');
  const link = /https?:\/\/\S+\/reset-password\/\?\S+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  const url = new URL(link!);
  expect(url.searchParams.get('username')).toBe(account.email);

  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  await expectAccessible(page);
  const newPassword = 'a-brand-new-password';
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel(/^Confirm new password/).fill(`${newPassword}!`);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
  await page.getByLabel(/^Confirm new password/).fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();

  await expect(page).toHaveURL(/\/login\/$/);
  await expect(page.getByRole('status')).toContainText('Your password has been reset.');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(account.email);
  await expectAccessible(page);
  await page.getByLabel(/^Password/).fill(newPassword);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/client\/create-profile$/);
});

test('the reset screen without its token goes home', async ({ page }) => {
  await page.goto('/reset-password/?username=someone%40example.com');
  await expect(page).toHaveURL(/\/$/);
});
