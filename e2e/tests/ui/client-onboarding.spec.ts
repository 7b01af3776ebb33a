import type { Page } from '@playwright/test';
import { createAccount } from '../../support/accounts.ts';
import { signInWithSession } from '../../support/clients.ts';
import { expect, test } from '../../support/fixtures.ts';

/** The client onboarding wizard of SPEC §2, one journey per branch. */

test.describe.configure({ timeout: 120_000 });

type Check = (page: Page) => Promise<void>;

function stepHeading(page: Page, name: string | RegExp) {
  return page.getByRole('heading', { level: 2, name });
}

async function next(page: Page, name = 'Next') {
  const button = page.getByRole('button', { name, exact: true });
  await expect(button).toBeEnabled();
  await button.click();
}

async function startWizard(page: Page, request: Page['request'], firstName: string) {
  const account = await createAccount(request, 'client', { firstName, lastName: 'Tester' });
  await signInWithSession(page, account);
  await page.goto('/client/create-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Profile' })).toBeVisible();
  await expect(stepHeading(page, 'What is your current justice status?')).toBeVisible();
  return account;
}

async function chooseStatus(page: Page, status: string, check: Check) {
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.getByRole('radio', { name: status }).check();
  await check(page);
  await next(page);
}

/** Phone to languages (SPEC §2 steps 3 and 4). */
async function contactAndAbout(page: Page, check: Check, options: { pipeline?: boolean } = {}) {
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
  if (options.pipeline) {
    await page.getByRole('radio', { name: 'I need a reentry pipeline' }).check();
    await next(page);
    await expect(stepHeading(page, 'Choose a reentry service provider')).toBeVisible();
    await expect(page.getByText('A provider will respond within 24-48 hours.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await page.getByRole('radio', { name: 'Employ Milwaukee' }).check();
    await check(page);
    await next(page);
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Thank you for submitting the information to us.' }),
    ).toBeVisible();
  } else {
    await page.getByRole('radio', { name: 'Not working with a provider right now' }).check();
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

/** Work experience to referred by, and Submit (SPEC §2 step 6). */
async function historyAndSubmit(page: Page, check: Check) {
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

  await expect(page.getByRole('status').filter({ hasText: 'Profile added!' })).toBeVisible();
  await expect(page).toHaveURL(/\/client\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await check(page);
}

test('a client with no offense goes from languages straight to work experience', async ({
  page,
  consoleErrors,
  expectAccessible,
}) => {
  await startWizard(page, page.request, 'Nora');
  await chooseStatus(page, 'No offense', expectAccessible);
  await contactAndAbout(page, expectAccessible, { pipeline: true });
  // No offense questions at all.
  await expect(stepHeading(page, 'Work experience')).toBeVisible();
  await historyAndSubmit(page, expectAccessible);

  // The pipeline request shows on the dashboard.
  await expect(page.getByRole('heading', { name: 'My Service Provider' })).toBeVisible();
  await page.goto('/client/profile/');
  await expect(page.locator('#offense-history')).toContainText('No offense');
  await expect(page.locator('#support-needs')).toContainText('Employ Milwaukee');
  await expectAccessible(page);
  expect(consoleErrors).toEqual([]);
});

test('a currently incarcerated client gives facility, release date and county, and skips released-at', async ({
  page,
  consoleErrors,
  expectAccessible,
}) => {
  await startWizard(page, page.request, 'Ivan');
  await chooseStatus(page, 'Currently incarcerated', expectAccessible);

  await expect(stepHeading(page, 'Which facility are you in?')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page
    .getByRole('combobox', { name: 'Facility' })
    .selectOption('Oshkosh Correctional Institution');
  await expectAccessible(page);
  await next(page);

  await expect(stepHeading(page, 'When do you expect to be released?')).toBeVisible();
  const date = page.getByLabel('Expected release date');
  await date.fill('2020-05-01');
  await date.blur();
  await expect(page.getByText('Date must be in the future')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expectAccessible(page);
  await date.fill(`${new Date().getFullYear() + 2}-05-01`);
  await next(page);

  await expect(stepHeading(page, 'Which county will you be released to?')).toBeVisible();
  await page.getByRole('combobox', { name: 'Release county' }).selectOption('Winnebago');
  await next(page);

  await contactAndAbout(page, async () => {});
  await expect(stepHeading(page, 'Which offense categories apply to you?')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Burglary' }).check();
  await next(page, 'Save & Next');
  await expect(stepHeading(page, 'How much time did you serve?')).toBeVisible();
  await page.getByRole('radio', { name: '2 to 5 years' }).check();
  await expectAccessible(page);
  await next(page);
  // Released-at is skipped while incarcerated.
  await expect(stepHeading(page, 'Was your case state, federal or both?')).toBeVisible();
  await page.getByRole('radio', { name: 'State' }).check();
  await next(page);
  await historyAndSubmit(page, async () => {});

  await page.goto('/client/profile/');
  const history = page.locator('#offense-history');
  await expect(history).toContainText('Oshkosh Correctional Institution');
  await expect(history).toContainText('Winnebago');
  await expect(history).toContainText('Not completed');
  await expectAccessible(page);
  expect(consoleErrors).toEqual([]);
});

test('a client on parole with a sexual offense is asked about the registry and SBN, which vanish after Clear All', async ({
  page,
  consoleErrors,
  expectAccessible,
}) => {
  await startWizard(page, page.request, 'Paul');
  await chooseStatus(page, 'Parole', async () => {});
  await contactAndAbout(page, async () => {});

  await expect(stepHeading(page, 'Which offense categories apply to you?')).toBeVisible();
  const saveAndNext = page.getByRole('button', { name: 'Save & Next' });
  await expect(saveAndNext).toBeDisabled();
  await page.getByRole('button', { name: 'Select All' }).click();
  await expect(page.getByText('24 categories selected')).toBeVisible();
  await page.getByRole('button', { name: 'Clear All' }).click();
  await expect(page.getByText('0 categories selected')).toBeVisible();
  await expect(saveAndNext).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Sexual assault' }).check();
  await expectAccessible(page);
  await next(page, 'Save & Next');

  await expect(stepHeading(page, 'Are you on the sex offender registry?')).toBeVisible();
  await page.getByRole('radio', { name: 'Yes' }).check();
  await expectAccessible(page);
  await next(page);
  await expect(
    stepHeading(page, 'Have you received a Special Bulletin Notification (SBN)?'),
  ).toBeVisible();
  await page.getByRole('radio', { name: 'Yes' }).check();
  await next(page);
  await expect(stepHeading(page, 'How much time did you serve?')).toBeVisible();

  // The browser's back button steps back through the wizard.
  await page.goBack();
  await expect(
    stepHeading(page, 'Have you received a Special Bulletin Notification (SBN)?'),
  ).toBeVisible();
  await page.goBack();
  await expect(stepHeading(page, 'Are you on the sex offender registry?')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(stepHeading(page, 'Which offense categories apply to you?')).toBeVisible();

  await page.getByRole('button', { name: 'Clear All' }).click();
  await expect(saveAndNext).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Fraud' }).check();
  await next(page, 'Save & Next');
  // No sexual offense any more: straight to time served.
  await expect(stepHeading(page, 'How much time did you serve?')).toBeVisible();
  await page.getByRole('radio', { name: 'Under 1 year' }).check();
  await next(page);
  await expect(stepHeading(page, 'When were you released?')).toBeVisible();
  await page.getByRole('radio', { name: '1 to 2 years ago' }).check();
  await expectAccessible(page);
  await next(page);
  await expect(stepHeading(page, 'Was your case state, federal or both?')).toBeVisible();
  await page.getByRole('radio', { name: 'Both' }).check();
  await next(page);
  await historyAndSubmit(page, async () => {});

  await page.goto('/client/profile/');
  const history = page.locator('#offense-history');
  await expect(history).toContainText('Fraud');
  await expect(history).not.toContainText('Sexual assault');
  await expect(history).not.toContainText('sex offender registry');
  expect(consoleErrors).toEqual([]);
});
