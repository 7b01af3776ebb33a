import { DEMO, DEMO_PASSWORD } from '../../support/accounts.ts';
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures.ts';

async function logIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

const LANDINGS = [
  { who: 'a client', email: DEMO.client, lands: /\/client\/?$/ },
  { who: 'an employer', email: DEMO.employer, lands: /\/employer\/?$/ },
  { who: 'a service provider owner', email: DEMO.rspOwner, lands: /\/rsp\/case-managers\/?$/ },
  { who: 'a case manager', email: DEMO.rspMember, lands: /\/rsp\/clients\/?$/ },
];

for (const { who, email, lands } of LANDINGS) {
  test(`logs ${who} in to their area`, async ({ page, expectAccessible }) => {
    await page.goto('/login/');
    await expectAccessible(page);
    await logIn(page, email);
    await expect(page).toHaveURL(lands);
    await expect(page.getByRole('button', { name: /Account menu for/ })).toBeVisible();
    await expectAccessible(page);
  });
}

test('logs out and in again', async ({ page, expectAccessible }) => {
  await page.goto('/login/');
  await logIn(page, DEMO.client);
  await expect(page).toHaveURL(/\/client\/?$/);

  await page.getByRole('button', { name: /Account menu for/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Account settings' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();

  await expect(page).toHaveURL(/\/$/);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Log In' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  await expectAccessible(page);

  // The session is over: a guarded screen asks to log in again, even after a reload.
  await page.goto('/client/profile/');
  await expect(page).toHaveURL(/\/login\/\?return_to=%2Fclient%2Fprofile%2F$/);
  await header.getByRole('link', { name: 'Log In' }).click();
  await logIn(page, DEMO.client);
  await expect(page).toHaveURL(/\/client\/?$/);
  await expectAccessible(page);
});

test('returns to the guarded page after logging in', async ({ page, expectAccessible }) => {
  await page.goto('/employer/account-settings?tab=account');
  await expect(page).toHaveURL(
    /\/login\/\?return_to=%2Femployer%2Faccount-settings%3Ftab%3Daccount$/,
  );
  await expectAccessible(page);
  await logIn(page, DEMO.employer);
  await expect(page).toHaveURL(/\/employer\/account-settings\?tab=account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  await expectAccessible(page);
});

test('does not follow a return_to that leaves the site', async ({ page }) => {
  await page.goto('/login/?return_to=//evil.example/steal');
  await logIn(page, DEMO.employer);
  await expect(page).toHaveURL(/\/employer\/?$/);
});

test('sends a signed-in user of another role to the Access Denied page', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/login/?return_to=%2Fclient%2Fprofile%2F');
  await logIn(page, DEMO.employer);
  await expect(page).toHaveURL(/\/403\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  await expectAccessible(page);
});
