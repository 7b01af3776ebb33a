/**
 * A staff member's first sign-in, through the browser as the staff console's journeys show it
 * (decision 035): the invitation's link chooses the password, the usual sign-in page asks for the
 * second factor, the authenticator app is set up and the recovery codes are shown once. Each step
 * is checked with axe. Each journey has its own staff account (servers.ts), whose invitation it
 * uses once.
 */
import { generate } from 'otplib';
import type { Page } from '@playwright/test';
import { latestMail } from './accounts.ts';
import { expect } from './fixtures.ts';
import type { StaffAccount } from './servers.ts';

export const STAFF_PASSWORD = 'a-staff-password-for-e2e';

/** Signs the page in as the staff member for the first time; leaves it on the console's Users. */
export async function setUpStaffSignIn(
  page: Page,
  staff: StaffAccount,
  expectAccessible: (page: Page) => Promise<void>,
): Promise<void> {
  // The invitation's link chooses the password.
  const mail = await latestMail(page.request, staff.email, 'staffInvited');
  const link = new URL(/https?:\/\/\S+\/reset-password\/\?\S+/.exec(mail.text)![0]);
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel(/^New password/).fill(STAFF_PASSWORD);
  await page.getByLabel(/^Confirm new password/).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/login\/$/);

  // The usual sign-in page, then the second step: set up the authenticator app.
  await page.getByLabel(/^Password/).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/login\/second-factor\/?\?return_to=%2Fadmin/);
  await expect(page.getByRole('heading', { name: 'Set up your authenticator app' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Set up my authenticator app' }).click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await page.locator('.admin-secret code').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expectAccessible(page);

  await page.getByRole('textbox', { name: /Code from the app/ }).fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Save your recovery codes' }).getByRole('listitem'),
  ).toHaveCount(10);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'I saved them, continue' }).click();

  // The console opens on Users.
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
}
