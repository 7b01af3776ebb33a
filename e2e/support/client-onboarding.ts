/**
 * The client onboarding wizard (docs/product.md#client-onboarding-wizard), walked as a person does:
 * the steps shared by the onboarding journeys and by the journeys that start with a new client.
 */
import { expect, type Page } from '@playwright/test';
import { createAccount } from './accounts.ts';
import { signInWithSession } from './clients.ts';

/** Run at the screens worth an accessibility check (the fixtures' `expectAccessible`). */
export type Check = (page: Page) => Promise<void>;

/** No provider, the pipeline request (Employ Milwaukee), or an organization registered here. */
export type ProviderChoice = 'none' | 'pipeline' | { organization: string };

export function stepHeading(page: Page, name: string | RegExp) {
  return page.getByRole('heading', { level: 2, name });
}

export async function next(page: Page, name = 'Next') {
  const button = page.getByRole('button', { name, exact: true });
  await expect(button).toBeEnabled();
  await button.click();
}

export async function startWizard(page: Page, request: Page['request'], firstName: string) {
  const account = await createAccount(request, 'client', { firstName, lastName: 'Tester' });
  await signInWithSession(page, account);
  await page.goto('/client/create-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Profile' })).toBeVisible();
  await expect(stepHeading(page, 'What is your current justice status?')).toBeVisible();
  return account;
}

export async function chooseStatus(page: Page, status: string, check: Check) {
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.getByRole('radio', { name: status }).check();
  await check(page);
  await next(page);
}

/** Phone to languages (docs/product.md#client-onboarding-wizard, steps 3 and 4). */
export async function contactAndAbout(
  page: Page,
  check: Check,
  options: { provider?: ProviderChoice } = {},
) {
  await expect(stepHeading(page, 'What is your phone number?')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  const phone = page.getByRole('textbox', { name: 'Phone' });
  await phone.pressSequentially('4145550123');
  await expect(phone).toHaveValue('(414) 555-0123');
  await next(page);

  await expect(stepHeading(page, 'Where do you live?')).toBeVisible();
  await page.getByRole('textbox', { name: 'Street address' }).fill('500 W Main St');
  await page.getByRole('textbox', { name: 'City' }).fill('Milwaukee');
  await page.getByRole('combobox', { name: 'State' }).selectOption('WI');
  await page.getByRole('textbox', { name: 'ZIP code' }).fill('53204');
  await next(page);

  await expect(stepHeading(page, 'What support would help you right now?')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Transportation' }).check();
  await check(page);
  await next(page);

  await expect(stepHeading(page, 'Are you working with a reentry service provider?')).toBeVisible();
  const provider = options.provider ?? 'none';
  if (provider === 'pipeline') {
    await page.getByRole('radio', { name: 'I need a reentry pipeline' }).check();
    await next(page);
    await expect(stepHeading(page, 'Choose a reentry service provider')).toBeVisible();
    await expect(page.getByText('A provider will respond within 24-48 hours.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await page.getByRole('radio', { name: 'Employ Milwaukee' }).check();
    await check(page);
    await next(page);
    // The thanks wait until the profile is saved (historyAndSubmit).
    await expect(stepHeading(page, 'What are your personal strengths?')).toBeVisible();
    await expect(page.getByText('Thank you for submitting the information to us.')).toHaveCount(0);
  } else if (provider === 'none') {
    await page.getByRole('radio', { name: 'Not working with a provider right now' }).check();
    await next(page);
  } else {
    // 'Other', then an organization registered here, found by a part of its name.
    await page.getByRole('radio', { name: /^Other/ }).check();
    const search = page.getByRole('searchbox', { name: 'Find your organization' });
    await search.fill(provider.organization.slice(-8));
    const choices = page.getByRole('radiogroup', { name: 'Organizations on FairChance Jobs' });
    await expect(page.getByText('1 organization found.')).toBeVisible();
    await choices.getByRole('radio', { name: new RegExp(provider.organization) }).check();
    await check(page);
    await next(page);
  }

  await expect(stepHeading(page, 'What are your personal strengths?')).toBeVisible();
  for (const name of ['Reliable', 'Punctual', 'Hard working', 'Creative']) {
    await page.getByRole('checkbox', { name }).check();
  }
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Problem solver' }).check();
  await expect(page.getByRole('checkbox', { name: 'Writes well' })).toBeDisabled();
  await check(page);
  await next(page);

  await expect(stepHeading(page, 'What skills and trades do you have?')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Warehouse' }).check();
  await next(page);

  await expect(stepHeading(page, 'Which languages do you speak?')).toBeVisible();
  await page.getByRole('button', { name: 'Add language' }).click();
  const form = page.getByRole('form', { name: 'New language' });
  await form.getByRole('combobox', { name: 'Language' }).selectOption('English');
  await form.getByRole('combobox', { name: 'Level' }).selectOption('Native / bilingual');
  await check(page);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('English: Native / bilingual')).toBeVisible();
  await next(page);
}

/**
 * Work experience to referred by, and Submit (docs/product.md#client-onboarding-wizard, step 6).
 */
export async function historyAndSubmit(
  page: Page,
  check: Check,
  options: { hasAskedForPipeline?: boolean } = {},
) {
  await expect(stepHeading(page, 'Work experience')).toBeVisible();
  await page.getByRole('button', { name: 'Add work experience' }).click();
  const job = page.getByRole('form', { name: 'New work experience' });
  await job.getByRole('textbox', { name: 'Job title' }).fill('Line Cook');
  await job.getByRole('textbox', { name: 'Company' }).fill('Lakeside Diner');
  await job.getByRole('combobox', { name: 'Start month' }).selectOption('March');
  await job.getByRole('combobox', { name: 'Start year' }).selectOption('2019');
  await job.getByRole('checkbox', { name: 'I still work here' }).check();
  await job.getByRole('textbox', { name: 'Description' }).fill('Grill, prep and clean-up.');
  await check(page);
  await job.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Line Cook at Lakeside Diner' })).toBeVisible();
  await next(page);

  await expect(stepHeading(page, 'Tell employers about yourself')).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Professional summary' })
    .fill('Reliable cook who learns fast.');
  await next(page);

  await expect(stepHeading(page, 'Education')).toBeVisible();
  await next(page);
  await expect(stepHeading(page, 'Licenses and certifications')).toBeVisible();
  await next(page);

  await expect(stepHeading(page, 'Diversity information')).toBeVisible();
  await page.getByRole('combobox', { name: 'Age' }).selectOption('25-34');
  await check(page);
  await next(page);

  await expect(stepHeading(page, 'How did you hear about us?')).toBeVisible();
  await page.getByRole('combobox', { name: 'Referred by' }).selectOption({ index: 2 });
  await next(page, 'Submit');

  const saved = page.getByRole('status').filter({ hasText: 'Profile added!' });
  await expect(saved).toBeVisible();
  if (options.hasAskedForPipeline) {
    await expect(saved).toContainText('Thank you for submitting the information to us.');
  }
  await expect(page).toHaveURL(/\/client\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await check(page);
}
