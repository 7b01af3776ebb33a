import type { Locator, Page } from '@playwright/test';
import { createClient, FULL_PROFILE, signInWithSession } from '../../support/clients.ts';
import { expect, test } from '../../support/fixtures.ts';

/**
 * My Profile (docs/product.md#client-profile-sections): each section edited on its own screen, and
 * the cloaked preview.
 */

test.describe.configure({ timeout: 120_000 });

type Check = (page: Page) => Promise<void>;

/** Opens a section's edit screen from My Profile, changes it, saves, and lands back. */
async function editSection(
  page: Page,
  check: Check,
  section: string,
  change: (page: Page) => Promise<void>,
) {
  await page.goto('/client/profile/');
  await page.getByRole('link', { name: `Edit ${section}`, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${section}` })).toBeVisible();
  const save = page.getByRole('button', { name: 'Save', exact: true }).last();
  await expect(save).toBeDisabled();
  await check(page);
  await change(page);
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile updated!' })).toBeVisible();
  await expect(page).toHaveURL(/\/client\/profile\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
}

function section(page: Page, id: string): Locator {
  return page.locator(`#${id}`);
}

test('edits every section of the profile', async ({ page, consoleErrors, expectAccessible }) => {
  const client = await createClient(page.request, FULL_PROFILE);
  await signInWithSession(page, client);
  await page.goto('/client/profile/');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(section(page, 'offense-history')).toContainText('Not shared with recruiters');
  await expectAccessible(page);

  await editSection(page, expectAccessible, 'Professional Summary', async () => {
    await page
      .getByRole('textbox', { name: 'Professional summary' })
      .fill('Forklift certified. Night shifts welcome.');
  });
  await expect(section(page, 'professional-summary')).toContainText('Night shifts welcome.');

  await editSection(page, expectAccessible, 'Offense History', async () => {
    await page.getByRole('checkbox', { name: 'Burglary' }).check();
  });
  await expect(section(page, 'offense-history')).toContainText('Possession, Burglary');

  await editSection(page, expectAccessible, 'Employment History', async () => {
    await page.getByRole('button', { name: 'Add work experience' }).click();
    const form = page.getByRole('form', { name: 'New work experience' });
    await form.getByRole('textbox', { name: 'Job title' }).fill('Line Cook');
    await form.getByRole('textbox', { name: 'Company' }).fill('Lakeside Diner');
    await form.getByRole('combobox', { name: 'Start month' }).selectOption('July');
    await form.getByRole('combobox', { name: 'Start year' }).selectOption('2019');
    await form.getByRole('checkbox', { name: 'I still work here' }).check();
    await form.getByRole('textbox', { name: 'Description' }).fill('Grill and prep.');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: 'Line Cook at Lakeside Diner' })).toBeVisible();
  });
  await expect(section(page, 'employment-history')).toContainText('Line Cook at Lakeside Diner');
  await expect(section(page, 'employment-history')).toContainText('July 2019 – Present');

  await editSection(page, expectAccessible, 'Education', async () => {
    await page.getByRole('button', { name: 'Edit GED, MATC' }).click();
    const form = page.getByRole('form', { name: 'Edit education' });
    await form.getByRole('textbox', { name: 'Degree or certificate' }).fill('High School Diploma');
    await form.getByRole('button', { name: 'Save' }).click();
  });
  await expect(section(page, 'education')).toContainText('High School Diploma');

  await editSection(page, expectAccessible, 'Licenses / Certifications', async () => {
    await page.getByRole('button', { name: 'Remove Forklift Operator Card' }).click();
    await expect(page.getByText('No licenses or certifications added yet.')).toBeVisible();
  });
  await expect(section(page, 'licenses')).toContainText('Nothing added yet.');

  await editSection(page, expectAccessible, 'Personal Strengths', async () => {
    await page.getByRole('checkbox', { name: 'Creative' }).uncheck();
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
    await page.getByRole('checkbox', { name: 'Writes well' }).check();
  });
  await expect(section(page, 'personal-strengths')).toContainText('Writes well');
  await expect(section(page, 'personal-strengths')).not.toContainText('Creative');

  await editSection(page, expectAccessible, 'Skills', async () => {
    await page.getByRole('checkbox', { name: 'Construction' }).check();
  });
  await expect(section(page, 'skills')).toContainText('Construction');

  await editSection(page, expectAccessible, 'Languages', async () => {
    await page.getByRole('button', { name: 'Add language' }).click();
    const form = page.getByRole('form', { name: 'New language' });
    await form.getByRole('combobox', { name: 'Language' }).selectOption('Spanish');
    await form.getByRole('combobox', { name: 'Level' }).selectOption('Basic');
    await form.getByRole('button', { name: 'Save' }).click();
  });
  await expect(section(page, 'languages')).toContainText('Spanish: Basic');

  await editSection(page, expectAccessible, 'Support Needs', async () => {
    await page.getByRole('checkbox', { name: 'Food' }).check();
  });
  await expect(section(page, 'support-needs')).toContainText('Food');

  // Kept on the server.
  await page.reload();
  await expect(section(page, 'support-needs')).toContainText('Food');
  await expect(section(page, 'languages')).toContainText('Spanish: Basic');
  expect(consoleErrors).toEqual([]);
});

