import type { Page } from '@playwright/test';
import { createEmployerAccount, signIn, uniqueWord } from '../../support/employers.ts';
import { expect, test } from '../../support/fixtures.ts';

/**
 * The company profile wizard, its confirm screen, and My Profile
 * (docs/product.md#employer-wizards).
 */

async function next(page: Page, name = 'Next') {
  const button = page.getByRole('button', { name, exact: true });
  await expect(button).toBeEnabled();
  await button.click();
}

const stepHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name, exact: true });

test('a new employer creates the company profile, then edits it', async ({
  page,
  consoleErrors,
  expectAccessible,
}) => {
  const account = await createEmployerAccount(page.request);
  const company = `Lakeside Bakery ${uniqueWord()}`;
  await signIn(page, account);

  // Without a profile the employer area leads to the wizard.
  await page.goto('/employer/');
  await expect(page).toHaveURL(/\/employer\/create-profile/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Create Company Profile' }),
  ).toBeVisible();
  await expect(stepHeading(page, 'Company name')).toBeVisible();
  await expect(page.getByText('Step 1 of 5: Company name')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expectAccessible(page);
  await page.getByRole('textbox', { name: 'Company name' }).fill(company);
  await next(page);

  await expect(stepHeading(page, 'Industry')).toBeVisible();
  await page.getByRole('combobox', { name: 'Industry' }).selectOption({ label: 'Food service' });
  await next(page);

  await expect(stepHeading(page, 'About your company')).toBeVisible();
  const description = page.getByRole('textbox', { name: 'Company description' });
  // The field stops at its limit and says so, rather than taking a character too many.
  await description.fill('x'.repeat(1001));
  await expect(description).toHaveValue('x'.repeat(1000));
  await expect(page.getByText('1,000 of 1,000 characters')).toBeVisible();
  await expectAccessible(page);
  await description.fill('We bake bread every morning and train new bakers on the job.');
  await next(page);

  await expect(stepHeading(page, 'Company details')).toBeVisible();
  await page
    .getByRole('combobox', { name: 'Years in business' })
    .selectOption({ label: '3-5 years' });
  await page.getByRole('combobox', { name: 'Number of employees' }).selectOption({ label: '1-50' });
  await next(page);

  await expect(stepHeading(page, 'Location')).toBeVisible();
  await page.getByRole('textbox', { name: 'Street address' }).fill('5 N Lake Dr');
  await page.getByRole('textbox', { name: 'City' }).fill('Milwaukee');
  await page.getByRole('combobox', { name: 'State' }).selectOption('WI');
  await page.getByRole('textbox', { name: 'ZIP code' }).fill('53202');
  await expectAccessible(page);
  await next(page, 'Review');

  await expect(page).toHaveURL(/\/employer\/create-profile\/confirm\/$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Confirm Company Profile' }),
  ).toBeVisible();
  await expect(page.getByText(company)).toBeVisible();
  await expect(page.getByText('Food service')).toBeVisible();
  await expect(page.getByText('3-5 years')).toBeVisible();
  await expectAccessible(page);

  // Edit goes back to the step; the values are still there.
  await page.getByRole('link', { name: 'Edit Industry' }).click();
  await expect(stepHeading(page, 'Industry')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Industry' })).toHaveValue('foodService');
  await page.goto('/employer/create-profile/confirm/');

  await page.getByRole('button', { name: 'Create Profile' }).click();
  await expect(page.getByText('Profile added!')).toBeVisible();
  await expect(page).toHaveURL(/\/employer\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No jobs yet' })).toBeVisible();
  await expect(page.getByText('3 job posts left')).toBeVisible();
  await expectAccessible(page);

  // With a profile, the wizard sends the employer home.
  await page.goto('/employer/create-profile');
  await expect(page).toHaveURL(/\/employer\/?$/);

  // My Profile: Save only when valid and changed.
  await page.goto('/employer/edit-profile/');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  const name = page.getByRole('textbox', { name: 'Company name' });
  await expect(name).toHaveValue(company);
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeDisabled();
  await expectAccessible(page);
  await name.fill('');
  await expect(page.getByText('This field is required.')).toBeVisible();
  await expect(save).toBeDisabled();
  await name.fill(`${company} Co`);
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Profile updated!')).toBeVisible();
  await expect(save).toBeDisabled();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Company name' })).toHaveValue(`${company} Co`);
  expect(consoleErrors).toEqual([]);
});
