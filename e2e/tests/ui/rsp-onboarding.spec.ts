import type { Page } from '@playwright/test';
import { createAccount, DEMO, DEMO_PASSWORD, signInThroughApi } from '../../support/accounts.ts';
import { expect, test } from '../../support/fixtures.ts';
import { makePng } from '../../support/png.ts';

/**
 * The rsp area is desktop-first (docs/product.md#layout-and-navigation): the journeys run at a
 * desktop size.
 */
test.use({ viewport: { width: 1280, height: 900 } });

function stepHeading(page: Page, name: string) {
  return page.getByRole('heading', { level: 2, name, exact: true });
}

async function saveAndNext(page: Page) {
  const button = page.getByRole('button', { name: 'Save & Next' });
  await expect(button).toBeEnabled();
  await button.click();
}

test('a new owner sets up the organization step by step and lands on the case managers', async ({
  page,
  consoleErrors,
  expectAccessible,
}) => {
  // Eleven steps, each checked: a long journey.
  test.slow();
  const owner = await createAccount(page.request, 'rsp', { firstName: 'Dana', lastName: 'Owens' });
  await signInThroughApi(page, owner.email, owner.password);
  // The area's screens send a new owner to the onboarding first.
  await page.goto('/rsp/case-managers');
  await expect(page).toHaveURL(/\/rsp\/create-profile/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Complete Your Profile' }),
  ).toBeVisible();

  // Phone (required).
  await expect(stepHeading(page, 'Your phone number')).toBeVisible();
  await expect(page.getByText('Step 1 of 11')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save & Next' })).toBeDisabled();
  await page.getByRole('textbox', { name: 'Phone' }).pressSequentially('4145550142');
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('(414) 555-0142');
  await expectAccessible(page);
  await saveAndNext(page);

  // Photo (optional), uploaded at once.
  await expect(stepHeading(page, 'Your photo')).toBeVisible();
  await expect(page.getByText('JPG, GIF or PNG, 1MB max.')).toBeVisible();
  await page.getByLabel('Photo').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: makePng(),
  });
  await expect(page.getByText('Photo uploaded.')).toBeVisible();
  await expectAccessible(page);
  await saveAndNext(page);

  // Role (required, from the list); the browser's back button steps back.
  await expect(stepHeading(page, 'Your role')).toBeVisible();
  await page.goBack();
  await expect(stepHeading(page, 'Your photo')).toBeVisible();
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await expect(stepHeading(page, 'Your role')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save & Next' })).toBeDisabled();
  await page.getByRole('combobox', { name: 'Position' }).selectOption({ label: 'HR Director' });
  await saveAndNext(page);

  await expect(stepHeading(page, 'Organization name')).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Organization name' })
    .fill(`Northside Works ${Date.now()}`);
  await saveAndNext(page);

  await expect(stepHeading(page, 'About your organization')).toBeVisible();
  const description = page.getByRole('textbox', { name: 'Description' });
  // The description stops at its limit: the count never passes it.
  await description.fill('x'.repeat(1001));
  await expect(description).toHaveValue('x'.repeat(1000));
  await expect(page.getByText('1,000 of 1,000 characters')).toBeVisible();
  await description.fill('Job readiness, housing navigation and mentoring in Milwaukee.');
  await saveAndNext(page);

  await expect(stepHeading(page, 'Address')).toBeVisible();
  await page.getByRole('textbox', { name: 'Street address' }).fill('2100 W Fond du Lac Ave');
  await page.getByRole('textbox', { name: 'City' }).fill('Milwaukee');
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('WI');
  await page.getByRole('textbox', { name: 'ZIP code' }).fill('53206');
  await saveAndNext(page);

  // Service area: counties by the start of their name, as removable chips.
  await expect(stepHeading(page, 'Service area')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save & Next' })).toBeDisabled();
  const county = page.getByRole('combobox', { name: 'Add a county' });
  await county.fill('wau');
  // The county's own suggestions (the page also has the known providers' select).
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText([
    'Waukesha',
    'Waupaca',
    'Waushara',
  ]);
  await expectAccessible(page);
  await county.press('ArrowDown');
  await county.press('Enter');
  await county.fill('mil');
  await page.getByRole('listbox').getByRole('option', { name: 'Milwaukee' }).click();
  await county.fill('rac');
  await county.press('Enter');
  const chips = page.getByRole('list', { name: 'Counties in your service area' });
  await expect(chips.getByRole('listitem')).toHaveText(['Milwaukee×', 'Racine×', 'Waukesha×']);
  await page.getByRole('button', { name: 'Remove Racine' }).click();
  await expect(chips.getByRole('listitem')).toHaveText(['Milwaukee×', 'Waukesha×']);
  await saveAndNext(page);

  await expect(stepHeading(page, 'Support services')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Employment' }).check();
  await page.getByRole('checkbox', { name: 'Housing' }).check();
  await saveAndNext(page);

  // Contact information is optional.
  await expect(stepHeading(page, 'Contact information')).toBeVisible();
  await page.getByRole('textbox', { name: 'Organization email' }).fill('hello@northside.example');
  await saveAndNext(page);

  await expect(stepHeading(page, 'Accepted justice status')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Parole' }).check();
  await page.getByRole('checkbox', { name: 'Probation' }).check();
  await saveAndNext(page);

  // Each of the 7 offense categories needs at least one.
  await expect(stepHeading(page, 'Allowed offenses')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save & Next' })).toBeDisabled();
  for (const group of ['Drugs', 'Property Damage', 'Sexual', 'Theft', 'Violent', 'White-collar']) {
    await page.getByRole('button', { name: `Select all ${group}` }).click();
  }
  await expect(page.getByRole('button', { name: 'Save & Next' })).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Hit and run' }).check();
  await expectAccessible(page);
  await saveAndNext(page);

  await expect(page).toHaveURL(/\/rsp\/case-managers$/);
  await expect(page.getByText('Organization added!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Case Managers' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No case managers yet' })).toBeVisible();
  await expect(page.getByText('No pending invitations.')).toBeVisible();
  await expectAccessible(page);

  // The Organization tab shows what was set up, and saves a section in place.
  await page.goto('/rsp/account-settings');
  await page.getByRole('tab', { name: 'Organization' }).click();
  const serviceArea = page.getByRole('region', { name: 'Service Area' });
  await expect(serviceArea.getByRole('listitem')).toHaveText(['Milwaukee×', 'Waukesha×']);
  const save = serviceArea.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await serviceArea.getByRole('combobox', { name: 'Add a county' }).fill('dan');
  await serviceArea.getByRole('combobox', { name: 'Add a county' }).press('Enter');
  await expect(save).toBeEnabled();
  await expectAccessible(page);
  await save.click();
  await expect(page.getByText('Organization updated!!')).toBeVisible();
  await expect(save).toBeDisabled();
  expect(consoleErrors).toEqual([]);
});

test('the editing screens of the rsp area show a notice instead on a small screen', async ({
  page,
  consoleErrors,
  expectAccessible,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInThroughApi(page, DEMO.rspOwner, DEMO_PASSWORD);
  await page.goto('/rsp/case-managers');
  await expect(page.getByRole('heading', { level: 1, name: 'Mobile Coming Soon' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Case Managers' })).toBeHidden();
  await expectAccessible(page);

  // The same screen is there from the desktop breakpoint (48em).
  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(page.getByRole('heading', { level: 1, name: 'Case Managers' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mobile Coming Soon' })).toBeHidden();
  expect(consoleErrors).toEqual([]);
});