test('the cloaked view shows what employers see before an interview', async ({
  page,
  consoleErrors,
  expectAccessible,
}) => {
  const client = await createClient(page.request, FULL_PROFILE);
  await signInWithSession(page, client);
  await page.goto('/client/profile/');
  await expect(section(page, 'personal-information')).toContainText('Tanya Reed');
  await expect(section(page, 'employment-history')).toContainText('Acme Logistics');

  const toggle = page.getByRole('switch', { name: 'Show how employers see my profile' });
  await toggle.check();
  await expect(page.getByText(/This is how employers see your profile/)).toBeVisible();
  const personal = section(page, 'personal-information');
  await expect(personal).toContainText('T**** R****');
  await expect(personal).toContainText(`${client.email.charAt(0)}****@*****.***`);
  await expect(personal).not.toContainText('Tanya');
  await expect(personal).not.toContainText('(414) 555-0111');
  await expect(personal).not.toContainText('12 Lake St');
  await expect(section(page, 'offense-history')).toHaveCount(0);
  await expect(section(page, 'support-needs')).toHaveCount(0);
  await expect(page.getByText('Acme Logistics')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Forklift Operator', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Edit / })).toHaveCount(0);
  await expectAccessible(page);

  await toggle.uncheck();
  await expect(section(page, 'offense-history')).toBeVisible();
  await expect(personal).toContainText('Tanya Reed');
  expect(consoleErrors).toEqual([]);
});

test('changes the home address and diversity answers from account settings', async ({
  page,
  consoleErrors,
  expectAccessible,
}) => {
  const client = await createClient(page.request, FULL_PROFILE);
  await signInWithSession(page, client);
  await page.goto('/client/profile/');
  await section(page, 'personal-information').getByRole('link', { name: /^Edit/ }).click();
  await expect(page).toHaveURL(/\/client\/account-settings$/);
  const details = page.getByRole('region', { name: 'Private profile details' });
  await expect(details).toBeVisible();
  await expectAccessible(page);

  await details.getByRole('link', { name: 'Edit address' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Home Address' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Street address' }).fill('900 N Water St');
  await page.getByRole('textbox', { name: 'City' }).fill('Racine');
  await page.getByRole('textbox', { name: 'ZIP code' }).fill('53403');
  await page.getByRole('combobox', { name: 'State' }).selectOption('WI');
  await page.getByRole('combobox', { name: 'County' }).selectOption('Racine');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile updated!' })).toBeVisible();
  await expect(page).toHaveURL(/\/client\/account-settings$/);
  await expect(details).toContainText('900 N Water St, Racine');

  await details.getByRole('link', { name: 'Edit diversity information' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Edit Diversity Information' }),
  ).toBeVisible();
  const veteran = page.getByRole('combobox', { name: 'Veteran status' });
  await veteran.selectOption({ index: 1 });
  const answer = await veteran.inputValue();
  expect(answer).not.toBe('');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/client\/account-settings$/);
  // Saved: the edit screen opens with the answer.
  await details.getByRole('link', { name: 'Edit diversity information' }).click();
  await expect(page.getByRole('combobox', { name: 'Veteran status' })).toHaveValue(answer);

  await page.goto('/client/profile/');
  const personal = section(page, 'personal-information');
  await expect(personal).toContainText('900 N Water St, Racine');
  await expect(personal.getByRole('definition').last()).toHaveText('Racine');
  expect(consoleErrors).toEqual([]);
});
