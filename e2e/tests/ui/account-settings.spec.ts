import type { APIRequestContext, Page } from '@playwright/test';
import {
  createClientWithProfile,
  latestMail,
  signInThroughApi,
  uniqueEmail,
} from '../../support/accounts.ts';
import { expect, test } from '../../support/fixtures.ts';
import { makePng } from '../../support/png.ts';

/** A new client with a profile, signed in, on Account Settings. */
async function openAccountSettings(page: Page, request: APIRequestContext) {
  const account = await createClientWithProfile(request);
  await signInThroughApi(page, account.email, account.password);
  await page.goto('/client/account-settings');
  return account;
}

test('changes names, phone and password at once, and the e-mail once its link is opened', async ({
  page,
  request,
  expectAccessible,
}) => {
  const account = await openAccountSettings(page, request);
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(account.email);
  await expectAccessible(page);

  const email = uniqueEmail('changed');
  const password = 'a-changed-long-password';
  await page.getByRole('textbox', { name: 'First name' }).fill('Alexis');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Moreno');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  const phone = page.getByRole('textbox', { name: 'Phone' });
  await phone.fill('');
  await phone.pressSequentially('4145550188');
  await expect(phone).toHaveValue('(414) 555-0188');
  await page.getByLabel('Current password').fill(account.password);
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByRole('button', { name: 'Save Changes' }).click();

  // Names, phone and password change now; the e-mail waits for the link mailed to it.
  const waiting = `We sent a link to ${email}. Your e-mail changes when you open it.`;
  await expect(page.getByRole('status').filter({ hasText: waiting })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu for Alexis Moreno' })).toBeVisible();
  await expect(page.getByLabel('Current password')).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(account.email);
  const notice = page.getByRole('region', { name: 'E-mail change waiting' });
  await expect(notice).toContainText(waiting);
  await expect(notice.getByRole('button', { name: 'Send the link again' })).toBeVisible();
  await expect(notice.getByRole('button', { name: 'Cancel the change' })).toBeVisible();
  await expectAccessible(page);

  // The old address is told, with a way to secure the account.
  const told = await latestMail(request, account.email, 'emailChangeRequested');
  expect(told.text).toContain(email);
  expect(told.text).toContain('/forgot-password/');

  // Kept on the server: a reload shows them, still with the change waiting.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Alexis');
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('(414) 555-0188');
  await expect(page.getByRole('region', { name: 'E-mail change waiting' })).toBeVisible();

  // The link in the mail to the new address makes the change.
  const confirmation = await latestMail(request, email, 'emailChangeConfirm');
  const link = new URL(/https?:\/\/\S+\/confirm-email\/\?\S+/.exec(confirmation.text)![0]);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Confirm your new e-mail' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your e-mail has changed' })).toBeVisible();
  await expect(
    page.getByText(`You sign in with ${email} from now on.`, { exact: false }),
  ).toBeVisible();
  await expectAccessible(page);

  await page.goto('/client/account-settings');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await expect(page.getByRole('region', { name: 'E-mail change waiting' })).toHaveCount(0);

  // The old e-mail no longer signs in; the new one does, with the new password.
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Log In' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Invalid username/password')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/client\/?$/);
});

test('a confirmation link works once', async ({ page, request, expectAccessible }) => {
  const account = await openAccountSettings(page, request);
  const email = uniqueEmail('once');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Current password').fill(account.password);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('region', { name: 'E-mail change waiting' })).toBeVisible();

  const confirmation = await latestMail(request, email, 'emailChangeConfirm');
  const link = new URL(/https?:\/\/\S+\/confirm-email\/\?\S+/.exec(confirmation.text)![0]);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Your e-mail has changed' })).toBeVisible();
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
  await expectAccessible(page);
});

test('uploads an avatar and shows it in the header', async ({
  page,
  request,
  expectAccessible,
}) => {
  await openAccountSettings(page, request);
  const menu = page.getByRole('button', { name: 'Account menu for Jordan Rivera' });
  await expect(menu).toBeVisible();
  await expect(menu.locator('img')).toHaveCount(0);

  // The picker's button reads as the forms' other secondary buttons, not the browser's default.
  const picker = page.getByLabel('Profile photo');
  const button = await picker.evaluate((input) => {
    const style = getComputedStyle(input, '::file-selector-button');
    return [style.borderTopColor, style.borderTopWidth, style.fontWeight, style.minHeight];
  });
  expect(button).toEqual(['rgb(15, 118, 110)', '2px', '600', '44px']);

  await picker.setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: makePng(),
  });
  await expect(page.getByText('New photo ready. Save to keep it.')).toBeVisible();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Account Settings updated!!' }),
  ).toBeVisible();

  const image = menu.locator('img');
  await expect(image).toHaveAttribute('src', /^\/api\/v1\/media\/avatar\//);
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);
  await expectAccessible(page);

  // Still there on the next visit.
  await page.reload();
  await expect(
    page.getByRole('button', { name: /Account menu for/ }).locator('img'),
  ).toHaveAttribute('src', /^\/api\/v1\/media\/avatar\//);
});

test('refuses a photo over 1MB before uploading', async ({ page, request }) => {
  await openAccountSettings(page, request);
  const input = page.getByLabel('Profile photo');
  await input.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([makePng(), Buffer.alloc(1024 * 1024)]),
  });
  await expect(input).toHaveAccessibleDescription(/The photo is too large: 1MB max\./);
});

test("the site follows the account's language: a change is kept on the account and its e-mails", async ({
  page,
  request,
  expectAccessible,
}) => {
  const account = await openAccountSettings(page, request);
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();

  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PATCH' && response.url().endsWith('/api/v1/user'),
  );
  await page.getByRole('combobox', { name: 'Language' }).selectOption('Español');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Configuración de la cuenta' }),
  ).toBeVisible();
  expect((await saved).ok()).toBe(true);
  await expectAccessible(page);

  // Another device (here: this one with nothing kept) shows the account's language, whatever
  // the browser says.
  await page.evaluate(() => localStorage.removeItem('fairchance.language'));
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Configuración de la cuenta' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  // E-mails go out in it.
  const reset = await request.post('/api/v1/users/password/token', {
    data: { username: account.email },
  });
  expect(reset.status()).toBe(204);
  const mail = await latestMail(request, account.email, 'passwordReset');
  expect(mail.subject).toBe('Restablezca su contraseña de FairChance Jobs');
});

test('a long message stays in the toast area on a phone, not over the page', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  const account = await openAccountSettings(page, request);
  // An address with no place to break a line: the message must wrap inside the toast anyway.
  const email = uniqueEmail(`a-long-address-${'x'.repeat(34)}`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Current password').fill(account.password);
  await page.getByRole('button', { name: 'Save Changes' }).click();

  const message = page.getByRole('status').getByText(`We sent a link to ${email}.`);
  await expect(message).toBeVisible();
  const toast = await message.locator('..').boundingBox();
  expect(toast).not.toBeNull();
  // Inside the screen's width, and at most a third of its height.
  expect(toast!.x).toBeGreaterThanOrEqual(0);
  expect(toast!.x + toast!.width).toBeLessThanOrEqual(360);
  expect(toast!.height).toBeLessThanOrEqual(640 / 3 + 1);
});
